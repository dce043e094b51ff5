// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv2DTranspose InferShape: the 2-D case of the transposed convolution rule (Note [Transposed convolution shapes]
// in common/conv/conv_transpose_shape.cc); input_size (input 0) is declared data dependent.
#include "common/conv/conv_common.h"
#include "graph/operator_reg.h"
#include "register/op_impl_registry.h"

// Conv2DTranspose's class, for its attr indexes (Note [Attr indexes] in graph/operator_reg.h), without registering its
// prototype a second time (Note [Op classes without registration] there).
#pragma push_macro("OPPKIT_OP_REGISTER")
#undef OPPKIT_OP_REGISTER
#define OPPKIT_OP_REGISTER(x, counter)
#include "nn/conv2d_transpose/conv2d_transpose_proto.h"
#pragma pop_macro("OPPKIT_OP_REGISTER")

namespace oppkit::ops {
namespace {

// The private attrs auto_pad and output_shape, after the IR attrs in the order of the PrivateAttr calls below.
constexpr size_t kAttrAutoPad = ge::op::Conv2DTranspose::kOppkitIrAttrCount + 1;
constexpr size_t kAttrOutputShape = ge::op::Conv2DTranspose::kOppkitIrAttrCount + 2;

// InferShape of Conv2DTranspose (input_size is data dependent); see Note [Transposed convolution shapes]
// (nn/conv_transpose_shape.cc).
ge::graphStatus InferShapeForConv2DTranspose(gert::InferShapeContext* context) {
  conv::TransposedConvSpec spec;
  spec.attr_auto_pad = kAttrAutoPad;
  spec.attr_output_shape = kAttrOutputShape;
  return conv::InferTransposedConvShape(context, spec);
}

}  // namespace
}  // namespace oppkit::ops

// The private attrs come after the IR attrs; kAttrAutoPad and kAttrOutputShape follow this order.
IMPL_OP(Conv2DTranspose)
    .InferShape(oppkit::ops::InferShapeForConv2DTranspose)
    .InputsDataDependency({0})
    .PrivateAttr("padding", "")
    .PrivateAttr("auto_pad", "NOTSET")
    .PrivateAttr("output_shape", std::vector<int64_t>{});
