// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Range: [ceil_div(limit - start, delta)] for a positive constant delta; the values when the
// length is a small constant (docs/symbolic.md).
#include "common/array/array_symbolic.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Range).InferSymbolShape(oppkit::ops::InferSymbolShapeRange);
