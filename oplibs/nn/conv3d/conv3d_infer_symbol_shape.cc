// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Conv3D: the forward convolution rule with formulas (common/conv/conv_common.h)
// (docs/symbolic.md).
#include "nn/conv3d/conv3d_layout.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Conv3D).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::conv::InferForwardConvSymbolShape(context, oppkit::ops::conv3d::Spec());
});
