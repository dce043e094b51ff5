// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of BroadcastTo: the shape input's values, -1 taking x's aligned dim (docs/symbolic.md).
#include "common/array/array_symbolic.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(BroadcastTo).InferSymbolShape(oppkit::ops::InferSymbolShapeBroadcastTo);
