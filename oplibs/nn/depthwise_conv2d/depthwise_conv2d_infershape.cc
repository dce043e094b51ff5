// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DepthwiseConv2D InferShape: the depthwise case of the forward convolution rule (Note [Forward
// convolution shapes]): filter [kh, kw, C, multiplier] (HWCN) or [multiplier, C, kh, kw] (NCHW), y C = C * multiplier.
#include "nn/conv_common.h"
#include "nn/depthwise_conv2d/depthwise_conv2d_host.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferShapeForDepthwiseConv2D(gert::InferShapeContext* context) {
  return conv::InferForwardConvShape(context, conv::DepthwiseConv2DSpec());
}

}  // namespace oppkit::ops

IMPL_OP(DepthwiseConv2D).InferShape(oppkit::ops::InferShapeForDepthwiseConv2D);
