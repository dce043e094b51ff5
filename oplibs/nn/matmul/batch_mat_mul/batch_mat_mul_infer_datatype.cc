// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// BatchMatMul InferDataType: y follows x1.
#include "common/dtype_utils.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferDataType of BatchMatMul: y = x1's dtype (the prototype's dtype sets are anonymous, so no symbol binds y).
ge::graphStatus InferDataTypeForBatchMatMul(gert::InferDataTypeContext* context) {
  return InferDataTypeAllFromInput(context, 0);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(BatchMatMul).InferDataType(oppkit::ops::InferDataTypeForBatchMatMul);
