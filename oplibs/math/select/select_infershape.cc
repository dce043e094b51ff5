// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Select InferShape (dtype from the prototype's "T" symbol).
//
// Note [Select shapes]
// TF v1 Select (which CANN's Select is) does not broadcast. x1 and x2 must have one shape; their dims are merged
// (an unknown dim takes the other side's known value). condition is then
//   - a scalar: any x shape;
//   - a vector, when x has rank >= 1: its size must be x's first dim (and fixes an unknown first dim);
//   - otherwise x's shape, merged likewise (a rank-1 x with a rank-1 condition is both cases at once).
// CANN's own InferShape copies x1's shape without checking; the checks here are TF's shape function, so a graph
// that TF would reject fails here with the input named. An unknown rank on either side checks what it can.
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// Merges \p b into \p a (same rank, dims merged by MergeDim). Unknown rank on one side takes the other side.
// Returns false if the ranks or some known dims differ.
bool MergeShape(const gert::Shape& b, gert::Shape* a) {
  if (IsUnknownRank(b)) return true;
  if (IsUnknownRank(*a)) {
    *a = b;
    return true;
  }
  if (a->GetDimNum() != b.GetDimNum()) return false;
  for (size_t i = 0; i < b.GetDimNum(); ++i) {
    if (!MergeDim((*a)[i], b.GetDim(i), &(*a)[i])) return false;
  }
  return true;
}

// InferShape of Select: y has the (merged) shape of x1 and x2; condition is checked against it
// (Note [Select shapes]).
ge::graphStatus InferShapeForSelect(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* condition = context->GetInputShape(0);
  const gert::Shape* x1 = context->GetInputShape(1);
  const gert::Shape* x2 = context->GetInputShape(2);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, condition);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x1);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x2);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  gert::Shape data = *x1;
  if (!MergeShape(*x2, &data)) {
    OPPKIT_OP_LOGE(context, "input x2 %s must have the shape of x1 %s (Select does not broadcast; SelectV2 does)",
                   ShapeToString(*x2).c_str(), ShapeToString(*x1).c_str());
    return ge::GRAPH_FAILED;
  }
  if (!IsUnknownRank(*condition) && !condition->IsScalar()) {
    const bool vector_form = condition->GetDimNum() == 1 && !IsUnknownRank(data) && data.GetDimNum() >= 1;
    bool ok = true;
    if (vector_form) {
      ok = MergeDim(data[0], condition->GetDim(0), &data[0]);
    } else if (!(condition->GetDimNum() == 1 && IsUnknownRank(data))) {
      ok = MergeShape(*condition, &data);  // a vector condition with an unknown-rank x decides nothing
    }
    if (!ok) {
      OPPKIT_OP_LOGE(context,
                     "input condition %s must be a scalar, have the shape of x1 %s, or be a vector of its first dim",
                     ShapeToString(*condition).c_str(), ShapeToString(*x1).c_str());
      return ge::GRAPH_FAILED;
    }
  }
  *y = data;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Select).InferShape(oppkit::ops::InferShapeForSelect);
