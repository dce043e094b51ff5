// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Note [Gather semantics]
// TF GatherV2 with batch_dims b: for x of rank r >= 1 and indices of rank q, b (negative: b + q) lies in [0, q],
// the axis (negative: axis + r) in [0, r) with b <= axis, and the first b dims of x and indices are batch dims
// that must agree (they merge: -1 with d gives d). y = x[:axis] ++ indices[b:] ++ x[axis + 1:], rank r - 1 + q - b.
// Gather (v1) is the case axis = b. Without the axis value y has that rank, the merged batch dims, and unknown dims
// elsewhere. An x or indices of unknown rank gives an unknown rank. Index values are not inputs the shape depends
// on, so they are not checked here.
#include "common/array/gather_common.h"

#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"

namespace oppkit::ops {

ge::graphStatus InferGatherShape(gert::InferShapeContext* context, GatherAxis axis, int64_t batch_dims) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  const gert::Shape* indices = context->GetInputShape(1);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, indices);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  if (IsUnknownRank(*x) || IsUnknownRank(*indices)) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const int64_t r = static_cast<int64_t>(x->GetDimNum());
  const int64_t q = static_cast<int64_t>(indices->GetDimNum());
  if (r == 0) {
    OPPKIT_OP_LOGE(context, "input x is a scalar; it has no axis to gather along");
    return ge::GRAPH_FAILED;
  }
  const int64_t b = batch_dims < 0 ? batch_dims + q : batch_dims;
  if (b < 0 || b > q || b >= r) {
    OPPKIT_OP_LOGE(context, "attr batch_dims %lld is out of range for indices %s and x %s",
                   static_cast<long long>(batch_dims), ShapeToString(*indices).c_str(), ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  int64_t position = -1;
  if (axis.known) {
    if (!NormalizeAxis(axis.value, r, &position)) {
      OPPKIT_OP_LOGE(context, "%s %lld is out of range for x %s", axis.name, static_cast<long long>(axis.value),
                     ShapeToString(*x).c_str());
      return ge::GRAPH_FAILED;
    }
    if (position < b) {
      OPPKIT_OP_LOGE(context, "attr batch_dims %lld exceeds %s %lld", static_cast<long long>(batch_dims), axis.name,
                     static_cast<long long>(axis.value));
      return ge::GRAPH_FAILED;
    }
  }
  const int64_t out_rank = r - 1 + q - b;
  if (out_rank > static_cast<int64_t>(gert::Shape::kMaxDimNum)) {
    OPPKIT_OP_LOGE(context, "output rank %lld exceeds %zu", static_cast<long long>(out_rank), gert::Shape::kMaxDimNum);
    return ge::GRAPH_FAILED;
  }
  gert::Shape out;
  out.SetDimNum(0);
  for (int64_t d = 0; d < b; ++d) {
    int64_t merged = 0;
    if (!MergeDim(x->GetDim(static_cast<size_t>(d)), indices->GetDim(static_cast<size_t>(d)), &merged)) {
      OPPKIT_OP_LOGE(context, "batch dim %lld differs: x %s, indices %s", static_cast<long long>(d),
                     ShapeToString(*x).c_str(), ShapeToString(*indices).c_str());
      return ge::GRAPH_FAILED;
    }
    out.AppendDim(merged);
  }
  if (!axis.known) {
    while (static_cast<int64_t>(out.GetDimNum()) < out_rank) out.AppendDim(ge::UNKNOWN_DIM);
    *y = out;
    return ge::GRAPH_SUCCESS;
  }
  for (int64_t d = b; d < position; ++d) out.AppendDim(x->GetDim(static_cast<size_t>(d)));
  for (int64_t d = b; d < q; ++d) out.AppendDim(indices->GetDim(static_cast<size_t>(d)));
  for (int64_t d = position + 1; d < r; ++d) out.AppendDim(x->GetDim(static_cast<size_t>(d)));
  *y = out;
  return ge::GRAPH_SUCCESS;
}

bool IndexTupleSlicesShape(const gert::Shape& x, const gert::Shape& indices, gert::Shape* out) {
  const size_t q = indices.GetDimNum();
  const auto k = static_cast<size_t>(indices.GetDim(q - 1));
  if (q - 1 + x.GetDimNum() - k > gert::Shape::kMaxDimNum) return false;
  out->SetDimNum(0);
  for (size_t d = 0; d + 1 < q; ++d) out->AppendDim(indices.GetDim(d));
  for (size_t d = k; d < x.GetDimNum(); ++d) out->AppendDim(x.GetDim(d));
  return true;
}

}  // namespace oppkit::ops
