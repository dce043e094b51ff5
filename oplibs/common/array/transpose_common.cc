// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The permutation rule of Transpose (perm as an input value) and TransposeD (perm as an attr): Note [Transpose
// semantics] in array/transpose/transpose_infershape.cc.
#include "common/array/transpose_common.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputX = 0;

}  // namespace

ge::graphStatus InferTransposeShape(gert::InferShapeContext* context, const int64_t* perm, size_t out_rank,
                                    const char* perm_name) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(kInputX);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const bool rank_known = !IsUnknownRank(*x);
  if (rank_known && out_rank != x->GetDimNum()) {
    OPPKIT_OP_LOGE(context, "%s has %zu entries but x %s has rank %zu", perm_name, out_rank, ShapeToString(*x).c_str(),
                   x->GetDimNum());
    return ge::GRAPH_FAILED;
  }
  if (out_rank > gert::Shape::kMaxDimNum) {
    OPPKIT_OP_LOGE(context, "%s has %zu entries, more than the maximum rank %zu", perm_name, out_rank,
                   gert::Shape::kMaxDimNum);
    return ge::GRAPH_FAILED;
  }
  bool seen[gert::Shape::kMaxDimNum] = {};
  gert::Shape out;
  for (size_t i = 0; i < out_rank; ++i) {
    int64_t axis = 0;
    if (!NormalizeAxis(perm[i], static_cast<int64_t>(out_rank), &axis)) {
      OPPKIT_OP_LOGE(context, "%s[%zu] = %lld is out of range for rank %zu", perm_name, i,
                     static_cast<long long>(perm[i]), out_rank);
      return ge::GRAPH_FAILED;
    }
    if (seen[axis]) {
      OPPKIT_OP_LOGE(context, "%s names axis %lld twice", perm_name, static_cast<long long>(axis));
      return ge::GRAPH_FAILED;
    }
    seen[axis] = true;
    out.AppendDim(rank_known ? x->GetDim(static_cast<size_t>(axis)) : ge::UNKNOWN_DIM);
  }
  *y = out;
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops
