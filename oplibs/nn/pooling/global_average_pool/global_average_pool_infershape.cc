// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GlobalAveragePool InferShape: y keeps x's first two dims (N, C) and has 1 for every other dim; x must have rank
// >= 2 (ONNX: [N, C, D1..Dk]). An unknown rank stays unknown: the number of 1s is not known.
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of GlobalAveragePool: ONNX GlobalAveragePool, [N, C, D1..Dk] -> [N, C, 1..1].
ge::graphStatus InferShapeForGlobalAveragePool(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  if (IsUnknownRank(*x)) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const size_t rank = x->GetDimNum();
  if (rank < 2) {
    OPPKIT_OP_LOGE(context, "input x %s must have rank >= 2 ([N, C, spatial...])", ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  *y = *x;
  for (size_t i = 2; i < rank; ++i) (*y)[i] = 1;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(GlobalAveragePool).InferShape(oppkit::ops::InferShapeForGlobalAveragePool);
