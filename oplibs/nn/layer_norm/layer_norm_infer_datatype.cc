// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// LayerNorm InferDataType: every output follows x.
#include "common/dtype_utils.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferDataType of LayerNorm: y, mean and variance take x's dtype (the prototype's dtype sets are anonymous).
ge::graphStatus InferDataTypeForLayerNorm(gert::InferDataTypeContext* context) {
  return InferDataTypeAllFromInput(context, 0);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(LayerNorm).InferDataType(oppkit::ops::InferDataTypeForLayerNorm);
