// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// BNInference InferDataType: y follows x.
#include "common/dtype_utils.h"
#include "nn/batch_norm/bn_inference/bn_inference_host.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferDataTypeForBNInference(gert::InferDataTypeContext* context) {
  return InferDataTypeAllFromInput(context, 0);
}

}  // namespace oppkit::ops

IMPL_OP(BNInference).InferDataType(oppkit::ops::InferDataTypeForBNInference);
