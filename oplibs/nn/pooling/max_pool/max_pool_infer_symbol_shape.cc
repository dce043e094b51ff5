// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of MaxPool: Note [Pooling shapes] with formulas (common/pooling/pool_common.h) (docs/symbolic.md).
#include "common/pooling/pool_common.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(MaxPool).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::pool::InferPoolSymbolShape(context, oppkit::ops::pool::PoolAttrs::kTf);
});
