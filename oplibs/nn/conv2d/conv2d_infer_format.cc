// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv2D InferFormat: the layouts of Note [Convolution layouts] written onto x, filter and y
// (conv::InferForwardConvFormat). x and y take data_format as origin format; a filter without a layout (ND/RESERVED)
// takes the filter layout of that data layout. A storage format is replaced only if it carries no layout of its own
// or merely repeated the old origin format, so a requested private storage format (e.g. NC1HWC0 on y) survives.
// bias and offset_w keep their formats (1-D tensors have no layout). An x in the other data layout is an error.
#include "common/conv/conv_common.h"
#include "nn/conv2d/conv2d_layout.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferFormat of Conv2D: x and y take data_format; a filter without a layout (ND) takes the filter layout that
// goes with it (NCHW -> NCHW, NHWC -> HWCN). See Note [Convolution layouts].
ge::graphStatus InferFormatForConv2D(gert::InferFormatContext* context) {
  return conv::InferForwardConvFormat(context, conv::Conv2DSpec(), conv2d::kInputX, conv2d::kInputFilter);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Conv2D).InferFormat(oppkit::ops::InferFormatForConv2D);
