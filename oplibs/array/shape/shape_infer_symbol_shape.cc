// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Shape: y = [rank(x)] holding the dims of x as its symbolic values (docs/symbolic.md).
#include "common/array/array_symbolic.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Shape).InferSymbolShape(oppkit::ops::InferSymbolShapeOfShape);
