// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferShape of ScatterNdUpdate, ScatterNdAdd and ScatterNdMul.
//
// Note [ScatterNd shape]
// The output is var, so it has var's shape. The inputs must fit each other as TensorFlow's and ONNX's ScatterND
// require: indices has rank q >= 1 and tuples of length k = indices.shape[-1] <= rank r of var, and updates has the
// shape indices.shape[:-1] + var.shape[k:] (rank q - 1 + r - k). Each of these is checked where the dims involved are
// known; an unknown dim or rank matches anything.
#include "common/array/gather_common.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// Checks updates against var and indices (Note [ScatterNd shape]); false after logging.
bool UpdatesFit(gert::InferShapeContext* context, const gert::Shape& var, const gert::Shape& indices,
                const gert::Shape& updates) {
  if (IsUnknownRank(indices)) return true;
  const size_t q = indices.GetDimNum();
  if (q == 0) {
    OPPKIT_OP_LOGE(context, "input indices must have rank >= 1, got a scalar");
    return false;
  }
  const int64_t k = indices.GetDim(q - 1);
  if (IsUnknownDim(k) || IsUnknownRank(var)) return true;
  const size_t r = var.GetDimNum();
  if (k > static_cast<int64_t>(r)) {
    OPPKIT_OP_LOGE(context, "input indices %s has index tuples of length %lld, more than the rank of var %s",
                   ShapeToString(indices).c_str(), static_cast<long long>(k), ShapeToString(var).c_str());
    return false;
  }
  if (IsUnknownRank(updates)) return true;
  gert::Shape expected;
  if (!IndexTupleSlicesShape(var, indices, &expected)) return true;  // no rank-25 updates to compare with
  bool fits = updates.GetDimNum() == expected.GetDimNum();
  for (size_t d = 0; fits && d < expected.GetDimNum(); ++d) {
    const int64_t a = updates.GetDim(d);
    const int64_t b = expected.GetDim(d);
    fits = IsUnknownDim(a) || IsUnknownDim(b) || a == b;
  }
  if (!fits) {
    OPPKIT_OP_LOGE(context, "input updates %s must have the shape %s (indices %s, var %s)",
                   ShapeToString(updates).c_str(), ShapeToString(expected).c_str(), ShapeToString(indices).c_str(),
                   ShapeToString(var).c_str());
  }
  return fits;
}

// InferShape of ScatterNdUpdate, ScatterNdAdd, ScatterNdMul; see Note [ScatterNd shape].
ge::graphStatus InferShapeForScatterNd(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* var = context->GetInputShape(0);
  const gert::Shape* indices = context->GetInputShape(1);
  const gert::Shape* updates = context->GetInputShape(2);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, var);
  OPS_CHECK_NULL_WITH_CONTEXT(context, indices);
  OPS_CHECK_NULL_WITH_CONTEXT(context, updates);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  if (!UpdatesFit(context, *var, *indices, *updates)) return ge::GRAPH_FAILED;
  *y = *var;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(ScatterNdUpdate).InferShape(oppkit::ops::InferShapeForScatterNd);
IMPL_OP(ScatterNdAdd).InferShape(oppkit::ops::InferShapeForScatterNd);
IMPL_OP(ScatterNdMul).InferShape(oppkit::ops::InferShapeForScatterNd);
