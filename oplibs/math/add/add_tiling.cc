// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Add TilingParse and Tiling.
//
// Note [Add tiling]
// y = x1 + x2 is split over y's elements (storage shapes, row-major), which every core writes as one contiguous
// slice:
//  * Key: 0 (kAddKeySameShape) when x1, x2 and y have the same element count, so the kernel adds flat buffers;
//    1 (kAddKeyBroadcast) when x1 or x2 has fewer elements and is read through strides.
//  * Broadcast view: x1 and x2 are aligned to y's rank from the right (numpy); y's dims of size 1 are dropped and
//    neighbouring dims where x1 and x2 are each either full or broadcast in the same way are merged, which gives at
//    most kAddMaxRank dims (more is an error) with x1's and x2's strides (0 along a broadcast dim). Without
//    broadcast the view is empty (rank 0).
//  * Cores: SplitEvenly(y elements, vector cores, the elements of 32 bytes of y), so each core's slice of y starts on
//    a 32-byte boundary; block dim = block_num <= vector cores. An empty y still runs one (idle) block.
//  * UB: six buffers (x1, x2 and y, each double-buffered), each AlignDown(ub_size / 6, 32) bytes; a loop computes
//    ub_factor elements: what fits one buffer at the widest of the three dtypes, rounded down to whole 32-byte
//    blocks and never more than a core has. The last loop of a core takes the rest (the tail).
//  * Checks: every shape known (-1 is an error), y the broadcast of x1 and x2, dtypes with a fixed size. Atomic
//    clean is off (every y element is written once); one workspace, the library's system workspace.
#include "math/add/add_tiling.h"

#include <algorithm>
#include <cstdint>

#include "common/broadcast.h"
#include "common/compile_info.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr int64_t kUbBuffers = 6;  // x1, x2, y, each double-buffered

// Dim \p axis of \p shape aligned to rank \p rank from the right (1 before its first dim).
int64_t AlignedDim(const gert::Shape& shape, size_t rank, size_t axis) {
  const size_t offset = rank - shape.GetDimNum();
  return axis < offset ? 1 : shape.GetDim(axis - offset);
}

// The merged broadcast view of Note [Add tiling]; false if it needs more than kAddMaxRank dims.
bool MergeBroadcastView(const gert::Shape& x1, const gert::Shape& x2, const gert::Shape& y, AddTilingData* data) {
  const size_t rank = y.GetDimNum();
  int64_t dims[gert::Shape::kMaxDimNum];
  bool has1[gert::Shape::kMaxDimNum];
  bool has2[gert::Shape::kMaxDimNum];
  size_t merged = 0;
  for (size_t axis = 0; axis < rank; ++axis) {
    const int64_t dim = y.GetDim(axis);
    if (dim == 1) continue;
    const bool full1 = AlignedDim(x1, rank, axis) == dim;
    const bool full2 = AlignedDim(x2, rank, axis) == dim;
    if (merged > 0 && has1[merged - 1] == full1 && has2[merged - 1] == full2) {
      dims[merged - 1] *= dim;  // cannot overflow: the product of y's dims fits int64
      continue;
    }
    dims[merged] = dim;
    has1[merged] = full1;
    has2[merged] = full2;
    ++merged;
  }
  if (merged > kAddMaxRank) return false;
  data->rank = static_cast<int64_t>(merged);
  int64_t stride1 = 1;
  int64_t stride2 = 1;
  for (size_t i = merged; i-- > 0;) {
    data->dims[i] = dims[i];
    data->x1_strides[i] = has1[i] ? stride1 : 0;
    data->x2_strides[i] = has2[i] ? stride2 : 0;
    if (has1[i]) stride1 *= dims[i];
    if (has2[i]) stride2 *= dims[i];
  }
  return true;
}

// Checks the operands (Note [Add tiling], Checks): every shape known, y the broadcast of x1 and x2, and the dtypes
// of x1, x2 and y (descs) of a fixed size, whose bits go to bits; false with a message logged.
bool CheckAddOperands(const gert::TilingContext* context, const gert::Shape& x1, const gert::Shape& x2,
                      const gert::Shape& y, const gert::CompileTimeTensorDesc* const descs[3], int64_t bits[3]) {
  if (!CheckKnownShape(context, "input x1", x1) || !CheckKnownShape(context, "input x2", x2) ||
      !CheckKnownShape(context, "output y", y)) {
    return false;
  }
  gert::Shape expected;
  if (!BroadcastShapes(x1, x2, &expected) || !(expected == y)) {
    OPPKIT_OP_LOGE(context, "output y %s is not the broadcast of inputs x1 %s and x2 %s", ShapeToString(y).c_str(),
                   ShapeToString(x1).c_str(), ShapeToString(x2).c_str());
    return false;
  }
  static const char* const kNames[] = {"input x1", "input x2", "output y"};
  for (size_t i = 0; i < 3; ++i) {
    bits[i] = DataTypeBits(descs[i]->GetDataType());
    if (bits[i] == 0) {
      OPPKIT_OP_LOGE(context, "%s has dtype %s, which has no fixed element size", kNames[i],
                     ge::GetDataTypeName(descs[i]->GetDataType()));
      return false;
    }
  }
  return true;
}

