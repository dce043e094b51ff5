// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv2DTranspose InferShape: the 2-D case of the transposed convolution rule (Note [Transposed convolution shapes]
// in nn/conv_transpose_shape.cc); input_size (input 0) is declared data dependent.
#include "nn/conv2d_transpose/conv2d_transpose_host.h"
#include "nn/conv_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferShapeForConv2DTranspose(gert::InferShapeContext* context) {
  return conv::InferTransposedConvShape(context, conv::TransposedConvSpec());
}

}  // namespace oppkit::ops

// The private attrs come after the 7 IR attrs, in the order conv::TransposedConvSpec reads them.
IMPL_OP(Conv2DTranspose)
    .InferShape(oppkit::ops::InferShapeForConv2DTranspose)
    .InputsDataDependency({0})
    .PrivateAttr("padding", "")
    .PrivateAttr("auto_pad", "NOTSET")
    .PrivateAttr("output_shape", std::vector<int64_t>{});
