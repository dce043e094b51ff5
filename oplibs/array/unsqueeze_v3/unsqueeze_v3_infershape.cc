// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// UnsqueezeV3 InferShape.
//
// Note [UnsqueezeV3 semantics]
// Unsqueeze's rule (Note [Unsqueeze semantics]) with the axes from the value of input axes (1-D int64; a scalar
// counts as one axis). Without the value, x of known rank r and n axes (the length of axes, when known) give rank
// r + n with unknown dims (where the new 1s go is not known); otherwise the rank is unknown.
#include "common/array/unsqueeze_common.h"
#include "common/op_log.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of UnsqueezeV3 (data-dependent on input 1, axes); see Note [UnsqueezeV3 semantics].
ge::graphStatus InferShapeForUnsqueezeV3(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  ShapeInput axes;
  if (!ReadShapeInput(context, 1, "axes", &axes)) return ge::GRAPH_FAILED;
  if (axes.has_value) {
    int64_t values[gert::Shape::kMaxDimNum];
    if (!CopyDimIndexValues(context, axes.values, "axes", values)) return ge::GRAPH_FAILED;
    return InferUnsqueezeShape(context, values, axes.values.size(), "input axes");
  }
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  if (IsUnknownRank(*x) || axes.length < 0) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const size_t out_rank = x->GetDimNum() + static_cast<size_t>(axes.length);
  if (!SetUnknownDims(y, out_rank)) {
    OPPKIT_OP_LOGE(context, "output rank %zu (x %s plus %lld axes) exceeds %zu", out_rank, ShapeToString(*x).c_str(),
                   static_cast<long long>(axes.length), gert::Shape::kMaxDimNum);
    return ge::GRAPH_FAILED;
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(UnsqueezeV3).InferShape(oppkit::ops::InferShapeForUnsqueezeV3).InputsDataDependency({1});
