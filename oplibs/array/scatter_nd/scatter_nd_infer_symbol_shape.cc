// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of ScatterNdUpdate, ScatterNdAdd and ScatterNdMul: the output is var, with var's symbolic shape
// (Note [ScatterNd shape]).
#include "common/symbolic_rules.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ScatterNdUpdate).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ScatterNdAdd).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ScatterNdMul).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
