// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Add's TilingParse and Tiling (add_tiling.cc, Note [Add tiling]): the compile info, the tiling keys and the tiling
// data the kernel reads, shared by add_tiling.cc and its unit test.
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/tiling_utils.h"

namespace oppkit::ops {

/// Add's compile info: the shared resource keys only (core_num, ub_size, ...; common/compile_info.h).
struct AddCompileInfo {
  CoreResources resources;
};

/// Tiling key of Add when x1, x2 and y have the same element count (a flat elementwise add).
inline constexpr uint64_t kAddKeySameShape = 0;
/// Tiling key of Add when x1 or x2 is broadcast (the kernel reads them through AddTilingData's strides).
inline constexpr uint64_t kAddKeyBroadcast = 1;

/// Most dims of the merged broadcast view (Note [Add tiling]).
inline constexpr size_t kAddMaxRank = 8;

/// The tiling data of Add (struct mode; Note [Add tiling]). Core i < block_num - 1 computes y elements
/// [i * per_core, (i + 1) * per_core) (flat, row-major), the last core the `tail_core` elements after them. A core
/// computes `ub_factor` elements per UB loop; the last loop takes what is left (`*_last_loop`).
struct AddTilingData {
  int64_t total;                  ///< y elements
  int64_t block_num;              ///< cores used (== block dim)
  int64_t per_core;               ///< elements of each core but the last (a multiple of 32 bytes of y)
  int64_t tail_core;              ///< elements of the last core
  int64_t ub_factor;              ///< elements per UB loop
  int64_t core_loops;             ///< loops of each core but the last
  int64_t core_last_loop;         ///< elements in their last loop
  int64_t tail_core_loops;        ///< loops of the last core
  int64_t tail_core_last_loop;    ///< elements in its last loop
  int64_t rank;                   ///< dims of the merged view (0 for a scalar y, or without broadcast)
  int64_t dims[kAddMaxRank];      ///< y's merged dims
  int64_t x1_strides[kAddMaxRank];  ///< x1's element stride per merged dim (0 where x1 is broadcast)
  int64_t x2_strides[kAddMaxRank];  ///< x2's element stride per merged dim (0 where x2 is broadcast)
};

}  // namespace oppkit::ops
