// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Rank InferShape: y is an int32 scalar.
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Rank: y is a scalar ([]) whatever x is.
ge::graphStatus InferShapeForRank(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  y->SetDimNum(0);
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Rank).InferShape(oppkit::ops::InferShapeForRank);
