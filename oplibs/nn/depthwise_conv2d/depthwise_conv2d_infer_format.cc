// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DepthwiseConv2D InferFormat: the layouts of Note [Convolution layouts] written onto x (input 0), filter (input 1) and
// y.
#include "nn/conv_common.h"
#include "nn/depthwise_conv2d/depthwise_conv2d_host.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferFormatForDepthwiseConv2D(gert::InferFormatContext* context) {
  return conv::InferForwardConvFormat(context, conv::DepthwiseConv2DSpec(), 0, 1);
}

}  // namespace oppkit::ops

IMPL_OP(DepthwiseConv2D).InferFormat(oppkit::ops::InferFormatForDepthwiseConv2D);
