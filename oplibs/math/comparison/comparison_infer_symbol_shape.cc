// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of the comparison family: y is the symbolic numpy broadcast of x1 and x2 (Note [Broadcasting
// symbolic dims] in common/symbolic_rules.cc).
#include "common/symbolic_rules.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Equal).InferSymbolShape(oppkit::ops::InferSymbolShapeBroadcastX1X2);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(NotEqual).InferSymbolShape(oppkit::ops::InferSymbolShapeBroadcastX1X2);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Less).InferSymbolShape(oppkit::ops::InferSymbolShapeBroadcastX1X2);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(LessEqual).InferSymbolShape(oppkit::ops::InferSymbolShapeBroadcastX1X2);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Greater).InferSymbolShape(oppkit::ops::InferSymbolShapeBroadcastX1X2);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(GreaterEqual).InferSymbolShape(oppkit::ops::InferSymbolShapeBroadcastX1X2);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(LogicalAnd).InferSymbolShape(oppkit::ops::InferSymbolShapeBroadcastX1X2);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(LogicalOr).InferSymbolShape(oppkit::ops::InferSymbolShapeBroadcastX1X2);
