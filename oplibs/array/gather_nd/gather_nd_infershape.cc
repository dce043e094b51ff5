// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GatherNd InferShape.
//
// Note [GatherNd shape]
// TensorFlow's GatherNd (ONNX GatherND with batch_dims 0): indices has rank q >= 1 and its last dim k, the length of
// each index tuple, is at most x's rank r; y = indices.shape[:-1] + x.shape[k:], of rank q - 1 + r - k. Without k
// (an unknown last dim of indices) or r, y's rank is unknown; an unknown dim of x or indices stays unknown in y.
#include "common/array/gather_common.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of GatherNd; see Note [GatherNd shape].
ge::graphStatus InferShapeForGatherNd(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  const gert::Shape* indices = context->GetInputShape(1);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, indices);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  if (!IsUnknownRank(*indices) && indices->GetDimNum() == 0) {
    OPPKIT_OP_LOGE(context, "input indices must have rank >= 1, got a scalar");
    return ge::GRAPH_FAILED;
  }
  if (IsUnknownRank(*indices) || IsUnknownRank(*x) || IsUnknownDim(indices->GetDim(indices->GetDimNum() - 1))) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const size_t q = indices->GetDimNum();
  const size_t r = x->GetDimNum();
  const int64_t k = indices->GetDim(q - 1);
  if (k > static_cast<int64_t>(r)) {
    OPPKIT_OP_LOGE(context, "input indices %s has index tuples of length %lld, more than the rank of x %s",
                   ShapeToString(*indices).c_str(), static_cast<long long>(k), ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  if (!IndexTupleSlicesShape(*x, *indices, y)) {
    OPPKIT_OP_LOGE(context, "output rank %zu exceeds the maximum rank %zu", q - 1 + r - static_cast<size_t>(k),
                   gert::Shape::kMaxDimNum);
    return ge::GRAPH_FAILED;
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(GatherNd).InferShape(oppkit::ops::InferShapeForGatherNd);
