// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Cumsum TilingParse and Tiling.
//
// Note [Cumsum tiling]
// y = cumsum(x, axis) reads the value of `axis` (TilingInputsDataDependency({1}), as CANN declares it: the shape of
// y does not depend on it, so InferShape does not, and the axis is first checked here):
//  * Checks: x and y known and equal shapes, dtypes of a fixed size, `axis` one integer in [-rank, rank) ([-1, 1)
//    for a scalar x); a missing axis value is the framework's error (the input is tiling data dependent).
//  * View: x as [outer, len, inner] around the axis. Key 0 (kCumsumKeyContiguous) when inner == 1: a scan runs over
//    `len` contiguous elements; key 1 (kCumsumKeyRows) otherwise: a scan adds rows of contiguous inner columns.
//  * Units and cores: a unit is one outer index and a chunk of inner columns: one column for key 0, 32 bytes of
//    columns (BlockElements) for key 1, the last chunk of a row taking the rest. SplitEvenly(units, vector cores);
//    block dim = block_num <= vector cores (an empty x still runs one idle block).
//  * UB: five buffers of AlignDown(ub_size / 5, 32) bytes: x and y double-buffered, and the running sum of one
//    chunk. A loop moves len_factor positions of one unit: as many chunks (rows of `chunk` elements, each padded to
//    32 bytes) as one buffer holds, at most len; the last loop takes the rest.
//  * Atomic clean is off (every y element is written once); one workspace, the library's system workspace.
#include "reduce/cumsum/cumsum_tiling.h"

#include <algorithm>
#include <cstdint>

#include "common/attr_utils.h"
#include "common/compile_info.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "reduce/cumsum/cumsum_axis.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr int64_t kUbBuffers = 5;  // x and y double-buffered, the running sum

// The axis of Note [Cumsum tiling], Checks, normalised to [0, rank) (0 for a scalar x); false with a message logged.
bool ReadAxis(const gert::TilingContext* context, const gert::Shape& x, int64_t* axis) {
  IntValueView values;
  if (ReadIntValues(context->GetInputTensor(1), &values) != ValueState::kOk) {
    OPPKIT_OP_LOGE(context, "input axis has no integer value (it is tiling data dependent)");
    return false;
  }
  return CumsumAxis(context, x, values, axis);
}

// TilingParse of Cumsum: the shared resource keys (common/compile_info.h) over the platform's.
ge::graphStatus TilingParseForCumsum(gert::TilingParseContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  auto* info = context->GetCompiledInfo<CumsumCompileInfo>();
  return ParseResourcesCompileInfo(context, info == nullptr ? nullptr : &info->resources);
}

