// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Add: y is the symbolic numpy broadcast of x1 and x2 (Note [Broadcasting symbolic dims] in
// common/symbolic_rules.cc).
#include "common/symbolic_rules.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Add).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeBroadcastX1X2Values(
      context, [](const ge::Expression& a, const ge::Expression& b) { return a + b; });
});
