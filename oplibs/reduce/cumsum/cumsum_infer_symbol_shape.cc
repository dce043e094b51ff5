// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Cumsum: y has x's symbolic shape.
#include "common/symbolic_rules.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Cumsum).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
