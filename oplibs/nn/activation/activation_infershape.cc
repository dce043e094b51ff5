// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferShape of the activation family: y has the shape of x (Note [Activation family]).
#include "common/infer_helpers.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Relu6, LeakyRelu, Elu, Gelu, Sigmoid, HardSigmoid, HardSwish, Swish, Softplus and Dropout: y has
// the shape of x.
ge::graphStatus InferShapeForActivation(gert::InferShapeContext* context) {
  return InferShapeSameAsInput(context, 0, 0);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Relu6).InferShape(oppkit::ops::InferShapeForActivation);
IMPL_OP(LeakyRelu).InferShape(oppkit::ops::InferShapeForActivation);
IMPL_OP(Elu).InferShape(oppkit::ops::InferShapeForActivation);
IMPL_OP(Gelu).InferShape(oppkit::ops::InferShapeForActivation);
IMPL_OP(Sigmoid).InferShape(oppkit::ops::InferShapeForActivation);
IMPL_OP(HardSigmoid).InferShape(oppkit::ops::InferShapeForActivation);
IMPL_OP(HardSwish).InferShape(oppkit::ops::InferShapeForActivation);
IMPL_OP(Swish).InferShape(oppkit::ops::InferShapeForActivation);
IMPL_OP(Softplus).InferShape(oppkit::ops::InferShapeForActivation);
IMPL_OP(Dropout).InferShape(oppkit::ops::InferShapeForActivation);
