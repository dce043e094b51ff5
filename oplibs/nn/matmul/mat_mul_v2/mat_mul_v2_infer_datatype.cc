// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// MatMulV2 InferDataType: y follows x1, except that int8 accumulates to int32 (no dtype symbol expresses that).
#include "common/infer_helpers.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferDataType of MatMulV2: y = x1's dtype, int8 -> int32.
ge::graphStatus InferDataTypeForMatMulV2(gert::InferDataTypeContext* context) {
  return InferDataTypeInt8ToInt32(context);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(MatMulV2).InferDataType(oppkit::ops::InferDataTypeForMatMulV2);
