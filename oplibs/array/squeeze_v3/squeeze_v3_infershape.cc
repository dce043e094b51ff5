// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// SqueezeV3 InferShape.
//
// Note [SqueezeV3 semantics]
// Squeeze's rule (Note [Squeeze semantics]) with the axes from the value of the optional input axes (1-D int64; a
// scalar counts as one axis). Absent axes squeeze every size-1 dim. Without the value, x of known rank r and n axes
// (the length of axes, when known) give rank r - n with unknown dims (which dims go is not known); otherwise the
// rank is unknown.
#include "common/array/squeeze_common.h"
#include "common/op_log.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of SqueezeV3 (data-dependent on input 1, axes); see Note [SqueezeV3 semantics].
ge::graphStatus InferShapeForSqueezeV3(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  if (context->GetOptionalInputShape(1) == nullptr) return InferSqueezeShape(context, nullptr, 0, "input axes");
  ShapeInput axes;
  if (!ReadShapeInput(context, 1, "axes", &axes)) return ge::GRAPH_FAILED;
  if (axes.has_value) {
    int64_t values[gert::Shape::kMaxDimNum];
    if (!CopyDimIndexValues(context, axes.values, "axes", values)) return ge::GRAPH_FAILED;
    return InferSqueezeShape(context, values, axes.values.size(), "input axes");
  }
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  if (IsUnknownRank(*x) || axes.length < 0) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  if (static_cast<size_t>(axes.length) > x->GetDimNum()) {
    OPPKIT_OP_LOGE(context, "input axes has %lld entries, more than the rank of x %s",
                   static_cast<long long>(axes.length), ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  SetUnknownDims(y, x->GetDimNum() - static_cast<size_t>(axes.length));
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(SqueezeV3).InferShape(oppkit::ops::InferShapeForSqueezeV3).InputsDataDependency({1});
