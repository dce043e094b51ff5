// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of TopK and TopKV2: Note [TopK shape] (top_k_infershape.cc) with formulas. Both outputs are x with
// dim `dim` replaced by the value of k, which may be a formula (`min(k, x.size(1))` in a detection head); k at most
// that dim is an assertion.
#include <cstdint>
#include <vector>

#include "common/array/array_symbolic.h"
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "common/symbolic_rules.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// Both outputs: x with dim attr \p dim_attr replaced by k's value.
ge::graphStatus InferSymbolShapeTopK(gert::InferSymbolShapeContext* context, size_t dim_attr) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  if (x == nullptr) return ge::GRAPH_FAILED;
  const std::vector<ge::Expression>* k = InputSymbolicValues(context, 1);
  if (k == nullptr || k->size() != 1) return ge::UNSUPPORTED;  // the InferShape answers, or reports the size
  const auto rank = static_cast<int64_t>(x->GetDimNum());
  int64_t dim = 0;
  if (rank == 0 || !NormalizeAxis(GetIntAttr(context->GetAttrs(), dim_attr, -1), rank, &dim)) {
    OPPKIT_OP_LOGE(context, "attr dim does not fit x of rank %lld", static_cast<long long>(rank));
    return ge::GRAPH_FAILED;
  }
  const auto at = static_cast<size_t>(dim);
  if (!SymbolRequired(ge::sym::Ge((*k)[0], ge::Symbol(0))) || !SymbolRequired(ge::sym::Le((*k)[0], x->GetDim(at)))) {
    OPPKIT_OP_LOGE(context, "k = %s does not fit dim %zu of x (%s)", (*k)[0].Text(), at, x->GetDim(at).Text());
    return ge::GRAPH_FAILED;
  }
  for (size_t o = 0; o < 2; ++o) {
    gert::SymbolShape* y = context->GetOutputSymbolShape(o);
    if (y == nullptr) return ge::GRAPH_FAILED;
    *y = *x;
    y->MutableDims()[at] = (*k)[0];
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(TopK).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeTopK(context, 2);
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(TopKV2).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeTopK(context, 1);
});
