// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Cumsum's TilingParse and Tiling (cumsum_tiling.cc, Note [Cumsum tiling]): the compile info, the tiling keys and
// the tiling data the kernel reads, shared by cumsum_tiling.cc and its unit test.
#pragma once

#include <cstdint>

#include "common/tiling_utils.h"

namespace oppkit::ops {

/// Cumsum's compile info: the shared resource keys only (core_num, ub_size, ...; common/compile_info.h).
struct CumsumCompileInfo {
  CoreResources resources;
};

/// Tiling key of Cumsum along x's last non-trivial dim (inner == 1): each scan runs over contiguous elements.
inline constexpr uint64_t kCumsumKeyContiguous = 0;
/// Tiling key of Cumsum along an outer dim (inner > 1): a scan adds rows of `chunk` contiguous columns.
inline constexpr uint64_t kCumsumKeyRows = 1;

/// The tiling data of Cumsum (struct mode; Note [Cumsum tiling]). x is viewed as [outer, len, inner] around the
/// axis. A unit of work is one outer index and one chunk of `chunk` inner columns (the last chunk of a row may be
/// shorter: `last_chunk`); core i < block_num - 1 takes units [i * per_core, (i + 1) * per_core), the last core the
/// `tail_core` units after them. A UB loop scans `len_factor` positions along the axis of one unit.
struct CumsumTilingData {
  int64_t outer;         ///< product of x's dims before the axis
  int64_t len;           ///< x's dim at the axis
  int64_t inner;         ///< product of x's dims after the axis
  int64_t axis;          ///< the axis, in [0, rank) (0 for a scalar x)
  int64_t exclusive;     ///< 1: y[i] sums x[0..i), else x[0..i]
  int64_t reverse;       ///< 1: the scan runs from the end of the axis
  int64_t chunk;         ///< inner columns per unit
  int64_t last_chunk;    ///< inner columns of the last unit of each outer index
  int64_t units;         ///< outer * ceil(inner / chunk)
  int64_t block_num;     ///< cores used (== block dim)
  int64_t per_core;      ///< units of each core but the last
  int64_t tail_core;     ///< units of the last core
  int64_t len_factor;    ///< axis positions per UB loop
  int64_t len_loops;     ///< loops along the axis per unit
  int64_t len_last_loop; ///< axis positions of the last loop
};

}  // namespace oppkit::ops
