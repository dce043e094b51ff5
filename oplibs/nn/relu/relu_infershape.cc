// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Relu InferShape (dtype from the prototype's "T" symbol).
#include "common/infer_helpers.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Relu: y has the shape of x.
ge::graphStatus InferShapeForRelu(gert::InferShapeContext* context) { return InferShapeSameAsInput(context, 0, 0); }

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Relu).InferShape(oppkit::ops::InferShapeForRelu);
