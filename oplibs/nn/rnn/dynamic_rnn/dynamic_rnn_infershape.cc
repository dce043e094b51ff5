// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DynamicRNN InferShape (Note [DynamicRNN shapes]); DynamicRNN has no project input.
#include "common/rnn/rnn_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of DynamicRNN: every output [T, B, hidden] (Note [DynamicRNN shapes]).
ge::graphStatus InferShapeForDynamicRNN(gert::InferShapeContext* context) { return InferDynamicRnnShapes(context, -1); }

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(DynamicRNN).InferShape(oppkit::ops::InferShapeForDynamicRNN);
