// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Cast: y has the symbolic shape of x, and x's symbolic values when dst_type is an integer type
// (a shape cast from int64 to int32 stays a shape) (docs/symbolic.md).
#include <memory>
#include <vector>

#include "common/attr_utils.h"
#include "common/symbolic_rules.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
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
  }
  return status;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Cast).InferSymbolShape(oppkit::ops::InferSymbolShapeForCast);
