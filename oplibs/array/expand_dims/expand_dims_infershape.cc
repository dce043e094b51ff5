// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ExpandDims InferShape: the value of IR input 1 (axis) places the new dim; declared data dependent.
//
// Note [ExpandDims semantics]
// y is x with a 1 inserted at axis, a scalar (or one-element) int32/int64 in [-(r + 1), r] (negative: axis + r + 1,
// so -1 appends). Without the axis value y has rank r + 1 and unknown dims (all 1 if every dim of x is 1). An x of
// unknown rank gives an unknown rank.
#include "common/op_log.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of ExpandDims (data-dependent on IR input 1, axis); see Note [ExpandDims semantics].
ge::graphStatus InferShapeForExpandDims(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  bool known = false;
  int64_t axis = 0;
  if (ReadScalarValue(context, context->GetInputTensor(1), "axis", &known, &axis) != ge::GRAPH_SUCCESS) {
    return ge::GRAPH_FAILED;
  }
  if (IsUnknownRank(*x)) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const size_t rank = x->GetDimNum();
  if (rank + 1 > gert::Shape::kMaxDimNum) {
    OPPKIT_OP_LOGE(context, "x %s already has the largest rank %zu", ShapeToString(*x).c_str(), rank);
    return ge::GRAPH_FAILED;
  }
  if (!known) {
    bool all_ones = true;
    for (size_t d = 0; d < rank; ++d) all_ones = all_ones && x->GetDim(d) == 1;
    SetUnknownDims(y, rank + 1);
    if (all_ones) {
      for (size_t d = 0; d <= rank; ++d) (*y)[d] = 1;
    }
    return ge::GRAPH_SUCCESS;
  }
  int64_t position = 0;
  if (!NormalizeAxis(axis, static_cast<int64_t>(rank) + 1, &position)) {
    OPPKIT_OP_LOGE(context, "input axis %lld is out of range [%lld, %zu] for x %s", static_cast<long long>(axis),
                   -static_cast<long long>(rank) - 1, rank, ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  gert::Shape out;
  out.SetDimNum(0);
  for (size_t d = 0; d < rank; ++d) {
    if (d == static_cast<size_t>(position)) out.AppendDim(1);
    out.AppendDim(x->GetDim(d));
  }
  if (static_cast<size_t>(position) == rank) out.AppendDim(1);
  *y = out;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(ExpandDims).InferShape(oppkit::ops::InferShapeForExpandDims).InputsDataDependency({1});