// Tiling of Cumsum (Note [Cumsum tiling]).
ge::graphStatus TilingForCumsum(gert::TilingContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const auto* info = context->GetCompileInfo<CumsumCompileInfo>();
  const gert::StorageShape* x_shapes = context->GetInputShape(0);
  const gert::StorageShape* y_shapes = context->GetOutputShape(0);
  const gert::CompileTimeTensorDesc* x_desc = context->GetInputDesc(0);
  if (info == nullptr || x_shapes == nullptr || y_shapes == nullptr || x_desc == nullptr) {
    OPPKIT_OP_LOGE(context, "the tiling context lacks the compile info, x or y");
    return ge::GRAPH_FAILED;
  }
  const gert::Shape& x = x_shapes->GetStorageShape();
  const gert::Shape& y = y_shapes->GetStorageShape();
  if (!CheckKnownShape(context, "input x", x) || !CheckKnownShape(context, "output y", y)) return ge::GRAPH_FAILED;
  if (!(x == y)) {
    OPPKIT_OP_LOGE(context, "output y %s does not have the shape of input x %s", ShapeToString(y).c_str(),
                   ShapeToString(x).c_str());
    return ge::GRAPH_FAILED;
  }
  const int64_t bits = DataTypeBits(x_desc->GetDataType());
  if (bits == 0) {
    OPPKIT_OP_LOGE(context, "input x has dtype %s, which has no fixed element size",
                   ge::GetDataTypeName(x_desc->GetDataType()));
    return ge::GRAPH_FAILED;
  }
  int64_t axis = 0;
  if (!ReadAxis(context, x, &axis)) return ge::GRAPH_FAILED;
  const size_t rank = x.GetDimNum();
  int64_t outer = 1;
  int64_t inner = 1;
  const int64_t len = rank == 0 ? 1 : x.GetDim(static_cast<size_t>(axis));
  if (rank > 0 && (!DimProduct(x, 0, static_cast<size_t>(axis), &outer) ||
                   !DimProduct(x, static_cast<size_t>(axis) + 1, rank, &inner))) {
    OPPKIT_OP_LOGE(context, "input x %s has more elements than int64 holds", ShapeToString(x).c_str());
    return ge::GRAPH_FAILED;
  }

  // Units: an outer index and a chunk of inner columns.
  const bool contiguous = inner == 1;
  const int64_t chunk = contiguous ? 1 : std::max<int64_t>(1, std::min(inner, BlockElements(bits)));  // inner 0: 1
  const int64_t chunks_per_row = inner == 0 ? 0 : CeilDiv(inner, chunk);
  int64_t units = 0;
  if (__builtin_mul_overflow(outer, chunks_per_row, &units)) {
    OPPKIT_OP_LOGE(context, "input x %s has more units of work than int64 holds", ShapeToString(x).c_str());
    return ge::GRAPH_FAILED;
  }
  if (len == 0) units = 0;  // an empty axis: nothing to scan
  const CoreResources& res = info->resources;
  const BlockSplit cores = SplitEvenly(units, res.vector_core_num);
  // UB: a loop holds len_factor padded rows of one chunk in each buffer.
  const uint64_t buffer_bytes = res.ub_size / kUbBuffers / kBlockBytes * kBlockBytes;
  const uint64_t row_bytes = static_cast<uint64_t>(AlignUp(BytesOf(chunk, bits), kBlockBytes));
  const uint64_t rows = buffer_bytes / row_bytes;
  if (rows < 1) {
    OPPKIT_OP_LOGE(context, "UB size %llu is too small for %lld buffers of %llu bytes",
                   static_cast<unsigned long long>(res.ub_size), static_cast<long long>(kUbBuffers),
                   static_cast<unsigned long long>(row_bytes));
    return ge::GRAPH_FAILED;
  }
  const uint64_t positions = static_cast<uint64_t>(std::max<int64_t>(len, 1));
  const int64_t len_factor = static_cast<int64_t>(std::min(rows, positions));
  const LoopSplit loops = SplitLoops(len, len_factor);

  auto* data = context->GetTilingData<CumsumTilingData>();
  if (data == nullptr) {
    OPPKIT_OP_LOGE(context, "the tiling data buffer is smaller than CumsumTilingData (%zu bytes)",
                   sizeof(CumsumTilingData));
    return ge::GRAPH_FAILED;
  }
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  *data = CumsumTilingData();
  data->outer = outer;
  data->len = len;
  data->inner = inner;
  data->axis = axis;
  data->exclusive = GetBoolAttr(attrs, 0, false) ? 1 : 0;
  data->reverse = GetBoolAttr(attrs, 1, false) ? 1 : 0;
  data->chunk = chunk;
  data->last_chunk = chunks_per_row == 0 ? 0 : inner - (chunks_per_row - 1) * chunk;
  data->units = units;
  data->block_num = std::max<int64_t>(cores.block_num, 1);
  data->per_core = cores.per_block;
  data->tail_core = cores.tail;
  data->len_factor = len_factor;
  data->len_loops = loops.loops;
  data->len_last_loop = loops.tail;
  return SetTilingOutputs(context, contiguous ? kCumsumKeyContiguous : kCumsumKeyRows,
                          static_cast<uint32_t>(data->block_num));
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Cumsum)
    .TilingParse<oppkit::ops::CumsumCompileInfo>(oppkit::ops::TilingParseForCumsum)
    .Tiling(oppkit::ops::TilingForCumsum, sizeof(oppkit::ops::CumsumTilingData))
    .TilingInputsDataDependency({1});
