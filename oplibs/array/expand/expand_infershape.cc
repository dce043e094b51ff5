// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Expand InferShape: numpy broadcast of x and the value of input 1 (`shape`); declared data dependent.
//
// Note [Expand shape]
// y = broadcast(x, S) (Note [Broadcasting unknown dims]): a target dim of 1 keeps x's dim, unlike BroadcastTo. As in
// CANN's expand_infershape (and unlike ONNX), len(S) must be >= rank(x). Entries of S must be >= 0. Without the value,
// S is len(S) unknown dims, so y keeps x's known dims != 1 and the rest is -1; an unknown length gives an unknown rank.
#include "common/broadcast.h"
#include "common/op_log.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Expand (data-dependent on input 1, `shape`): y = numpy broadcast of x and the value of shape; see Note
// [Expand shape].
ge::graphStatus InferShapeForExpand(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  ShapeInput shape;
  if (!ReadDimsInput(context, 1, "shape", &shape)) return ge::GRAPH_FAILED;
  if (shape.length < 0) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const size_t count = static_cast<size_t>(shape.length);
  if (!IsUnknownRank(*x) && x->GetDimNum() > count) {
    OPPKIT_OP_LOGE(context, "input shape has %zu values, fewer than the rank of input x %s", count,
                   ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  gert::Shape target;
  target.SetDimNum(count);
  for (size_t i = 0; i < count; ++i) {
    target[i] = ge::UNKNOWN_DIM;
    if (!shape.has_value) continue;
    if (shape.values[i] < 0) {
      OPPKIT_OP_LOGE(context, "input shape[%zu] = %lld must be >= 0", i, static_cast<long long>(shape.values[i]));
      return ge::GRAPH_FAILED;
    }
    target[i] = shape.values[i];
  }
  size_t bad_axis = 0;
  gert::Shape out;
  if (!BroadcastShapes(*x, target, &out, &bad_axis)) {
    OPPKIT_OP_LOGE(context, "input x %s cannot broadcast with input shape %s (axis %zu)", ShapeToString(*x).c_str(),
                   ShapeToString(target).c_str(), bad_axis);
    return ge::GRAPH_FAILED;
  }
  *y = out;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Expand).InferShape(oppkit::ops::InferShapeForExpand).InputsDataDependency({1});
