// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Gather: x[:0] ++ indices ++ x[1:], and the values of a 1-D x at constant indices
// (docs/symbolic.md).
#include "common/array/array_symbolic.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Gather).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeGather(context, {-1, -1, 1});
});
