// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Where InferShapeRange: mandatory for a third-class op (seed 004). y's first dim lies in [0, element count of
// x's max shape]; the second is rank(x).
#include "array/where/where_host.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferShapeRangeForWhere(gert::InferShapeRangeContext* context) {
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
  y_min->SetDimNum(2);
  y_max->SetDimNum(2);
  (*y_min)[0] = 0;
  if (IsUnknownRank(*x_max)) {
    (*y_min)[1] = 1;
    (*y_max)[0] = ge::UNKNOWN_DIM;
    (*y_max)[1] = static_cast<int64_t>(kWhereMaxRank);
    return ge::GRAPH_SUCCESS;
  }
  const size_t rank = x_max->GetDimNum();
  if (rank == 0 || rank > kWhereMaxRank) {
    OPPKIT_OP_LOGE(context, "input x max shape %s must have rank 1..%zu", ShapeToString(*x_max).c_str(), kWhereMaxRank);
    return ge::GRAPH_FAILED;
  }
  (*y_min)[1] = static_cast<int64_t>(rank);
  (*y_max)[0] = MaxElementCount(*x_max);  // -1 = ge::UNKNOWN_DIM when unbounded
  (*y_max)[1] = static_cast<int64_t>(rank);
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops

IMPL_OP(Where).InferShapeRange(oppkit::ops::InferShapeRangeForWhere);
