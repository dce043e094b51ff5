// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DynamicRNN InferDataType (Note [DynamicRNN dtypes]).
#include "nn/rnn/dynamic_rnn/dynamic_rnn_host.h"
#include "nn/rnn/rnn_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferDataTypeForDynamicRNN(gert::InferDataTypeContext* context) {
  return InferDynamicRnnDataTypes(context);
}

}  // namespace oppkit::ops

IMPL_OP(DynamicRNN).InferDataType(oppkit::ops::InferDataTypeForDynamicRNN);
