// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv3D InferShape: the 3-D case of the forward convolution rule (Note [Forward convolution shapes]), with the
// padding modes of Conv2D (Note [Conv2D padding modes]).
#include "nn/conv3d/conv3d_host.h"
#include "nn/conv_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferShapeForConv3D(gert::InferShapeContext* context) {
  return conv::InferForwardConvShape(context, conv::Conv3DSpec());
}

}  // namespace oppkit::ops

// The parsers' padding modes (Note [Conv2D padding modes]); Conv3DSpec's attr_padding and attr_auto_pad follow this
// order.
IMPL_OP(Conv3D)
    .InferShape(oppkit::ops::InferShapeForConv3D)
    .PrivateAttr("padding", "")
    .PrivateAttr("auto_pad", "NOTSET");
