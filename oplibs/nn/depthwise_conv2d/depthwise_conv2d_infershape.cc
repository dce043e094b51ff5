// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DepthwiseConv2D InferShape: the depthwise case of the forward convolution rule (Note [Forward
// convolution shapes]): filter [kh, kw, C, multiplier] (HWCN) or [multiplier, C, kh, kw] (NCHW), y C = C * multiplier.
#include "common/conv/conv_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of DepthwiseConv2D; see Note [Convolution layouts] and Note [Forward convolution shapes]
// (nn/conv_common).
ge::graphStatus InferShapeForDepthwiseConv2D(gert::InferShapeContext* context) {
  return conv::InferForwardConvShape(context, conv::DepthwiseConv2DSpec());
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(DepthwiseConv2D).InferShape(oppkit::ops::InferShapeForDepthwiseConv2D);
