// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DynamicRNNV3 InferDataType (Note [DynamicRNN dtypes]).
#include "nn/rnn/dynamic_rnn_v3/dynamic_rnn_v3_host.h"
#include "nn/rnn/rnn_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferDataTypeForDynamicRNNV3(gert::InferDataTypeContext* context) {
  return InferDynamicRnnDataTypes(context);
}

}  // namespace oppkit::ops

IMPL_OP(DynamicRNNV3).InferDataType(oppkit::ops::InferDataTypeForDynamicRNNV3);
