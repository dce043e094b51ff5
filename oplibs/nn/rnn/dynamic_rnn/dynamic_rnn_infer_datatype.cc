// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DynamicRNN InferDataType (Note [DynamicRNN dtypes]).
#include "common/rnn/rnn_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferDataType of DynamicRNN: output_h follows x, the other outputs follow b (Note [DynamicRNN dtypes]).
ge::graphStatus InferDataTypeForDynamicRNN(gert::InferDataTypeContext* context) {
  return InferDynamicRnnDataTypes(context);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(DynamicRNN).InferDataType(oppkit::ops::InferDataTypeForDynamicRNN);
