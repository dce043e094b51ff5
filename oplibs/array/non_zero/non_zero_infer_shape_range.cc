// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// NonZero InferShapeRange: mandatory for a third-class op (seed 004). The count lies in [0, element count of x's max
// shape]; the other dim is rank(x). attr transpose swaps the two.
#include "array/non_zero/non_zero_host.h"
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferShapeRangeForNonZero(gert::InferShapeRangeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Range<gert::Shape>* x_range = context->GetInputShapeRange(0);
  gert::Range<gert::Shape>* y_range = context->GetOutputShapeRange(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x_range);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y_range);
  const gert::Shape* x_max = x_range->GetMax();
  gert::Shape* y_min = y_range->GetMin();
  gert::Shape* y_max = y_range->GetMax();
  OPS_CHECK_NULL_WITH_CONTEXT(context, x_max);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y_min);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y_max);
  const bool transpose = GetBoolAttr(context->GetAttrs(), 0, false);
  const size_t count_at = transpose ? 1 : 0;
  const size_t rank_at = transpose ? 0 : 1;
  y_min->SetDimNum(2);
  y_max->SetDimNum(2);
  (*y_min)[count_at] = 0;
  if (IsUnknownRank(*x_max)) {
    (*y_min)[rank_at] = 0;
    (*y_max)[count_at] = ge::UNKNOWN_DIM;
    (*y_max)[rank_at] = static_cast<int64_t>(kNonZeroMaxRank);
    return ge::GRAPH_SUCCESS;
  }
  const size_t rank = x_max->GetDimNum();
  if (rank > kNonZeroMaxRank) {
    OPPKIT_OP_LOGE(context, "input x max shape %s has rank above %zu", ShapeToString(*x_max).c_str(), kNonZeroMaxRank);
    return ge::GRAPH_FAILED;
  }
  (*y_min)[rank_at] = static_cast<int64_t>(rank);
  (*y_max)[count_at] = MaxElementCount(*x_max);  // -1 = ge::UNKNOWN_DIM when unbounded
  (*y_max)[rank_at] = static_cast<int64_t>(rank);
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops

IMPL_OP(NonZero).InferShapeRange(oppkit::ops::InferShapeRangeForNonZero);
