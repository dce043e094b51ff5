// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of ROIAlign: y is [K, C, pooled_height, pooled_width] with K from rois and C from features (Note
// [ROIAlign shape] in roi_align_infershape.cc) (docs/symbolic.md).
#include "common/op_log.h"
#include "common/symbolic_rules.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "image/roi_align/roi_align_attrs.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForROIAlign(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* features = context->GetInputSymbolShape(0);
  const gert::SymbolShape* rois = context->GetInputSymbolShape(1);
  gert::SymbolShape* y = context->GetOutputSymbolShape(0);
  if (features == nullptr || rois == nullptr || y == nullptr || features->GetDimNum() != 4 ||
      rois->GetDimNum() != 2) {
    OPPKIT_OP_LOGE(context, "inputs features and rois must have 4-D and 2-D symbolic shapes");
    return ge::GRAPH_FAILED;
  }
  int64_t pooled_height = 0;
  int64_t pooled_width = 0;
  if (!roi_align::ReadPooledSize(context, &pooled_height, &pooled_width)) return ge::GRAPH_FAILED;
  if (!SymbolRequired(ge::sym::Eq(rois->GetDim(1), ge::Symbol(5)))) {
    OPPKIT_OP_LOGE(context, "input rois [%s, %s] must be [K, 5] (batch index, x1, y1, x2, y2)",
                   rois->GetDim(0).Str().get(), rois->GetDim(1).Str().get());
    return ge::GRAPH_FAILED;
  }
  y->MutableDims() = {rois->GetDim(0), features->GetDim(1), ge::Symbol(pooled_height), ge::Symbol(pooled_width)};
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ROIAlign).InferSymbolShape(oppkit::ops::InferSymbolShapeForROIAlign);
