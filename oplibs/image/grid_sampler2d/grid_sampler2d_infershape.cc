// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GridSampler2D InferShape.
//
// Note [GridSampler2D shape]
// x is [N, C, H, W] and grid [N, Ho, Wo, 2] (the x, y sampling point of each output pixel); N must agree where known.
// y is [N, C, Ho, Wo]: N from either input, C from x, Ho and Wo from grid.
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of GridSampler2D; see Note [GridSampler2D shape].
ge::graphStatus InferShapeForGridSampler2D(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  const gert::Shape* grid = context->GetInputShape(1);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, grid);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  if (!IsUnknownRank(*x) && x->GetDimNum() != 4) {
    OPPKIT_OP_LOGE(context, "input x %s must be [N, C, H, W]", ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  if (!IsUnknownRank(*grid) &&
      (grid->GetDimNum() != 4 || (!IsUnknownDim(grid->GetDim(3)) && grid->GetDim(3) != 2))) {
    OPPKIT_OP_LOGE(context, "input grid %s must be [N, Ho, Wo, 2]", ShapeToString(*grid).c_str());
    return ge::GRAPH_FAILED;
  }
  int64_t batch = IsUnknownRank(*x) ? ge::UNKNOWN_DIM : x->GetDim(0);
  if (!IsUnknownRank(*grid) && !MergeDim(batch, grid->GetDim(0), &batch)) {
    OPPKIT_OP_LOGE(context, "inputs x %s and grid %s disagree on the batch", ShapeToString(*x).c_str(),
                   ShapeToString(*grid).c_str());
    return ge::GRAPH_FAILED;
  }
  y->SetDimNum(4);
  (*y)[0] = batch;
  (*y)[1] = IsUnknownRank(*x) ? ge::UNKNOWN_DIM : x->GetDim(1);
  (*y)[2] = IsUnknownRank(*grid) ? ge::UNKNOWN_DIM : grid->GetDim(1);
  (*y)[3] = IsUnknownRank(*grid) ? ge::UNKNOWN_DIM : grid->GetDim(2);
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(GridSampler2D).InferShape(oppkit::ops::InferShapeForGridSampler2D);
