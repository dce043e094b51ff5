// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv2D InferShape: the 2-D case of the forward convolution rule (Note [Forward convolution shapes] in
// nn/conv_common.cc), with the padding modes of Note [Conv2D padding modes].
#include "nn/conv2d/conv2d_host.h"
#include "nn/conv_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferShapeForConv2D(gert::InferShapeContext* context) {
  return conv::InferForwardConvShape(context, conv::Conv2DSpec());
}

}  // namespace oppkit::ops

// The parsers' padding modes (Note [Conv2D padding modes]); kAttrPadding and kAttrAutoPad (conv2d_layout.h) and
// Conv2DSpec follow this order.
IMPL_OP(Conv2D)
    .InferShape(oppkit::ops::InferShapeForConv2D)
    .PrivateAttr("padding", "")
    .PrivateAttr("auto_pad", "NOTSET");
