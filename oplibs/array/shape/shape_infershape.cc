// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Shape InferShape: y = [rank(x)]. y's dtype comes from the `dtype` attr through the output's type symbol.
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Shape: y = [rank(x)], [-1] for an x of unknown rank (a first-class op: the shape of the answer depends
// only on the rank).
ge::graphStatus InferShapeForShape(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  y->SetDimNum(1);
  (*y)[0] = IsUnknownRank(*x) ? ge::UNKNOWN_DIM : static_cast<int64_t>(x->GetDimNum());
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Shape).InferShape(oppkit::ops::InferShapeForShape);
