// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of the activation family: y has the symbolic shape of x (docs/symbolic.md).
#include "common/symbolic_rules.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Relu6).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(LeakyRelu).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Elu).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Gelu).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Sigmoid).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(HardSigmoid).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(HardSwish).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Swish).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Softplus).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Dropout).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
