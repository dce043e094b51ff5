// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Flatten: [product of the dims before axis, product of the rest] (docs/symbolic.md).
#include "common/array/array_symbolic.h"
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForFlatten(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  if (x == nullptr) return ge::GRAPH_FAILED;
  const auto rank = static_cast<int64_t>(x->GetDimNum());
  int64_t axis = GetIntAttr(context->GetAttrs(), 0, 1);
  if (axis != rank && !NormalizeAxis(axis, rank, &axis)) {
    OPPKIT_OP_LOGE(context, "attr axis %lld is out of range for x of rank %lld", static_cast<long long>(axis),
                   static_cast<long long>(rank));
    return ge::GRAPH_FAILED;
  }
  const std::vector<ge::Expression>& dims = x->GetDims();
  context->GetOutputSymbolShape(0)->MutableDims() = {SymbolicProduct(dims, 0, static_cast<size_t>(axis)),
                                                     SymbolicProduct(dims, static_cast<size_t>(axis), dims.size())};
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Flatten).InferSymbolShape(oppkit::ops::InferSymbolShapeForFlatten);
