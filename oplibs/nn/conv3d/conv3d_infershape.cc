// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv3D InferShape: the 3-D case of the forward convolution rule (Note [Forward convolution shapes]).
#include "nn/conv3d/conv3d_host.h"
#include "nn/conv_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferShapeForConv3D(gert::InferShapeContext* context) {
  return conv::InferForwardConvShape(context, conv::Conv3DSpec());
}

}  // namespace oppkit::ops

IMPL_OP(Conv3D).InferShape(oppkit::ops::InferShapeForConv3D);
