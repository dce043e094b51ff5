// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv3D InferShape: the 3-D case of the forward convolution rule (Note [Forward convolution shapes]), with the
// padding modes of Conv2D (Note [Conv2D padding modes]).
#include "common/conv/conv_common.h"
#include "graph/operator_reg.h"
#include "register/op_impl_registry.h"

// Conv3D's class, for its attr indexes (Note [Attr indexes] in graph/operator_reg.h), without registering its
// prototype a second time (Note [Op classes without registration] there).
#pragma push_macro("OPPKIT_OP_REGISTER")
#undef OPPKIT_OP_REGISTER
#define OPPKIT_OP_REGISTER(x, counter)
#include "nn/conv3d/conv3d_proto.h"
#pragma pop_macro("OPPKIT_OP_REGISTER")

namespace oppkit::ops {
namespace {

// The private attrs padding and auto_pad, after the IR attrs in the order of the PrivateAttr calls below.
constexpr size_t kAttrPadding = ge::op::Conv3D::kOppkitIrAttrCount + 0;
constexpr size_t kAttrAutoPad = ge::op::Conv3D::kOppkitIrAttrCount + 1;

// InferShape of Conv3D; see Note [Convolution layouts] and Note [Forward convolution shapes] (nn/conv_common).
ge::graphStatus InferShapeForConv3D(gert::InferShapeContext* context) {
  conv::ForwardConvSpec spec = conv::Conv3DSpec();
  spec.attr_padding = kAttrPadding;
  spec.attr_auto_pad = kAttrAutoPad;
  return conv::InferForwardConvShape(context, spec);
}

}  // namespace
}  // namespace oppkit::ops

// The parsers' padding modes (Note [Conv2D padding modes]); kAttrPadding and kAttrAutoPad follow this order.
IMPL_OP(Conv3D)
    .InferShape(oppkit::ops::InferShapeForConv3D)
    .PrivateAttr("padding", "")
    .PrivateAttr("auto_pad", "NOTSET");
