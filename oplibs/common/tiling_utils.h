// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What the built-in Tiling functions share: the core resources they plan with (from the platform description), the
// even split of a number of work units over cores with a tail, the sizes of data in 32-byte blocks, and the outputs
// every built-in Tiling writes the same way (shape checks, the library workspace).
#pragma once

#include <cstddef>
#include <cstdint>

#include "graph/ge_error_codes.h"
#include "graph/types.h"
#include "platform/platform_infos_def.h"

namespace gert {
class Shape;
class TilingContext;
}  // namespace gert

namespace oppkit::ops {

/// The resources a Tiling function plans with: how many cores it may use and one core's memories (bytes).
struct CoreResources {
  uint32_t core_num = 0;         ///< AI cores (fe::PlatFormInfos::GetCoreNum())
  uint32_t vector_core_num = 0;  ///< vector cores (the AI core count when the SoC does not separate them)
  uint64_t ub_size = 0;
  uint64_t l1_size = 0;
  uint64_t l0a_size = 0;
  uint64_t l0b_size = 0;
  uint64_t l0c_size = 0;
};

/// Reads \p platform into \p out. False if \p platform is null or has no AI core count or UB size (the caller logs
/// which op could not tile).
bool ReadCoreResources(const fe::PlatFormInfos* platform, CoreResources* out);

/// `total` work units split over at most `max_blocks` blocks: blocks [0, block_num - 1) take `per_block` units
/// each and the last one takes `tail` (0 < tail <= per_block). Every unit is covered exactly once:
/// (block_num - 1) * per_block + tail == total. Zero units give zero blocks.
struct BlockSplit {
  int64_t block_num = 0;
  int64_t per_block = 0;
  int64_t tail = 0;
};

/// Splits \p total units over at most \p max_blocks blocks as evenly as possible, each block but the last taking a
/// multiple of \p align units (so a block starts on an aligned unit, e.g. a 32-byte boundary). \p max_blocks and
/// \p align below 1 count as 1; a negative \p total as 0.
BlockSplit SplitEvenly(int64_t total, int64_t max_blocks, int64_t align = 1);

/// `total` units processed `per_loop` at a time: `loops` loops, the last one moving `tail` units
/// (0 < tail <= per_loop; (loops - 1) * per_loop + tail == total). Zero units give zero loops.
struct LoopSplit {
  int64_t loops = 0;
  int64_t per_loop = 0;
  int64_t tail = 0;
};

/// Splits \p total units into loops of \p per_loop units (below 1 counts as 1); a negative \p total counts as 0.
LoopSplit SplitLoops(int64_t total, int64_t per_loop);

/// ceil(a / b) for a >= 0, b > 0.
constexpr int64_t CeilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }
/// \p a rounded up to a multiple of \p b (a >= 0, b > 0).
constexpr int64_t AlignUp(int64_t a, int64_t b) { return CeilDiv(a, b) * b; }
/// \p a rounded down to a multiple of \p b (a >= 0, b > 0).
constexpr int64_t AlignDown(int64_t a, int64_t b) { return a / b * b; }

/// The unit of on-chip data movement: UB buffers and per-core slices of global memory start on 32-byte boundaries.
constexpr int64_t kBlockBytes = 32;

/// Bits of one element of \p dtype (8 per byte; 4 for DT_INT4, ...); 0 for a type without a fixed size (DT_STRING,
/// DT_UNDEFINED, ...).
int64_t DataTypeBits(ge::DataType dtype);

/// Bytes of \p elements elements of \p bits bits each, rounded up to whole bytes.
constexpr int64_t BytesOf(int64_t elements, int64_t bits) { return CeilDiv(elements * bits, 8); }

/// Elements of \p bits bits (> 0) in one 32-byte block (at least 1): 16 for fp16, 8 for fp32, 64 for int4.
constexpr int64_t BlockElements(int64_t bits) { return bits >= kBlockBytes * 8 ? 1 : kBlockBytes * 8 / bits; }

/// Product of the dims [begin, end) of \p shape in \p product. False on an unknown (negative) dim or int64 overflow.
bool DimProduct(const gert::Shape& shape, size_t begin, size_t end, int64_t* product);

/// Logs, naming the op, \p what (e.g. "input x1") and the shape, and returns false if \p shape has an unknown rank
/// or an unknown dim: Tiling plans concrete work, so every dim must be known by then.
bool CheckKnownShape(const gert::TilingContext* context, const char* what, const gert::Shape& shape);

/// Requests the one workspace every built-in kernel needs: the Ascend C library's system workspace
/// (platform_ascendc::PlatformAscendC::GetLibApiWorkSpaceSize() of the context's platform). Logs and fails if the
/// context has no workspace output.
ge::graphStatus SetLibApiWorkspace(gert::TilingContext* context);

/// The outputs every built-in elementwise/layout/convolution Tiling ends with: \p tiling_key, \p block_dim, no
/// atomic clean, and the library workspace (SetLibApiWorkspace). Logs and fails if the context lacks an output.
ge::graphStatus SetTilingOutputs(gert::TilingContext* context, uint64_t tiling_key, uint32_t block_dim);

}  // namespace oppkit::ops
