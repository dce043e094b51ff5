// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of GlobalAveragePool: x's N and C, every spatial dim 1 (docs/symbolic.md).
#include "common/op_log.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForGlobalAveragePool(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  if (x == nullptr || x->GetDimNum() < 2) {
    OPPKIT_OP_LOGE(context, "%s", "input x must have a symbolic shape of rank >= 2");
    return ge::GRAPH_FAILED;
  }
  gert::SymbolShape* y = context->GetOutputSymbolShape(0);
  *y = *x;
  for (size_t d = 2; d < x->GetDimNum(); ++d) y->MutableDims()[d] = ge::Symbol(1);
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(GlobalAveragePool).InferSymbolShape(oppkit::ops::InferSymbolShapeForGlobalAveragePool);
