// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Conv2D: the forward convolution rule with formulas (common/conv/conv_common.h)
// (docs/symbolic.md).
#include "common/conv/conv_common.h"
#include "nn/conv2d/conv2d_layout.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForConv2D(gert::InferSymbolShapeContext* context) {
  conv::ForwardConvSpec spec = conv::Conv2DSpec();
  spec.attr_padding = conv2d::kAttrPadding;
  spec.attr_auto_pad = conv2d::kAttrAutoPad;
  return conv::InferForwardConvSymbolShape(context, spec);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Conv2D).InferSymbolShape(oppkit::ops::InferSymbolShapeForConv2D);
