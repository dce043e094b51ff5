// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// AcmeAddRmsNorm InferShape and InferShapeRange, and the op's private attr.
//
// Note [AcmeAddRmsNorm shapes]
// y and x have the shape of x1 + x2: x1 and x2 must agree (no broadcasting, as in CANN's AddRmsNorm); a -1 dim of
// one takes the other's dim, and an unknown rank ([-2]) takes the other's shape. gamma's rank g says how many
// trailing axes are normalized (1 <= g <= rank(x1)) and its dims must match them; beta, if present, must match
// gamma. rstd is x's shape with the normalized axes set to 1 (private attr rstd_keep_dims, default true) or
// removed (false). If gamma's rank is unknown, rstd's rank is unknown too ([-2]).
#include <algorithm>
#include <string>

#include "acme_add_rms_norm/acme_add_rms_norm_ir.h"
#include "framework/common/debug/ge_log.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace acme {
namespace {

constexpr int64_t kUnknownDim = -1;
constexpr int64_t kUnknownRankDim = -2;

bool IsUnknownRank(const gert::Shape& shape) { return shape.GetDimNum() == 1 && shape.GetDim(0) == kUnknownRankDim; }

void SetUnknownRank(gert::Shape* shape) {
  shape->SetDimNum(1);
  shape->SetDim(0, kUnknownRankDim);
}

/// Merges two shapes that must be equal (-1 dims and [-2] are wildcards). False on a conflict.
bool MergeSameShapes(const gert::Shape& a, const gert::Shape& b, gert::Shape* out) {
  if (IsUnknownRank(a)) {
    *out = b;
    return true;
  }
  if (IsUnknownRank(b)) {
    *out = a;
    return true;
  }
  if (a.GetDimNum() != b.GetDimNum()) return false;
  *out = a;
  for (size_t i = 0; i < a.GetDimNum(); ++i) {
    const int64_t da = a.GetDim(i);
    const int64_t db = b.GetDim(i);
    if (da == kUnknownDim) {
      out->SetDim(i, db);
    } else if (db != kUnknownDim && da != db) {
      return false;
    }
  }
  return true;
}

/// True if \p tail's dims match the last tail.GetDimNum() dims of \p x (-1 matches anything).
bool TrailingDimsMatch(const gert::Shape& x, const gert::Shape& tail) {
  const size_t offset = x.GetDimNum() - tail.GetDimNum();
  for (size_t i = 0; i < tail.GetDimNum(); ++i) {
    const int64_t dx = x.GetDim(offset + i);
    const int64_t dt = tail.GetDim(i);
    if (dx != kUnknownDim && dt != kUnknownDim && dx != dt) return false;
  }
  return true;
}

/// rstd's shape from x's and the number of normalized axes.
void ReducedShape(const gert::Shape& x, size_t norm_rank, bool keep_dims, gert::Shape* rstd) {
  const size_t lead = x.GetDimNum() - norm_rank;
  rstd->SetDimNum(0);
  for (size_t i = 0; i < lead; ++i) rstd->AppendDim(x.GetDim(i));
  if (keep_dims) {
    for (size_t i = 0; i < norm_rank; ++i) rstd->AppendDim(1);
  }
}

bool RstdKeepDims(const gert::ExtendedKernelContext* context) {
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const bool* keep = attrs == nullptr ? nullptr : attrs->GetBool(kAttrRstdKeepDims);
  return keep == nullptr ? true : *keep;
}

std::string ShapeText(const gert::Shape& shape) {
  std::string text = "[";
  for (size_t i = 0; i < shape.GetDimNum(); ++i) {
    if (i != 0) text += ", ";
    text += std::to_string(shape.GetDim(i));
  }
  return text + "]";
}

ge::graphStatus InferShapeForAcmeAddRmsNorm(gert::InferShapeContext* context) {
  const gert::Shape* x1 = context->GetRequiredInputShape(kInputX1);
  const gert::Shape* x2 = context->GetRequiredInputShape(kInputX2);
  const gert::Shape* gamma = context->GetRequiredInputShape(kInputGamma);
  const gert::Shape* beta = context->GetOptionalInputShape(kInputBeta);  // nullptr when absent
  gert::Shape* y = context->GetOutputShape(kOutputY);
  gert::Shape* rstd = context->GetOutputShape(kOutputRstd);
  gert::Shape* x = context->GetOutputShape(kOutputX);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x1);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x2);
  OPS_CHECK_NULL_WITH_CONTEXT(context, gamma);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  OPS_CHECK_NULL_WITH_CONTEXT(context, rstd);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);

  if (!MergeSameShapes(*x1, *x2, x)) {
    GELOGE(ge::PARAM_INVALID, "AcmeAddRmsNorm '%s': x1 %s and x2 %s must have the same shape", context->GetNodeName(),
           ShapeText(*x1).c_str(), ShapeText(*x2).c_str());
    return ge::GRAPH_FAILED;
  }
  *y = *x;
  if (IsUnknownRank(*x) || IsUnknownRank(*gamma)) {
    SetUnknownRank(rstd);
    return ge::GRAPH_SUCCESS;
  }
  const size_t norm_rank = gamma->GetDimNum();
  if (norm_rank == 0 || norm_rank > x->GetDimNum() || !TrailingDimsMatch(*x, *gamma)) {
    GELOGE(ge::PARAM_INVALID, "AcmeAddRmsNorm '%s': gamma %s must match the last axes of x1 %s", context->GetNodeName(),
           ShapeText(*gamma).c_str(), ShapeText(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  if (beta != nullptr && !IsUnknownRank(*beta)) {
    gert::Shape merged;
    if (!MergeSameShapes(*gamma, *beta, &merged)) {
      GELOGE(ge::PARAM_INVALID, "AcmeAddRmsNorm '%s': beta %s must have gamma's shape %s", context->GetNodeName(),
             ShapeText(*beta).c_str(), ShapeText(*gamma).c_str());
      return ge::GRAPH_FAILED;
    }
  }
  ReducedShape(*x, norm_rank, RstdKeepDims(context), rstd);
  return ge::GRAPH_SUCCESS;
}

// Note [AcmeAddRmsNorm ranges]
// The automatic range rule would call InferShape with the min and the max shapes of x1 and x2 independently; a
// custom rule is both exact and cheaper: y and x get the intersection of x1's and x2's ranges (the shapes must be
// equal, so both bounds hold), rstd the same with the normalized axes fixed at [1, 1] (or dropped).
ge::graphStatus InferShapeRangeForAcmeAddRmsNorm(gert::InferShapeRangeContext* context) {
  const gert::Range<gert::Shape>* x1 = context->GetRequiredInputShapeRange(kInputX1);
  const gert::Range<gert::Shape>* x2 = context->GetRequiredInputShapeRange(kInputX2);
  const gert::Range<gert::Shape>* gamma = context->GetRequiredInputShapeRange(kInputGamma);
  gert::Range<gert::Shape>* y = context->GetOutputShapeRange(kOutputY);
  gert::Range<gert::Shape>* rstd = context->GetOutputShapeRange(kOutputRstd);
  gert::Range<gert::Shape>* x = context->GetOutputShapeRange(kOutputX);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x1);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x2);
  OPS_CHECK_NULL_WITH_CONTEXT(context, gamma);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  OPS_CHECK_NULL_WITH_CONTEXT(context, rstd);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  const gert::Shape& min1 = *x1->GetMin();
  const gert::Shape& max1 = *x1->GetMax();
  const gert::Shape& min2 = *x2->GetMin();
  const gert::Shape& max2 = *x2->GetMax();
  if (IsUnknownRank(max1) || IsUnknownRank(max2) || IsUnknownRank(*gamma->GetMax())) {
    for (gert::Range<gert::Shape>* out : {y, rstd, x}) {
      SetUnknownRank(out->GetMin());
      SetUnknownRank(out->GetMax());
    }
    return ge::GRAPH_SUCCESS;
  }
  const size_t rank = max1.GetDimNum();
  const size_t norm_rank = gamma->GetMax()->GetDimNum();
  if (max2.GetDimNum() != rank || min1.GetDimNum() != rank || min2.GetDimNum() != rank || norm_rank == 0 ||
      norm_rank > rank) {
    GELOGE(ge::PARAM_INVALID, "AcmeAddRmsNorm '%s': the ranges of x1, x2 and gamma do not fit together",
           context->GetNodeName());
    return ge::GRAPH_FAILED;
  }
  gert::Shape* min_out = x->GetMin();
  gert::Shape* max_out = x->GetMax();
  min_out->SetDimNum(rank);
  max_out->SetDimNum(rank);
  for (size_t i = 0; i < rank; ++i) {
    const int64_t lo = std::max(min1.GetDim(i), min2.GetDim(i));
    int64_t hi = max1.GetDim(i);
    if (hi < 0 || (max2.GetDim(i) >= 0 && max2.GetDim(i) < hi)) hi = max2.GetDim(i);  // -1 = unbounded
    if (hi >= 0 && lo > hi) {
      GELOGE(ge::PARAM_INVALID, "AcmeAddRmsNorm '%s': the ranges of x1 and x2 do not overlap in dim %zu",
             context->GetNodeName(), i);
      return ge::GRAPH_FAILED;
    }
    min_out->SetDim(i, lo);
    max_out->SetDim(i, hi);
  }
  *y->GetMin() = *min_out;
  *y->GetMax() = *max_out;
  const bool keep_dims = RstdKeepDims(context);
  ReducedShape(*min_out, norm_rank, keep_dims, rstd->GetMin());
  ReducedShape(*max_out, norm_rank, keep_dims, rstd->GetMax());
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace acme

// The private attr must be declared in one file (its index follows the IR attrs: epsilon is 0, it is 1).
IMPL_OP(AcmeAddRmsNorm)
    .InferShape(acme::InferShapeForAcmeAddRmsNorm)
    .InferShapeRange(acme::InferShapeRangeForAcmeAddRmsNorm)
    .PrivateAttr("rstd_keep_dims", true);
