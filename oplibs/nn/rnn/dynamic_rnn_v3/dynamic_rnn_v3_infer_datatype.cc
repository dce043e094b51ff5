// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DynamicRNNV3 InferDataType (Note [DynamicRNN dtypes]).
#include "common/rnn/rnn_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferDataType of DynamicRNNV3: output_h follows x, the other outputs follow b (Note [DynamicRNN dtypes]).
ge::graphStatus InferDataTypeForDynamicRNNV3(gert::InferDataTypeContext* context) {
  return InferDynamicRnnDataTypes(context);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(DynamicRNNV3).InferDataType(oppkit::ops::InferDataTypeForDynamicRNNV3);