// TilingParse of Add: the compile-info JSON object (may be empty) with the platform's resources, overridable by the
// shared keys. Fails on invalid JSON, a bad key, or no core count / UB size from either.
ge::graphStatus TilingParseForAdd(gert::TilingParseContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  auto* info = context->GetCompiledInfo<AddCompileInfo>();
  return ParseResourcesCompileInfo(context, info == nullptr ? nullptr : &info->resources);
}

// Tiling of Add (Note [Add tiling]).
ge::graphStatus TilingForAdd(gert::TilingContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const auto* info = context->GetCompileInfo<AddCompileInfo>();
  const gert::StorageShape* x1_shapes = context->GetInputShape(0);
  const gert::StorageShape* x2_shapes = context->GetInputShape(1);
  const gert::StorageShape* y_shapes = context->GetOutputShape(0);
  const gert::CompileTimeTensorDesc* descs[] = {context->GetInputDesc(0), context->GetInputDesc(1),
                                                context->GetOutputDesc(0)};
  if (info == nullptr || x1_shapes == nullptr || x2_shapes == nullptr || y_shapes == nullptr ||
      descs[0] == nullptr || descs[1] == nullptr || descs[2] == nullptr) {
    OPPKIT_OP_LOGE(context, "the tiling context lacks the compile info, x1, x2 or y");
    return ge::GRAPH_FAILED;
  }
  const gert::Shape& x1 = x1_shapes->GetStorageShape();
  const gert::Shape& x2 = x2_shapes->GetStorageShape();
  const gert::Shape& y = y_shapes->GetStorageShape();
  int64_t bits[3] = {0, 0, 0};
  if (!CheckAddOperands(context, x1, x2, y, descs, bits)) return ge::GRAPH_FAILED;
  int64_t total = 0;
  int64_t count1 = 0;
  int64_t count2 = 0;
  if (!DimProduct(y, 0, y.GetDimNum(), &total) || !DimProduct(x1, 0, x1.GetDimNum(), &count1) ||
      !DimProduct(x2, 0, x2.GetDimNum(), &count2)) {
    OPPKIT_OP_LOGE(context, "output y %s has more elements than int64 holds", ShapeToString(y).c_str());
    return ge::GRAPH_FAILED;
  }
  const bool broadcast = total != 0 && (count1 != total || count2 != total);

  // Cores: 32-byte aligned slices of y.
  const CoreResources& res = info->resources;
  const BlockSplit cores = SplitEvenly(total, res.vector_core_num, BlockElements(bits[2]));
  // UB: six buffers, sized by the widest dtype.
  const int64_t widest = *std::max_element(bits, bits + 3);
  // In uint64 and without a product that can overflow: a UB of 2^63 bytes or more must not wrap to "too small".
  const uint64_t buffer_bytes = res.ub_size / kUbBuffers / kBlockBytes * kBlockBytes;
  const uint64_t w = static_cast<uint64_t>(widest);
  const uint64_t elements = buffer_bytes / w * 8 + buffer_bytes % w * 8 / w;  // buffer_bytes * 8 / widest
  const int64_t ub_factor = AlignDown(static_cast<int64_t>(std::min<uint64_t>(elements, INT64_MAX)),
                                      BlockElements(widest));
  if (ub_factor < 1) {
    OPPKIT_OP_LOGE(context, "UB size %llu is too small for %lld buffers of 32 bytes",
                   static_cast<unsigned long long>(res.ub_size), static_cast<long long>(kUbBuffers));
    return ge::GRAPH_FAILED;
  }
  const int64_t per_loop = std::max<int64_t>(1, std::min(ub_factor, cores.per_block));
  const LoopSplit core_loops = SplitLoops(cores.per_block, per_loop);
  const LoopSplit tail_loops = SplitLoops(cores.tail, per_loop);

  auto* data = context->GetTilingData<AddTilingData>();
  if (data == nullptr) {
    OPPKIT_OP_LOGE(context, "the tiling data buffer is smaller than AddTilingData (%zu bytes)", sizeof(AddTilingData));
    return ge::GRAPH_FAILED;
  }
  *data = AddTilingData();
  if (broadcast && !MergeBroadcastView(x1, x2, y, data)) {
    OPPKIT_OP_LOGE(context, "inputs x1 %s and x2 %s broadcast to y %s in more than %zu separate dim groups",
                   ShapeToString(x1).c_str(), ShapeToString(x2).c_str(), ShapeToString(y).c_str(), kAddMaxRank);
    return ge::GRAPH_FAILED;
  }
  data->total = total;
  data->block_num = std::max<int64_t>(cores.block_num, 1);
  data->per_core = cores.per_block;
  data->tail_core = cores.tail;
  data->ub_factor = per_loop;
  data->core_loops = core_loops.loops;
  data->core_last_loop = core_loops.tail;
  data->tail_core_loops = tail_loops.loops;
  data->tail_core_last_loop = tail_loops.tail;

  const uint64_t key = broadcast ? kAddKeyBroadcast : kAddKeySameShape;
  return SetTilingOutputs(context, key, static_cast<uint32_t>(data->block_num));
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Add)
    .TilingParse<oppkit::ops::AddCompileInfo>(oppkit::ops::TilingParseForAdd)
    .Tiling(oppkit::ops::TilingForAdd, sizeof(oppkit::ops::AddTilingData));
