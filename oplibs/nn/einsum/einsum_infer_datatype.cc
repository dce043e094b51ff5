// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Einsum InferDataType: y follows the first instance of x.
#include "common/dtype_utils.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferDataType of Einsum: y = the first x instance's dtype (the prototype's dtype sets are anonymous).
ge::graphStatus InferDataTypeForEinsum(gert::InferDataTypeContext* context) {
  return InferDataTypeAllFromInput(context, 0);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Einsum).InferDataType(oppkit::ops::InferDataTypeForEinsum);
