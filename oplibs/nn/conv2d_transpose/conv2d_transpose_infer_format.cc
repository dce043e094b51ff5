// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv2DTranspose InferFormat: the layouts of Note [Convolution layouts] written onto x (input 1), filter
// (input 2) and y.
#include "common/conv/conv_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferFormat of Conv2DTranspose: x and y take data_format (NCHW/NHWC); a filter without a layout takes the
// companion filter layout (NCHW -> NCHW, NHWC -> HWCN); input_size keeps its format.
ge::graphStatus InferFormatForConv2DTranspose(gert::InferFormatContext* context) {
  conv::ForwardConvSpec spec;  // the 2-D layout attrs: data_format is attr 4, default NHWC
  return conv::InferForwardConvFormat(context, spec, 1, 2);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Conv2DTranspose).InferFormat(oppkit::ops::InferFormatForConv2DTranspose);
