// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// TransData's TilingParse and Tiling (trans_data_tiling.cc, Note [TransData tiling]): the compile info, the tiling
// keys and the tiling data the kernel reads, shared by trans_data_tiling.cc and its unit test.
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/tiling_utils.h"

namespace oppkit::ops {

/// TransData's compile info: the shared resource keys only (core_num, ub_size, ...; common/compile_info.h).
struct TransDataCompileInfo {
  CoreResources resources;
};

/// Layout families of TransData's formats (Note [TransData tiling]); a tiling key is 10 * src family + dst family.
enum TransDataFamily : int64_t {
  kTransDataPlain = 1,  ///< ND and the plain formats (NCHW, NHWC, HWCN, NCDHW, ..., NC, CN)
  kTransDataC0 = 2,     ///< one C0 block innermost: NC1HWC0, NC1HWC0_C04, NDC1HWC0, C1HWC0
  kTransDataNz = 3,     ///< FRACTAL_NZ and its FRACTAL_NZ_C0_x variants
  kTransDataFz = 4,     ///< 16 x C0 fractals: FRACTAL_Z (with groups), _C04, _3D, _3D_TRANSPOSE, ZN_LSTM, ZN_RNN,
                        ///< C1HWNCoC0
  kTransDataOther = 5,  ///< any other storage format (ND_RNN_BIAS, NYUV, FRACTAL_Z_WINO, ...)
};

/// Tiling key of a plain copy: the same layout on both sides (the same format, or ND and a plain format).
inline constexpr uint64_t kTransDataKeyCopy = 0;

/// Most dims TransDataTilingData records per shape.
inline constexpr size_t kTransDataMaxRank = 8;

/// The tiling data of TransData (struct mode; Note [TransData tiling]). dst is viewed as `rows` rows of
/// `row_elements` elements; core i < block_num - 1 moves rows [i * rows_per_core, (i + 1) * rows_per_core), the last
/// core the remaining `tail_core_rows`. Each core moves its rows `rows_per_loop` at a time; its last loop moves the
/// `*_last_loop_rows` left. A row that does not fit a UB buffer is moved in `row_pieces` pieces of `piece_elements`
/// elements (the last one `last_piece_elements`); otherwise row_pieces is 1 and piece_elements is row_elements.
struct TransDataTilingData {
  int64_t src_rank;                           ///< src storage rank
  int64_t src_shape[kTransDataMaxRank];       ///< src storage shape (unused dims 0)
  int64_t dst_rank;                           ///< dst (storage) rank
  int64_t dst_shape[kTransDataMaxRank];       ///< dst (storage) shape (unused dims 0)
  int64_t rows;                               ///< product of dst's split (outer) axes
  int64_t row_elements;                       ///< product of dst's kept (inner) axes
  int64_t block_num;                          ///< cores used (== block dim)
  int64_t rows_per_core;                      ///< rows of each core but the last
  int64_t tail_core_rows;                     ///< rows of the last core
  int64_t rows_per_loop;                      ///< rows per UB loop
  int64_t core_loops;                         ///< loops of each core but the last
  int64_t core_last_loop_rows;                ///< rows in their last loop
  int64_t tail_core_loops;                    ///< loops of the last core
  int64_t tail_core_last_loop_rows;           ///< rows in its last loop
  int64_t row_pieces;                         ///< UB pieces per row (1 when a row fits a buffer)
  int64_t piece_elements;                     ///< elements per piece
  int64_t last_piece_elements;                ///< elements of a row's last piece
  int64_t ub_buffer_bytes;                    ///< bytes of each of the 4 UB buffers (src/dst x ping/pong)
};

}  // namespace oppkit::ops
