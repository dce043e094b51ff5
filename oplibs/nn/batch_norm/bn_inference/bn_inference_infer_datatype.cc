// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// BNInference InferDataType: y follows x.
#include "common/dtype_utils.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferDataType of BNInference: y = x's dtype (the prototype's dtype sets are anonymous).
ge::graphStatus InferDataTypeForBNInference(gert::InferDataTypeContext* context) {
  return InferDataTypeAllFromInput(context, 0);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(BNInference).InferDataType(oppkit::ops::InferDataTypeForBNInference);
