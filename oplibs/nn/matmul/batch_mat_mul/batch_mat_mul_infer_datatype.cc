// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// BatchMatMul InferDataType: y follows x1.
#include "common/dtype_utils.h"
#include "nn/matmul/batch_mat_mul/batch_mat_mul_host.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferDataTypeForBatchMatMul(gert::InferDataTypeContext* context) {
  return InferDataTypeAllFromInput(context, 0);
}

}  // namespace oppkit::ops

IMPL_OP(BatchMatMul).InferDataType(oppkit::ops::InferDataTypeForBatchMatMul);
