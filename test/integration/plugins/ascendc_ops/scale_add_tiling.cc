// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ScaleAdd's Tiling: the elements split over the vector cores, 8 tiles per core on DAV_2201 and 4 elsewhere; the
// tiling key from the kernel's template parameters (scale_add_tiling_key.h).
#include "scale_add_tiling.h"

#include "base/op_log.h"
#include "register/op_impl_registry.h"
#include "scale_add_tiling_key.h"
#include "tiling/platform/platform_ascendc.h"

namespace optiling {

ge::graphStatus ScaleAddTiling(gert::TilingContext* context) {
  const gert::StorageShape* x1 = context->GetInputShape(0);
  const float* alpha = context->GetAttrs()->GetAttrPointer<float>(0);
  if (x1 == nullptr || alpha == nullptr) return ge::GRAPH_FAILED;
  const auto ascendc = platform_ascendc::PlatformAscendC(context->GetPlatformInfo());
  const uint32_t cores = ascendc.GetCoreNumAiv();
  const uint32_t total = static_cast<uint32_t>(x1->GetStorageShape().GetShapeSize());
  ScaleAddTilingData tiling;
  tiling.set_totalLength(total);
  const uint32_t tile_num = ascendc.GetCurNpuArch() == NpuArch::DAV_2201 ? 8 : 4;
  tiling.set_tileNum(static_cast<uint16_t>(tile_num));
  tiling.set_alpha(*alpha);
  uint32_t split[2];
  if (memset_s(split, sizeof(split), 0, sizeof(split)) != EOK) return ge::GRAPH_FAILED;  // securec, as CANN code
  split[0] = (total + cores - 1) / cores;
  split[1] = cores;
  tiling.set_coreSplit(split);
  tiling.SaveToBuffer(context->GetRawTilingData()->GetData(), context->GetRawTilingData()->GetCapacity());
  context->GetRawTilingData()->SetDataSize(tiling.GetDataSize());
  context->SetBlockDim(cores);
  const uint64_t dtype = static_cast<uint64_t>(context->GetInputDesc(0)->GetDataType());
  ASCENDC_TPL_SEL_PARAM(context, dtype, tile_num, cores > 1);
  return ge::GRAPH_SUCCESS;
}

}  // namespace optiling
