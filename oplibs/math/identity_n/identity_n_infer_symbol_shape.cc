// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of IdentityN: each instance of y has the symbolic shape, and the values, of the same instance of
// x (docs/symbolic.md).
#include <memory>
#include <vector>

#include "common/op_log.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForIdentityN(gert::InferSymbolShapeContext* context) {
  const gert::AnchorInstanceInfo* info = context->GetIrInputInstanceInfo(0);
  const size_t count = info == nullptr ? 0 : info->GetInstanceNum();
  if (context->GetComputeNodeOutputNum() != count) {
    OPPKIT_OP_LOGE(context, "x has %zu instances, y %zu", count, context->GetComputeNodeOutputNum());
    return ge::GRAPH_FAILED;
  }
  for (size_t k = 0; k < count; ++k) {
    const gert::SymbolTensor* x = context->GetDynamicInputSymbolTensor(0, k);
    gert::SymbolTensor* y = context->GetOutputSymbolTensor(k);
    if (x == nullptr || y == nullptr) return ge::GRAPH_FAILED;
    y->MutableOriginSymbolShape() = x->GetOriginSymbolShape();
    if (x->GetSymbolicValue() != nullptr) {
      y->SetSymbolicValue(std::make_unique<std::vector<ge::Expression>>(*x->GetSymbolicValue()));
    }
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(IdentityN).InferSymbolShape(oppkit::ops::InferSymbolShapeForIdentityN);
