// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Pad: each dim of x plus its pads, from the paddings' symbolic values [[b0, e0], [b1, e1], ...]
// (Note [Pad shape] in common/pad_shape.h; docs/symbolic.md).
#include "common/pad_shape.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Pad).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferPadSymbolShape(context, oppkit::ops::TfPadRule());
});
