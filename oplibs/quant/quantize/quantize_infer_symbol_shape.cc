// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Quantize: y has the symbolic shape of x (docs/symbolic.md).
#include "common/symbolic_rules.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Quantize).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
