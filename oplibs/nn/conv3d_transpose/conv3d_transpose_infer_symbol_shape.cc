// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Conv3DTranspose: the transposed convolution rule with formulas (common/conv/conv_common.h)
// (docs/symbolic.md).
#include "nn/conv3d_transpose/conv3d_transpose_layout.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Conv3DTranspose).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::conv::InferTransposedConvSymbolShape(context, oppkit::ops::conv3d_transpose::Spec());
});
