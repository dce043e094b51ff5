// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DynamicRNNV3 InferShape (Note [DynamicRNN shapes]). The optional-input example of CANN's GE IR tutorial: init_h and
// every input after it may be absent, so instance indexes shift; project is read by its IR index (11) through
// GetOptionalInputShape, never by instance index.
#include "common/rnn/rnn_common.h"
#include "nn/rnn/dynamic_rnn_v3/dynamic_rnn_v3_layout.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of DynamicRNNV3: every output [T, B, hidden], y and output_h [T, B, state] with a project (Note
// [DynamicRNN shapes]).
ge::graphStatus InferShapeForDynamicRNNV3(gert::InferShapeContext* context) {
  return InferDynamicRnnShapes(context, dynamic_rnn_v3::kIrInputProject);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(DynamicRNNV3).InferShape(oppkit::ops::InferShapeForDynamicRNNV3);
