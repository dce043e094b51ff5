// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferShape of the comparison family: one numpy-broadcast rule bound to all eight ops (Note [Comparison family]).
#include "common/elementwise.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Equal, NotEqual, Less, LessEqual, Greater, GreaterEqual, LogicalAnd and LogicalOr: y is the numpy
// broadcast of x1 and x2 (its bool dtype comes from the prototype).
ge::graphStatus InferShapeForComparison(gert::InferShapeContext* context) {
  static const char* const kNames[] = {"x1", "x2"};
  return InferShapeBroadcastInputs(context, kNames, 2);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Equal).InferShape(oppkit::ops::InferShapeForComparison);
IMPL_OP(NotEqual).InferShape(oppkit::ops::InferShapeForComparison);
IMPL_OP(Less).InferShape(oppkit::ops::InferShapeForComparison);
IMPL_OP(LessEqual).InferShape(oppkit::ops::InferShapeForComparison);
IMPL_OP(Greater).InferShape(oppkit::ops::InferShapeForComparison);
IMPL_OP(GreaterEqual).InferShape(oppkit::ops::InferShapeForComparison);
IMPL_OP(LogicalAnd).InferShape(oppkit::ops::InferShapeForComparison);
IMPL_OP(LogicalOr).InferShape(oppkit::ops::InferShapeForComparison);
