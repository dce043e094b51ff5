// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of the element-wise unary family: y has the symbolic shape of x (docs/symbolic.md).
#include "common/symbolic_rules.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Tanh).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Exp).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Log).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Sqrt).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Rsqrt).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Reciprocal).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Square).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Abs).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Neg).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Muls).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Floor).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Ceil).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Round).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Erf).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Sin).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Cos).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(LogicalNot).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Identity).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
