// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DepthwiseConv2D InferDataType: y follows x, except that int8 accumulates to int32 (no dtype symbol expresses that).
#include "common/infer_helpers.h"
#include "nn/depthwise_conv2d/depthwise_conv2d_host.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferDataTypeForDepthwiseConv2D(gert::InferDataTypeContext* context) {
  return InferDataTypeInt8ToInt32(context);
}

}  // namespace oppkit::ops

IMPL_OP(DepthwiseConv2D).InferDataType(oppkit::ops::InferDataTypeForDepthwiseConv2D);
