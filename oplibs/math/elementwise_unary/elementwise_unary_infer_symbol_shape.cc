// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of the element-wise unary family: y has the symbolic shape of x (docs/symbolic.md); Abs, Neg,
// LogicalNot and Identity also give the values of small integer and bool tensors (shape arithmetic).
#include <optional>

#include "common/symbolic_rules.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops::unary_values {
namespace {

// |x| as max(x, -x): exact for every integer, a formula too.
std::optional<ge::Expression> Abs(const ge::Expression& x) { return ge::sym::Max(x, ge::Symbol(0) - x); }
std::optional<ge::Expression> Neg(const ge::Expression& x) { return ge::Symbol(0) - x; }
// A bool element is 0 or 1.
std::optional<ge::Expression> LogicalNot(const ge::Expression& x) { return ge::Symbol(1) - x; }
std::optional<ge::Expression> Identity(const ge::Expression& x) { return x; }

}  // namespace
}  // namespace oppkit::ops::unary_values

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Tanh).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Exp).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Log).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Sqrt).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Rsqrt).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Reciprocal).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Square).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Abs).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeSameAsInputValues(context, oppkit::ops::unary_values::Abs);
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Neg).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeSameAsInputValues(context, oppkit::ops::unary_values::Neg);
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Muls).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Floor).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Ceil).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Round).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Erf).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Sin).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Cos).InferSymbolShape(oppkit::ops::InferSymbolShapeSameAsInput);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(LogicalNot).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeSameAsInputValues(context, oppkit::ops::unary_values::LogicalNot);
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Identity).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeSameAsInputValues(context, oppkit::ops::unary_values::Identity);
});
