// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Cast: y has the symbolic shape of x, and x's symbolic values when dst_type is an integer type
// (a shape cast from int64 to int32 stays a shape), and 1 or 0 per element for bool where it is decided whether the
// element is zero (docs/symbolic.md).
#include <memory>
#include <optional>
#include <vector>

#include "common/attr_utils.h"
#include "common/symbolic_rules.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "oppkit/symbolic_guards.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForCast(gert::InferSymbolShapeContext* context) {
  const ge::graphStatus status = InferSymbolShapeSameAsInput(context);
  const gert::SymbolTensor* x = context->GetInputSymbolTensor(0);
  if (status != ge::GRAPH_SUCCESS || x == nullptr || x->GetSymbolicValue() == nullptr) return status;
  const int64_t dst = GetIntAttr(context->GetAttrs(), 0, ge::DT_FLOAT);
  if (dst == ge::DT_INT32 || dst == ge::DT_INT64) {
    context->GetOutputSymbolTensor(0)->SetSymbolicValue(
        std::make_unique<std::vector<ge::Expression>>(*x->GetSymbolicValue()));
  } else if (dst == ge::DT_BOOL) {  // 1 where an element is decided non-zero, 0 where decided zero
    auto values = std::make_unique<std::vector<ge::Expression>>();
    for (const ge::Expression& e : *x->GetSymbolicValue()) {
      const std::optional<bool> non_zero = SymbolicGuardScope::DecideIfKnown(ge::sym::Ne(e, ge::Symbol(0)));
      if (!non_zero) return status;
      values->push_back(ge::Symbol(*non_zero ? 1 : 0));
    }
    context->GetOutputSymbolTensor(0)->SetSymbolicValue(std::move(values));
  }
  return status;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Cast).InferSymbolShape(oppkit::ops::InferSymbolShapeForCast);
