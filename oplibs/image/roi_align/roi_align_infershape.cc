// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ROIAlign InferShape.
//
// Note [ROIAlign shape]
// features is 4-D [N, C, H, W] (its storage is 5HD on the device; its origin layout is NCHW), rois is [K, 5] (batch
// index, then the box corners); y is [K, C, pooled_height, pooled_width], both pooled sizes >= 1. An unknown K or C
// stays unknown in y.
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "image/roi_align/roi_align_attrs.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of ROIAlign; see Note [ROIAlign shape].
ge::graphStatus InferShapeForROIAlign(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* features = context->GetInputShape(0);
  const gert::Shape* rois = context->GetInputShape(1);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, features);
  OPS_CHECK_NULL_WITH_CONTEXT(context, rois);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  int64_t pooled_height = 0;
  int64_t pooled_width = 0;
  if (!roi_align::ReadPooledSize(context, &pooled_height, &pooled_width)) return ge::GRAPH_FAILED;
  if (!IsUnknownRank(*features) && features->GetDimNum() != 4) {
    OPPKIT_OP_LOGE(context, "input features %s must be 4-D (NCHW)", ShapeToString(*features).c_str());
    return ge::GRAPH_FAILED;
  }
  if (!IsUnknownRank(*rois) &&
      (rois->GetDimNum() != 2 || (!IsUnknownDim(rois->GetDim(1)) && rois->GetDim(1) != 5))) {
    OPPKIT_OP_LOGE(context, "input rois %s must be [K, 5] (batch index, x1, y1, x2, y2)", ShapeToString(*rois).c_str());
    return ge::GRAPH_FAILED;
  }
  y->SetDimNum(4);
  (*y)[0] = IsUnknownRank(*rois) ? ge::UNKNOWN_DIM : rois->GetDim(0);
  (*y)[1] = IsUnknownRank(*features) ? ge::UNKNOWN_DIM : features->GetDim(1);
  (*y)[2] = pooled_height;
  (*y)[3] = pooled_width;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(ROIAlign).InferShape(oppkit::ops::InferShapeForROIAlign);
