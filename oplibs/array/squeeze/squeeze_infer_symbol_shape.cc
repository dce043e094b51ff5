// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Squeeze: the 1s at attr axis removed (each checked with a guard), or every constant 1; values
// kept (docs/symbolic.md).
#include "common/array/array_symbolic.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Squeeze).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeSqueeze(context, -1);
});
