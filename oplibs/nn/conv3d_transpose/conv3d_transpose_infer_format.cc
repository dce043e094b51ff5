// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv3DTranspose InferFormat: the layouts of Note [Convolution layouts] written onto x (input 1), filter
// (input 2) and y.
#include "nn/conv3d_transpose/conv3d_transpose_host.h"
#include "nn/conv_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferFormatForConv3DTranspose(gert::InferFormatContext* context) {
  // Conv3D's layout attrs: data_format is attr 4, default NDHWC, as for Conv3DTranspose.
  return conv::InferForwardConvFormat(context, conv::Conv3DSpec(), 1, 2);
}

}  // namespace oppkit::ops

IMPL_OP(Conv3DTranspose).InferFormat(oppkit::ops::InferFormatForConv3DTranspose);
