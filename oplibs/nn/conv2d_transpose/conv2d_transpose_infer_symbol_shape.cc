// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Conv2DTranspose: the transposed convolution rule with formulas (common/conv/conv_common.h)
// (docs/symbolic.md).
#include "nn/conv2d_transpose/conv2d_transpose_layout.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Conv2DTranspose).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::conv::InferTransposedConvSymbolShape(context, oppkit::ops::conv2d_transpose::Spec());
});
