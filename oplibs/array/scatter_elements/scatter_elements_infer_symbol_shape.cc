// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of ScatterElements: y has data's symbolic shape (Note [ScatterElements semantics]).
#include "common/symbolic_rules.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ScatterElements).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
