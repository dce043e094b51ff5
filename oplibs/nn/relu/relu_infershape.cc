// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Relu InferShape (dtype from the prototype's "T" symbol).
#include "common/infer_helpers.h"
#include "nn/relu/relu_host.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferShapeForRelu(gert::InferShapeContext* context) { return InferShapeSameAsInput(context, 0, 0); }

}  // namespace oppkit::ops

IMPL_OP(Relu).InferShape(oppkit::ops::InferShapeForRelu);
