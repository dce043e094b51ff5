// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv2D's TilingParse and Tiling (conv2d_tiling.cc, Note [Conv2D tiling]): the compile info, the tiling keys and
// the tiling data the kernel reads, shared by conv2d_tiling.cc and its unit test.
#pragma once

#include <cstdint>

#include "common/tiling_utils.h"

namespace oppkit::ops {

/// Conv2D's compile info: the shared resource keys only (core_num, ub_size, l1_size, ...; common/compile_info.h).
struct Conv2DCompileInfo {
  CoreResources resources;
};

/// The dtype class in a Conv2D tiling key (hundreds digit): fp16 and bf16 1, fp32 2, int8 3.
enum Conv2DDtypeClass : uint64_t { kConv2DHalf = 1, kConv2DFloat = 2, kConv2DInt8 = 3 };

/// The Conv2D tiling key: 100 * dtype class + 10 * (groups > 1) + (a stride other than 1), e.g. 100 for fp16
/// without groups and stride 1, 311 for a grouped, strided int8 convolution.
constexpr uint64_t Conv2DTilingKey(Conv2DDtypeClass dtype_class, bool grouped, bool strided) {
  return 100 * static_cast<uint64_t>(dtype_class) + (grouped ? 10 : 0) + (strided ? 1 : 0);
}

/// The tiling data of Conv2D (struct mode; Note [Conv2D tiling]). The work units are y's rows over N and Ho,
/// numbered u = n * ho + oh. Core i < block_num - 1 computes units [i * rows_per_core, (i + 1) * rows_per_core), the
/// last core the `tail_core_rows` after them. A core walks its units in tiles of at most `ho_tile` rows of one image
/// (a tile never crosses into the next image) and `wo_tile` columns; such a tile reads at most `hi_tile` x `wi_tile`
/// input pixels of all channels of one group (C0-padded), `l1_input_bytes` bytes of L1.
struct Conv2DTilingData {
  int64_t n, c, h, w;                                     ///< x
  int64_t cout, kh, kw;                                   ///< filter (output channels, kernel)
  int64_t ho, wo;                                         ///< y's spatial size
  int64_t stride_h, stride_w, dilation_h, dilation_w;     ///< attrs
  int64_t pad_top, pad_bottom, pad_left, pad_right;       ///< attrs
  int64_t groups;                                         ///< attr
  int64_t c0;                                             ///< channels per 32-byte block of x's dtype
  int64_t total_rows;                                     ///< n * ho
  int64_t block_num;                                      ///< cores used (== block dim)
  int64_t rows_per_core;                                  ///< units of each core but the last
  int64_t tail_core_rows;                                 ///< units of the last core
  int64_t ho_tile, hi_tile;                               ///< output rows per tile, input rows they read (max)
  int64_t wo_tile, wi_tile;                               ///< output columns per tile, input columns they read
  int64_t l1_input_bytes;                                 ///< L1 bytes of one tile's input
};

}  // namespace oppkit::ops
