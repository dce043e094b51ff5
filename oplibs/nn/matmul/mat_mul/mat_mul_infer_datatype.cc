// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// MatMul InferDataType: y follows x1.
#include "common/dtype_utils.h"
#include "nn/matmul/mat_mul/mat_mul_host.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferDataTypeForMatMul(gert::InferDataTypeContext* context) {
  return InferDataTypeAllFromInput(context, 0);
}

}  // namespace oppkit::ops

IMPL_OP(MatMul).InferDataType(oppkit::ops::InferDataTypeForMatMul);
