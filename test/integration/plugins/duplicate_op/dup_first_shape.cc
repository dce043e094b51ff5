// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// libdup_first.so, file 1 of 2: DupOp's InferShape (y = x). With dup_first_deps.cc this library has two
// IMPL_OP(DupOp) blocks, which the SDK merges; libdup_second.so defines DupOp again (merged by the registry).
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_impl_registry.h"

namespace {

ge::graphStatus InferShapeSame(gert::InferShapeContext* context) {
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  if (x == nullptr || y == nullptr) return ge::GRAPH_FAILED;
  *y = *x;
  return ge::GRAPH_SUCCESS;
}

}  // namespace

IMPL_OP(DupOp).InferShape(InferShapeSame);
