// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// PRelu InferShape.
//
// Note [PRelu shape]
// y has x's shape. weight must broadcast to x without changing it (ONNX's unidirectional broadcasting): aligned from
// the right, each known weight dim is 1 or x's dim, and weight has at most x's rank. CANN's channel form, a 1-D weight
// of C values for an x [N, C, ...], is also accepted (the slopes apply along dim 1). A check that needs an unknown dim
// passes.
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// Whether \p weight broadcasts to \p x unidirectionally (Note [PRelu shape]).
bool BroadcastsTo(const gert::Shape& weight, const gert::Shape& x) {
  if (weight.GetDimNum() > x.GetDimNum()) return false;
  const size_t offset = x.GetDimNum() - weight.GetDimNum();
  for (size_t d = 0; d < weight.GetDimNum(); ++d) {
    const int64_t w = weight.GetDim(d);
    const int64_t v = x.GetDim(offset + d);
    if (w != 1 && !IsUnknownDim(w) && !IsUnknownDim(v) && w != v) return false;
  }
  return true;
}

// InferShape of PRelu; see Note [PRelu shape].
ge::graphStatus InferShapeForPRelu(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  const gert::Shape* weight = context->GetInputShape(1);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, weight);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  if (!IsUnknownRank(*x) && !IsUnknownRank(*weight)) {
    const bool per_channel = weight->GetDimNum() == 1 && x->GetDimNum() >= 2 &&
                             (IsUnknownDim(weight->GetDim(0)) || IsUnknownDim(x->GetDim(1)) ||
                              weight->GetDim(0) == x->GetDim(1));
    if (!per_channel && !BroadcastsTo(*weight, *x)) {
      OPPKIT_OP_LOGE(context, "input weight %s does not broadcast to x %s", ShapeToString(*weight).c_str(),
                     ShapeToString(*x).c_str());
      return ge::GRAPH_FAILED;
    }
  }
  *y = *x;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(PRelu).InferShape(oppkit::ops::InferShapeForPRelu);
