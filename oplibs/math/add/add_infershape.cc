// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Add InferShape: numpy broadcasting (dtype from the prototype's "T" symbol).
#include "common/broadcast.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Add: numpy broadcasting of x1 and x2 (see Note [Broadcasting unknown dims]).
ge::graphStatus InferShapeForAdd(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x1 = context->GetInputShape(0);
  const gert::Shape* x2 = context->GetInputShape(1);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x1);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x2);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  size_t bad_axis = 0;
  if (!BroadcastShapes(*x1, *x2, y, &bad_axis)) {
    OPPKIT_OP_LOGE(context, "inputs x1 %s and x2 %s cannot be broadcast (output axis %zu)", ShapeToString(*x1).c_str(),
                   ShapeToString(*x2).c_str(), bad_axis);
    return ge::GRAPH_FAILED;
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Add).InferShape(oppkit::ops::InferShapeForAdd);
