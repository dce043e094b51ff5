// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferShape of the unary element-wise math family: y has the shape of x (Note [Unary element-wise family]).
#include "common/infer_helpers.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of every op of the family: y has the shape of x.
ge::graphStatus InferShapeForElementwiseUnary(gert::InferShapeContext* context) {
  return InferShapeSameAsInput(context, 0, 0);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Tanh).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
IMPL_OP(Exp).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
IMPL_OP(Log).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
IMPL_OP(Sqrt).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
IMPL_OP(Rsqrt).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
IMPL_OP(Reciprocal).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
IMPL_OP(Square).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
IMPL_OP(Abs).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
IMPL_OP(Neg).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
IMPL_OP(Muls).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
IMPL_OP(Floor).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
IMPL_OP(Ceil).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
IMPL_OP(Round).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
IMPL_OP(Erf).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
IMPL_OP(Sin).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
IMPL_OP(Cos).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
IMPL_OP(LogicalNot).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
IMPL_OP(Identity).InferShape(oppkit::ops::InferShapeForElementwiseUnary);
