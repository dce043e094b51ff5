// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Where InferShape: a third-class op (OutputShapeDependOnCompute), y = [-1, rank(x)]. y's dtype (int64) comes from
// the prototype's "TOut" symbol.
#include "array/where/where_rank.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Where: y = [-1, rank(x)] (a third-class op: the count is known only after compute), or [0, rank]
// when x is known to have no element; [-1, -1] for an x of unknown rank.
ge::graphStatus InferShapeForWhere(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  y->SetDimNum(2);
  (*y)[0] = ge::UNKNOWN_DIM;
  if (IsUnknownRank(*x)) {
    (*y)[1] = ge::UNKNOWN_DIM;
    return ge::GRAPH_SUCCESS;
  }
  const size_t rank = x->GetDimNum();
  if (rank == 0 || rank > kWhereMaxRank) {
    OPPKIT_OP_LOGE(context, "input x %s must have rank 1..%zu", ShapeToString(*x).c_str(), kWhereMaxRank);
    return ge::GRAPH_FAILED;
  }
  (*y)[1] = static_cast<int64_t>(rank);
  for (size_t i = 0; i < rank; ++i) {
    if (x->GetDim(i) == 0) (*y)[0] = 0;  // no element, so no non-zero element
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Where).InferShape(oppkit::ops::InferShapeForWhere).OutputShapeDependOnCompute({0});
