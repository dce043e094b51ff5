// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of the binary arithmetic family: y is the symbolic numpy broadcast of x1 and x2 (Note [Broadcasting
// symbolic dims] in common/symbolic_rules.cc); Sub, Mul, RealDiv, Maximum, Minimum, FloorMod and Mod also give the
// values of small integer tensors (shape arithmetic).
#include <cstdint>
#include <optional>

#include "common/symbolic_rules.h"
#include "oppkit/symbolic_guards.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// C's integer division and remainder truncate toward zero, ge::sym's floor; the two agree where the dividend is known
// to be >= 0 and the divisor >= 1 (a dim over a constant).
bool TruncationIsFloor(const ge::Expression& a, const ge::Expression& b) {
  const std::optional<bool> dividend_non_negative = SymbolicGuardScope::DecideIfKnown(ge::sym::Ge(a, ge::Symbol(0)));
  const std::optional<bool> divisor_positive = SymbolicGuardScope::DecideIfKnown(ge::sym::Ge(b, ge::Symbol(1)));
  return dividend_non_negative.value_or(false) && divisor_positive.value_or(false);
}

// RealDiv of integers truncates toward zero (ONNX Div of integers, which the ONNX import maps onto RealDiv): between
// constants, that quotient; otherwise the floor division where it is the same (TruncationIsFloor); else no value (an
// invalid expression).
ge::Expression TruncatingDivision(const ge::Expression& a, const ge::Expression& b) {
  int64_t x = 0;
  int64_t y = 0;
  if (a.GetConstValue(x) && b.GetConstValue(y)) {
    if (y == 0 || (y == -1 && x == INT64_MIN)) return ge::Expression();
    return ge::Symbol(x / y);
  }
  return TruncationIsFloor(a, b) ? ge::sym::Div(a, b) : ge::Expression();
}

// Mod is C's fmod (ONNX Mod with fmod = 1): the remainder takes the dividend's sign. Between constants, that remainder;
// otherwise the floored remainder (ge::sym::Mod) where it is the same (TruncationIsFloor); else no value.
ge::Expression TruncatedRemainder(const ge::Expression& a, const ge::Expression& b) {
  int64_t x = 0;
  int64_t y = 0;
  if (a.GetConstValue(x) && b.GetConstValue(y)) {
    if (y == 0) return ge::Expression();
    return ge::Symbol(y == -1 ? 0 : x % y);
  }
  return TruncationIsFloor(a, b) ? ge::sym::Mod(a, b) : ge::Expression();
}

}  // namespace
}  // namespace oppkit::ops

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
  return oppkit::ops::InferSymbolShapeBroadcastX1X2Values(context, oppkit::ops::TruncatingDivision);
});
// FloorMod's remainder takes the divisor's sign (Python's %, ONNX Mod with fmod = 0), as ge::sym::Mod's does; a zero
// divisor gives an invalid expression, so no value.
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(FloorMod).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeBroadcastX1X2Values(
      context, [](const ge::Expression& a, const ge::Expression& b) { return ge::sym::Mod(a, b); });
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Mod).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeBroadcastX1X2Values(context, oppkit::ops::TruncatedRemainder);
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(BitwiseXor).InferSymbolShape(oppkit::ops::InferSymbolShapeBroadcastX1X2);
