// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of GatherV2D: x[:axis] ++ indices ++ x[axis + 1:] with attr axis, and the values of a 1-D x at
// constant indices (docs/symbolic.md).
#include "common/array/array_symbolic.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(GatherV2D).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeGather(context, {-1, 0, -1});
});
