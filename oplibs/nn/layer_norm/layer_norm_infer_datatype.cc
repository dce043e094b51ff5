// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// LayerNorm InferDataType: every output follows x.
#include "common/dtype_utils.h"
#include "nn/layer_norm/layer_norm_host.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferDataTypeForLayerNorm(gert::InferDataTypeContext* context) {
  return InferDataTypeAllFromInput(context, 0);
}

}  // namespace oppkit::ops

IMPL_OP(LayerNorm).InferDataType(oppkit::ops::InferDataTypeForLayerNorm);
