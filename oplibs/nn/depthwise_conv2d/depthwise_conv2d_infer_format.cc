// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DepthwiseConv2D InferFormat: the layouts of Note [Convolution layouts] written onto x (input 0), filter (input 1) and
// y.
#include "common/conv/conv_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferFormat of DepthwiseConv2D: x and y take data_format (NCHW/NHWC); a filter without a layout takes the
// companion filter layout (NCHW -> NCHW, NHWC -> HWCN).
ge::graphStatus InferFormatForDepthwiseConv2D(gert::InferFormatContext* context) {
  return conv::InferForwardConvFormat(context, conv::DepthwiseConv2DSpec(), 0, 1);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(DepthwiseConv2D).InferFormat(oppkit::ops::InferFormatForDepthwiseConv2D);
