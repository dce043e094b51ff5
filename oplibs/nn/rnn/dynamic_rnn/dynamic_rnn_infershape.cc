// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DynamicRNN InferShape (Note [DynamicRNN shapes]); DynamicRNN has no project input.
#include "nn/rnn/dynamic_rnn/dynamic_rnn_host.h"
#include "nn/rnn/rnn_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferShapeForDynamicRNN(gert::InferShapeContext* context) { return InferDynamicRnnShapes(context, -1); }

}  // namespace oppkit::ops

IMPL_OP(DynamicRNN).InferShape(oppkit::ops::InferShapeForDynamicRNN);
