// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv3DTranspose InferFormat: the layouts of Note [Convolution layouts] written onto x (input 1), filter
// (input 2) and y.
#include "common/conv/conv_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferFormat of Conv3DTranspose: x and y take data_format (NCDHW/NDHWC); a filter without a layout takes the
// companion filter layout (NCDHW -> NCDHW, NDHWC -> DHWCN); input_size keeps its format.
ge::graphStatus InferFormatForConv3DTranspose(gert::InferFormatContext* context) {
  // Conv3D's layout attrs: data_format is attr 4, default NDHWC, as for Conv3DTranspose.
  return conv::InferForwardConvFormat(context, conv::Conv3DSpec(), 1, 2);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Conv3DTranspose).InferFormat(oppkit::ops::InferFormatForConv3DTranspose);
