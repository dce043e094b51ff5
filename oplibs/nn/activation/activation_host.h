// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of the activation family (Note [Activation family] in activation_proto.h), declared for the IMPL_OP
// blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Relu6, LeakyRelu, Elu, Gelu, Sigmoid, HardSigmoid, HardSwish, Swish, Softplus and Dropout: y has
/// the shape of x.
ge::graphStatus InferShapeForActivation(gert::InferShapeContext* context);

}  // namespace oppkit::ops
