// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Fill: y's dims are the values of dims; a small constant count repeats an integer value
// (docs/symbolic.md).
#include "common/array/array_symbolic.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Fill).InferSymbolShape(oppkit::ops::InferSymbolShapeFill);
