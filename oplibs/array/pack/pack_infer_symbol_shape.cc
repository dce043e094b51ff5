// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Pack: the x instances stacked along attr axis; stacked scalars' values become a 1-D value
// (docs/symbolic.md).
#include "common/array/array_symbolic.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Pack).InferSymbolShape(oppkit::ops::InferSymbolShapePack);
