// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What AcmeAddRmsNorm's TilingParse and Tiling (acme_add_rms_norm_tiling.cc, Note [AcmeAddRmsNorm tiling]) share with
// their unit test: the compile info, the tiling data the kernel reads and the tiling keys.
#pragma once

#include <cstdint>

namespace acme {

/// What TilingParse reads from the compiled JSON (`{"vars": {"core_num": 40, "ub_size": 196608}}`) once per node;
/// Tiling receives it on every call.
struct AddRmsNormCompileInfo {
  int64_t core_num = 0;  ///< AI cores available to the kernel
  int64_t ub_size = 0;   ///< bytes of unified buffer (on-chip memory) per core
};

/// The tiling data the kernel reads (struct mode: GetTilingData<AddRmsNormTilingData>()). x1 is seen as a matrix of
/// num_rows x num_cols: the columns are the normalized axes, the rows everything before them.
struct AddRmsNormTilingData {
  int64_t num_rows = 0;        ///< product of x1's leading (not normalized) dims
  int64_t num_cols = 0;        ///< product of the normalized dims (= gamma's element count)
  int64_t rows_per_core = 0;   ///< rows of every core but the last
  int64_t rows_last_core = 0;  ///< rows of the last core (<= rows_per_core)
  int64_t rows_per_loop = 0;   ///< rows per pass through the unified buffer (single-pass key), 1 otherwise
  int64_t cols_per_loop = 0;   ///< columns per pass (multi-pass key), num_cols otherwise
  float epsilon = 0.0f;        ///< the epsilon attr
  float avg_factor = 0.0f;     ///< 1 / num_cols, the kernel multiplies instead of dividing
};

// Tiling keys: which kernel variant runs.
/// A whole row (all normalized elements) fits in the unified buffer: one pass per row block.
inline constexpr uint64_t kTilingKeySinglePass = 1;
/// A row does not fit: sum of squares in a first pass over column chunks, then normalize in a second.
inline constexpr uint64_t kTilingKeyMultiPass = 2;
/// Added to the key when the optional beta is present (the kernel adds the bias).
inline constexpr uint64_t kTilingKeyBetaOffset = 10;

/// Buffers a row needs in the unified buffer: x1, x2, x and y in the input dtype.
inline constexpr int64_t kRowBuffersInDtype = 4;
/// Unified-buffer block size: column chunks are multiples of one block.
inline constexpr int64_t kUbBlockBytes = 32;

}  // namespace acme
