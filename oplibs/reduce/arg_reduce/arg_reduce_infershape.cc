// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferShape of ArgMaxV2 and ArgMin: x with the dim named by `dimension` removed (no keep_dims in CANN's IR). y's dtype
// comes from the `dtype` attr through the output's type symbol.
#include "common/op_log.h"
#include "common/reduce_axes.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputX = 0;
constexpr size_t kInputDimension = 1;

// InferShape of ArgMaxV2 and ArgMin (data-dependent on input 1, `dimension`): y = x without the dim named by the value
// of `dimension` (a scalar or a 1-element 1-D tensor, in [-rank, rank)). Without the value: rank(x) - 1 unknown dims.
// x must have rank >= 1.
ge::graphStatus InferShapeForArgReduce(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(kInputX);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  bool has_dimension = false;
  int64_t dimension = 0;
  if (ReadScalarInput(context, kInputDimension, "dimension", &has_dimension, &dimension) != ge::GRAPH_SUCCESS) {
    return ge::GRAPH_FAILED;
  }
  if (!IsUnknownRank(*x) && x->GetDimNum() == 0) {
    OPPKIT_OP_LOGE(context, "input x must have rank >= 1, got a scalar");
    return ge::GRAPH_FAILED;
  }
  if (IsUnknownRank(*x)) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  if (!has_dimension) {
    SetUnknownDims(y, x->GetDimNum() - 1);
    return ge::GRAPH_SUCCESS;
  }
  bool reduced[gert::Shape::kMaxDimNum];
  if (!MarkReducedAxes(context, "input dimension", &dimension, 1, x->GetDimNum(), reduced)) return ge::GRAPH_FAILED;
  ReduceDims(*x, reduced, false, y);
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(ArgMaxV2).InferShape(oppkit::ops::InferShapeForArgReduce).InputsDataDependency({1});
IMPL_OP(ArgMin).InferShape(oppkit::ops::InferShapeForArgReduce).InputsDataDependency({1});
