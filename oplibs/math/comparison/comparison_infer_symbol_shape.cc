// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of the comparison family: y is the symbolic numpy broadcast of x1 and x2 (Note [Broadcasting
// symbolic dims] in common/symbolic_rules.cc); Equal, NotEqual, Less, LessEqual, Greater and GreaterEqual of integer
// shape tensors also give their values where the expressions or the hints decide them, LogicalAnd and LogicalOr of
// bool tensors where a constant decides them.
#include "common/symbolic_rules.h"
#include "register/op_impl_registry.h"

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Equal).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeCompareValues(
      context, [](const ge::Expression& a, const ge::Expression& b) { return ge::sym::Eq(a, b); });
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(NotEqual).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeCompareValues(
      context, [](const ge::Expression& a, const ge::Expression& b) { return ge::sym::Ne(a, b); });
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Less).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeCompareValues(
      context, [](const ge::Expression& a, const ge::Expression& b) { return ge::sym::Lt(a, b); });
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(LessEqual).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeCompareValues(
      context, [](const ge::Expression& a, const ge::Expression& b) { return ge::sym::Le(a, b); });
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Greater).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeCompareValues(
      context, [](const ge::Expression& a, const ge::Expression& b) { return ge::sym::Gt(a, b); });
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(GreaterEqual).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeCompareValues(
      context, [](const ge::Expression& a, const ge::Expression& b) { return ge::sym::Ge(a, b); });
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(LogicalAnd).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeLogicalValues(context, /*is_and=*/true);
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(LogicalOr).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeLogicalValues(context, /*is_and=*/false);
});
