// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of LayerNorm: y has x's symbolic shape; mean and variance x's with the dims from begin_norm_axis
// on 1 (docs/symbolic.md).
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForLayerNorm(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  if (x == nullptr) return ge::GRAPH_FAILED;
  int64_t begin = 0;
  if (!NormalizeAxis(GetIntAttr(context->GetAttrs(), 0, 0), static_cast<int64_t>(x->GetDimNum()), &begin)) {
    OPPKIT_OP_LOGE(context, "%s", "attr begin_norm_axis is out of range for x");
    return ge::GRAPH_FAILED;
  }
  gert::SymbolShape reduced = *x;
  for (size_t d = static_cast<size_t>(begin); d < x->GetDimNum(); ++d) reduced.MutableDims()[d] = ge::Symbol(1);
  *context->GetOutputSymbolShape(0) = *x;
  *context->GetOutputSymbolShape(1) = reduced;
  *context->GetOutputSymbolShape(2) = reduced;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(LayerNorm).InferSymbolShape(oppkit::ops::InferSymbolShapeForLayerNorm);
