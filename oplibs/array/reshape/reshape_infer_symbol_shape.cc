// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Reshape: the shape input's values, 0 copying a dim of x, -1 inferred with common factors
// cancelled (Note [Symbolic Reshape] in common/array/array_symbolic.cc); values kept (docs/symbolic.md).
#include "common/array/array_symbolic.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Reshape).InferSymbolShape(oppkit::ops::InferSymbolShapeReshape);
