// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Select InferShapeRange. The automatic rule (InferShape on the min and on the max shapes) fails for Select as soon
// as x1 and x2 have different ranges (x1 [1..10] and x2 [2..5] have max shapes 10 and 5), though the node is valid
// for every common value. x1 and x2 have one shape, so y's range is the intersection of theirs, further narrowed by
// condition's where Note [Select shapes] ties condition to x (its whole shape, or dim 0 for a vector).
#include <algorithm>

#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// Intersects dim \p k of \p lo / \p hi (max -1: unbounded) with dim \p j of \p other_lo / \p other_hi. Returns false
// if the intersection is empty.
bool IntersectDim(const gert::Shape& other_lo, const gert::Shape& other_hi, size_t j, gert::Shape* lo, gert::Shape* hi,
                  size_t k) {
  const int64_t new_lo = std::max(std::max<int64_t>((*lo)[k], 0), std::max<int64_t>(other_lo.GetDim(j), 0));
  const int64_t a = (*hi)[k];
  const int64_t b = other_hi.GetDim(j);
  const int64_t new_hi = a < 0 ? (b < 0 ? -1 : b) : (b < 0 ? a : std::min(a, b));
  if (new_hi >= 0 && new_lo > new_hi) return false;
  (*lo)[k] = new_lo;
  (*hi)[k] = new_hi;
  return true;
}

// InferShapeRange of Select: y's range is the intersection of x1's and x2's ranges, narrowed by condition's as
// Note [Select shapes] narrows the shape (the automatic rule fails on x1 [1..10] with x2 [2..5]).
ge::graphStatus InferShapeRangeForSelect(gert::InferShapeRangeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Range<gert::Shape>* condition = context->GetInputShapeRange(0);
  const gert::Range<gert::Shape>* x1 = context->GetInputShapeRange(1);
  const gert::Range<gert::Shape>* x2 = context->GetInputShapeRange(2);
  gert::Range<gert::Shape>* y = context->GetOutputShapeRange(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, condition);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x1);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x2);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const gert::Range<gert::Shape>* inputs[] = {condition, x1, x2};
  for (const gert::Range<gert::Shape>* r : inputs) {
    OPS_CHECK_NULL_WITH_CONTEXT(context, r->GetMin());
    OPS_CHECK_NULL_WITH_CONTEXT(context, r->GetMax());
  }
  OPS_CHECK_NULL_WITH_CONTEXT(context, y->GetMin());
  OPS_CHECK_NULL_WITH_CONTEXT(context, y->GetMax());
  // The data range: x1's, or x2's if x1's rank is unknown.
  const gert::Range<gert::Shape>* data = IsUnknownRank(*x1->GetMin()) ? x2 : x1;
  if (IsUnknownRank(*data->GetMin())) return ge::GRAPH_SUCCESS;  // nothing known: leave the output alone
  gert::Shape lo = *data->GetMin();
  gert::Shape hi = *data->GetMax();
  const size_t rank = lo.GetDimNum();
  if (data == x1 && !IsUnknownRank(*x2->GetMin())) {
    bool ok = x2->GetMin()->GetDimNum() == rank;
    for (size_t k = 0; ok && k < rank; ++k) ok = IntersectDim(*x2->GetMin(), *x2->GetMax(), k, &lo, &hi, k);
    if (!ok) {
      OPPKIT_OP_LOGE(context, "input x2 range %s - %s does not meet x1 range %s - %s (Select does not broadcast)",
                     ShapeToString(*x2->GetMin()).c_str(), ShapeToString(*x2->GetMax()).c_str(),
                     ShapeToString(*x1->GetMin()).c_str(), ShapeToString(*x1->GetMax()).c_str());
      return ge::GRAPH_FAILED;
    }
  }
  const gert::Shape& c_lo = *condition->GetMin();
  const gert::Shape& c_hi = *condition->GetMax();
  if (!IsUnknownRank(c_lo) && !c_lo.IsScalar()) {
    bool ok = true;
    if (c_lo.GetDimNum() == 1 && rank >= 1) {
      ok = IntersectDim(c_lo, c_hi, 0, &lo, &hi, 0);
    } else {
      ok = c_lo.GetDimNum() == rank;
      for (size_t k = 0; ok && k < rank; ++k) ok = IntersectDim(c_lo, c_hi, k, &lo, &hi, k);
    }
    if (!ok) {
      OPPKIT_OP_LOGE(context, "input condition range %s - %s does not meet the range of x1 and x2",
                     ShapeToString(c_lo).c_str(), ShapeToString(c_hi).c_str());
      return ge::GRAPH_FAILED;
    }
  }
  *y->GetMin() = lo;
  *y->GetMax() = hi;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Select).InferShapeRange(oppkit::ops::InferShapeRangeForSelect);
