// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// NonMaxSuppressionV6 InferShapeRange: mandatory for a class-3 op (docs/op_developer_guide.md §5); Note
// [NonMaxSuppression shape] in non_max_suppression_v6_infershape.cc.
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShapeRange of NonMaxSuppressionV6: M in [0, B * C * N], the element count of scores' max shape (-1 when
// unbounded).
ge::graphStatus InferShapeRangeForNonMaxSuppressionV6(gert::InferShapeRangeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Range<gert::Shape>* scores = context->GetInputShapeRange(1);
  gert::Range<gert::Shape>* selected = context->GetOutputShapeRange(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, scores);
  OPS_CHECK_NULL_WITH_CONTEXT(context, selected);
  OPS_CHECK_NULL_WITH_CONTEXT(context, scores->GetMax());
  OPS_CHECK_NULL_WITH_CONTEXT(context, selected->GetMin());
  OPS_CHECK_NULL_WITH_CONTEXT(context, selected->GetMax());
  gert::Shape* min = selected->GetMin();
  gert::Shape* max = selected->GetMax();
  min->SetDimNum(2);
  max->SetDimNum(2);
  (*min)[0] = 0;
  (*min)[1] = 3;
  (*max)[0] = IsUnknownRank(*scores->GetMax()) ? ge::UNKNOWN_DIM : MaxElementCount(*scores->GetMax());
  (*max)[1] = 3;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(NonMaxSuppressionV6).InferShapeRange(oppkit::ops::InferShapeRangeForNonMaxSuppressionV6);
