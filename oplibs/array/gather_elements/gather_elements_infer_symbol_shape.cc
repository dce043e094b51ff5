// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of GatherElements: y has index's symbolic shape (Note [GatherElements semantics]).
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForGatherElements(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* index = context->GetInputSymbolShape(1);
  if (index == nullptr) return ge::GRAPH_FAILED;
  *context->GetOutputSymbolShape(0) = *index;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(GatherElements).InferSymbolShape(oppkit::ops::InferSymbolShapeForGatherElements);
