// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of PadV3: each dim of x plus its pads, from the paddings' symbolic values in the layout of attr
// paddings_contiguous (Note [Pad shape] in common/pad_shape.h; docs/symbolic.md).
#include "array/pad_v3/pad_v3_rule.h"
#include "common/pad_shape.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(PadV3).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferPadSymbolShape(context, oppkit::ops::pad_v3::Rule(context->GetAttrs()));
});
