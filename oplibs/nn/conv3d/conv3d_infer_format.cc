// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv3D InferFormat: the layouts of Note [Convolution layouts] written onto x (input 0), filter (input 1) and y.
#include "common/conv/conv_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferFormat of Conv3D: x and y take data_format (NCDHW/NDHWC); a filter without a layout takes the companion
// filter layout (NCDHW -> NCDHW, NDHWC -> DHWCN).
ge::graphStatus InferFormatForConv3D(gert::InferFormatContext* context) {
  return conv::InferForwardConvFormat(context, conv::Conv3DSpec(), 0, 1);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Conv3D).InferFormat(oppkit::ops::InferFormatForConv3D);
