// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv2D InferShape: the 2-D case of the forward convolution rule (Note [Forward convolution shapes] in
// common/conv/conv_common.cc), with the padding modes of Note [Conv2D padding modes].
#include "common/conv/conv_common.h"
#include "nn/conv2d/conv2d_layout.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Conv2D: the forward convolution rule, see Note [Convolution layouts] and Note [Forward
// convolution shapes] (nn/conv_common.h, .cc).
ge::graphStatus InferShapeForConv2D(gert::InferShapeContext* context) {
  conv::ForwardConvSpec spec = conv::Conv2DSpec();
  spec.attr_padding = conv2d::kAttrPadding;
  spec.attr_auto_pad = conv2d::kAttrAutoPad;
  return conv::InferForwardConvShape(context, spec);
}

}  // namespace
}  // namespace oppkit::ops

// The parsers' padding modes (Note [Conv2D padding modes]); kAttrPadding and kAttrAutoPad (conv2d_layout.h) follow
// this order.
IMPL_OP(Conv2D)
    .InferShape(oppkit::ops::InferShapeForConv2D)
    .PrivateAttr("padding", "")
    .PrivateAttr("auto_pad", "NOTSET");
