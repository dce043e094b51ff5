// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferShape of TopK and TopKV2.
//
// Note [TopK shape]
// Both outputs (values, indices) have x's shape with the dim `dim` (in [-rank, rank), negative from the end) replaced
// by k, the value of the scalar (or 1-element) input k. k must be >= 0 and, where x's dim is known, at most that dim.
// Without k's value the dim is -1. An x of unknown rank gives unknown ranks; a scalar x is an error. CANN's TopKV2
// honours `dim`; TopK is given the same rule here (the default -1, the last dim, is what TF uses).
#include <cstdint>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputX = 0;
constexpr size_t kInputK = 1;
constexpr size_t kOutputValues = 0;
constexpr size_t kOutputIndices = 1;

ge::graphStatus InferTopKShape(gert::InferShapeContext* context, size_t dim_attr_index) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(kInputX);
  gert::Shape* values_shape = context->GetOutputShape(kOutputValues);
  gert::Shape* indices_shape = context->GetOutputShape(kOutputIndices);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, values_shape);
  OPS_CHECK_NULL_WITH_CONTEXT(context, indices_shape);
  const int64_t dim = GetIntAttr(context->GetAttrs(), dim_attr_index, -1);
  bool has_k = false;
  int64_t k = ge::UNKNOWN_DIM;
  if (ReadScalarInput(context, kInputK, "k", &has_k, &k) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  if (!has_k) {
    k = ge::UNKNOWN_DIM;
  } else if (k < 0) {
    OPPKIT_OP_LOGE(context, "input k = %lld must be >= 0", static_cast<long long>(k));
    return ge::GRAPH_FAILED;
  }
  if (IsUnknownRank(*x)) {
    SetUnknownRank(values_shape);
    SetUnknownRank(indices_shape);
    return ge::GRAPH_SUCCESS;
  }
  const int64_t rank = static_cast<int64_t>(x->GetDimNum());
  int64_t axis = 0;
  if (!NormalizeAxis(dim, rank, &axis)) {
    OPPKIT_OP_LOGE(context, "attr dim %lld is out of range [%lld, %lld) for x %s", static_cast<long long>(dim),
                   static_cast<long long>(-rank), static_cast<long long>(rank), ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  const int64_t x_dim = x->GetDim(static_cast<size_t>(axis));
  if (k >= 0 && !IsUnknownDim(x_dim) && k > x_dim) {
    OPPKIT_OP_LOGE(context, "input k = %lld is larger than dim %lld of x %s", static_cast<long long>(k),
                   static_cast<long long>(axis), ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  *values_shape = *x;
  (*values_shape)[static_cast<size_t>(axis)] = k;
  *indices_shape = *values_shape;
  return ge::GRAPH_SUCCESS;
}

// InferShape of TopK (data-dependent on input 1, `k`): values and indices = x with dim `dim` (attr 2) replaced by the
// value of k; see Note [TopK shape].
ge::graphStatus InferShapeForTopK(gert::InferShapeContext* context) { return InferTopKShape(context, 2); }

// InferShape of TopKV2: as TopK, with `dim` at attr index 1.
ge::graphStatus InferShapeForTopKV2(gert::InferShapeContext* context) { return InferTopKShape(context, 1); }

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(TopK).InferShape(oppkit::ops::InferShapeForTopK).InputsDataDependency({1});
IMPL_OP(TopKV2).InferShape(oppkit::ops::InferShapeForTopKV2).InputsDataDependency({1});
