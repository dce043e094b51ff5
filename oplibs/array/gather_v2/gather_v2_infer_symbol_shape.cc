// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of GatherV2: x[:axis] ++ indices[batch_dims:] ++ x[axis + 1:] (a constant axis), and the values of
// a 1-D x at constant indices (docs/symbolic.md).
#include "common/array/array_symbolic.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(GatherV2).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeGather(context, {2, -1, 0});
});
