// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of DepthwiseConv2D: the forward convolution rule with formulas, C = x's C times the channel
// multiplier (docs/symbolic.md).
#include "common/conv/conv_common.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(DepthwiseConv2D).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::conv::InferForwardConvSymbolShape(context, oppkit::ops::conv::DepthwiseConv2DSpec());
});
