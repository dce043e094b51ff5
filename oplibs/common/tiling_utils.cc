// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.

#include "common/tiling_utils.h"

#include <algorithm>

#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/tiling_context.h"
#include "tiling/platform/platform_ascendc.h"

namespace oppkit::ops {

bool ReadCoreResources(const fe::PlatFormInfos* platform, CoreResources* out) {
  if (platform == nullptr) return false;
  *out = CoreResources();
  out->core_num = platform->GetCoreNum();
  const uint32_t vector = platform->GetCoreNumByType("VectorCore");
  out->vector_core_num = vector != 0 ? vector : out->core_num;
  platform->GetLocalMemSize(fe::LocalMemType::UB, out->ub_size);
  platform->GetLocalMemSize(fe::LocalMemType::L1, out->l1_size);
  platform->GetLocalMemSize(fe::LocalMemType::L0_A, out->l0a_size);
  platform->GetLocalMemSize(fe::LocalMemType::L0_B, out->l0b_size);
  platform->GetLocalMemSize(fe::LocalMemType::L0_C, out->l0c_size);
  return out->core_num != 0 && out->ub_size != 0;
}

BlockSplit SplitEvenly(int64_t total, int64_t max_blocks, int64_t align) {
  BlockSplit split;
  if (total <= 0) return split;
  max_blocks = std::max<int64_t>(max_blocks, 1);
  align = std::max<int64_t>(align, 1);
  const int64_t chunks = CeilDiv(total, align);  // aligned chunks, the last may be partial
  split.per_block = CeilDiv(chunks, max_blocks) * align;
  split.block_num = CeilDiv(total, split.per_block);
  split.tail = total - (split.block_num - 1) * split.per_block;
  return split;
}

LoopSplit SplitLoops(int64_t total, int64_t per_loop) {
  LoopSplit split;
  if (total <= 0) return split;
  split.per_loop = std::max<int64_t>(per_loop, 1);
  split.loops = CeilDiv(total, split.per_loop);
  split.tail = total - (split.loops - 1) * split.per_loop;
  return split;
}

int64_t DataTypeBits(ge::DataType dtype) {
  const int32_t size = ge::GetSizeByDataType(dtype);
  if (size <= 0) return 0;
  if (size > ge::kDataTypeSizeBitOffset) return size - ge::kDataTypeSizeBitOffset;
  return static_cast<int64_t>(size) * 8;
}

bool DimProduct(const gert::Shape& shape, size_t begin, size_t end, int64_t* product) {
  int64_t result = 1;
  for (size_t i = begin; i < end; ++i) {
    const int64_t dim = shape.GetDim(i);
    if (dim < 0 || __builtin_mul_overflow(result, dim, &result)) return false;
  }
  *product = result;
  return true;
}

bool CheckKnownShape(const gert::TilingContext* context, const char* what, const gert::Shape& shape) {
  if (!IsUnknownShape(shape)) return true;
  OPPKIT_OP_LOGE(context, "%s %s has unknown dims; Tiling needs every dim known (run it with the concrete shapes)",
                 what, ShapeToString(shape).c_str());
  return false;
}

ge::graphStatus SetLibApiWorkspace(gert::TilingContext* context) {
  size_t* sizes = context->GetWorkspaceSizes(1);
  if (sizes == nullptr) {
    OPPKIT_OP_LOGE(context, "the tiling context has no workspace output");
    return ge::GRAPH_FAILED;
  }
  sizes[0] = platform_ascendc::PlatformAscendC(context->GetPlatformInfo()).GetLibApiWorkSpaceSize();
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus SetTilingOutputs(gert::TilingContext* context, uint64_t tiling_key, uint32_t block_dim) {
  if (context->SetTilingKey(tiling_key) != ge::GRAPH_SUCCESS || context->SetBlockDim(block_dim) != ge::GRAPH_SUCCESS ||
      context->SetNeedAtomic(false) != ge::GRAPH_SUCCESS) {
    OPPKIT_OP_LOGE(context, "the tiling context has no tiling key, block dim or atomic flag output");
    return ge::GRAPH_FAILED;
  }
  return SetLibApiWorkspace(context);
}

}  // namespace oppkit::ops
