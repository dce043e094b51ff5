// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Cumsum InferShape: y has x's shape (a first-class op). The shape does not depend on `axis`, so InferShape does not
// declare it data dependent (as in CANN); Tiling does and checks it (Note [Cumsum tiling] in cumsum_tiling.cc).
// When a value reaches InferShape anyway (a request that gives one), it is checked here too.
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "reduce/cumsum/cumsum_axis.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Cumsum: y = x's shape. The value of `axis`, where the framework passes one, must lie in [-rank, rank)
// for an x of known rank >= 1 (a scalar x accepts 0 and -1); `axis` must hold one value.
ge::graphStatus InferShapeForCumsum(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  const gert::Shape* axis_shape = context->GetInputShape(1);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, axis_shape);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  if (!IsUnknownRank(*axis_shape) && axis_shape->GetDimNum() > 1) {
    OPPKIT_OP_LOGE(context, "input axis must be a scalar or hold one value, got shape %s",
                   ShapeToString(*axis_shape).c_str());
    return ge::GRAPH_FAILED;
  }
  IntValueView values;
  int64_t axis = 0;
  if (ReadIntValues(context->GetInputTensor(1), &values) == ValueState::kOk && !IsUnknownRank(*x) &&
      !CumsumAxis(context, *x, values, &axis)) {
    return ge::GRAPH_FAILED;
  }
  *y = *x;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Cumsum).InferShape(oppkit::ops::InferShapeForCumsum);
