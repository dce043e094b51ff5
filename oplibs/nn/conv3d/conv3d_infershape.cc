// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv3D InferShape: the 3-D case of the forward convolution rule (Note [Forward convolution shapes]), with the
// padding modes of Conv2D (Note [Conv2D padding modes]).
#include "nn/conv3d/conv3d_layout.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Conv3D; see Note [Convolution layouts] and Note [Forward convolution shapes] (nn/conv_common).
ge::graphStatus InferShapeForConv3D(gert::InferShapeContext* context) {
  return conv::InferForwardConvShape(context, conv3d::Spec());
}

}  // namespace
}  // namespace oppkit::ops

// The parsers' padding modes (Note [Conv2D padding modes]); conv3d::kAttrPadding and kAttrAutoPad follow this order.
IMPL_OP(Conv3D)
    .InferShape(oppkit::ops::InferShapeForConv3D)
    .PrivateAttr("padding", "")
    .PrivateAttr("auto_pad", "NOTSET");
