// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of the binary arithmetic family: y is the symbolic numpy broadcast of x1 and x2 (Note [Broadcasting
// symbolic dims] in common/symbolic_rules.cc); Sub, Mul, RealDiv (floor division on integers, as a shape's dims are
// non-negative), Maximum and Minimum also give the values of small integer tensors (shape arithmetic).
#include "common/symbolic_rules.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Sub).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeBroadcastX1X2Values(
      context, [](const ge::Expression& a, const ge::Expression& b) { return a - b; });
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Maximum).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeBroadcastX1X2Values(
      context, [](const ge::Expression& a, const ge::Expression& b) { return ge::sym::Max(a, b); });
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Minimum).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeBroadcastX1X2Values(
      context, [](const ge::Expression& a, const ge::Expression& b) { return ge::sym::Min(a, b); });
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(SquaredDifference).InferSymbolShape(oppkit::ops::InferSymbolShapeBroadcastX1X2);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Mul).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeBroadcastX1X2Values(
      context, [](const ge::Expression& a, const ge::Expression& b) { return a * b; });
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Pow).InferSymbolShape(oppkit::ops::InferSymbolShapeBroadcastX1X2);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(RealDiv).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeBroadcastX1X2Values(
      context, [](const ge::Expression& a, const ge::Expression& b) { return ge::sym::Div(a, b); });
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(FloorMod).InferSymbolShape(oppkit::ops::InferSymbolShapeBroadcastX1X2);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Mod).InferSymbolShape(oppkit::ops::InferSymbolShapeBroadcastX1X2);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(BitwiseXor).InferSymbolShape(oppkit::ops::InferSymbolShapeBroadcastX1X2);
