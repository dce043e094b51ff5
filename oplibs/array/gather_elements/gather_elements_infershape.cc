// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GatherElements InferShape.
//
// Note [GatherElements semantics]
// torch.gather: index has the rank r of x, attr dim lies in [-r, r) (a scalar x accepts dim 0 or -1), and
// index.shape[d] <= x.shape[d] for every d != dim (checked where both are known); y has index's shape. An index of
// unknown rank gives y of rank r with unknown dims; an x of unknown rank constrains nothing.
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of GatherElements; see Note [GatherElements semantics].
ge::graphStatus InferShapeForGatherElements(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  const gert::Shape* index = context->GetInputShape(1);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, index);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const int64_t dim = GetIntAttr(context->GetAttrs(), 0, 0);
  if (IsUnknownRank(*x)) {
    *y = *index;
    return ge::GRAPH_SUCCESS;
  }
  const int64_t rank = static_cast<int64_t>(x->GetDimNum());
  int64_t axis = 0;
  if (rank == 0 ? (dim != 0 && dim != -1) : !NormalizeAxis(dim, rank, &axis)) {
    OPPKIT_OP_LOGE(context, "attr dim %lld is out of range for x %s", static_cast<long long>(dim),
                   ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  if (IsUnknownRank(*index)) {
    SetUnknownDims(y, static_cast<size_t>(rank));
    return ge::GRAPH_SUCCESS;
  }
  if (static_cast<int64_t>(index->GetDimNum()) != rank) {
    OPPKIT_OP_LOGE(context, "input index %s must have the rank of x %s", ShapeToString(*index).c_str(),
                   ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  for (size_t d = 0; d < static_cast<size_t>(rank); ++d) {
    if (static_cast<int64_t>(d) == axis) continue;
    const int64_t index_dim = index->GetDim(d);
    const int64_t x_dim = x->GetDim(d);
    if (!IsUnknownDim(index_dim) && !IsUnknownDim(x_dim) && index_dim > x_dim) {
      OPPKIT_OP_LOGE(context, "input index %s exceeds x %s at dim %zu (attr dim %lld)", ShapeToString(*index).c_str(),
                     ShapeToString(*x).c_str(), d, static_cast<long long>(dim));
      return ge::GRAPH_FAILED;
    }
  }
  *y = *index;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(GatherElements).InferShape(oppkit::ops::InferShapeForGatherElements);
