// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// BroadcastTo InferShape: the value of input 1 (`shape`) is y's shape; declared data dependent.
//
// Note [BroadcastTo shape]
// With the value S of shape: y = S, where an entry -1 takes the x dim aligned with it from the right (unknown if x has
// no such dim); entries < -1 are errors. x must broadcast onto y one-directionally: rank(x) <= len(S) and each aligned
// x dim is 1 or equal to the y dim (Note [Broadcasting unknown dims]; a known x dim != 1 also fixes an unknown y dim).
// Without the value: len(S) unknown dims, refined by x the same way; an unknown length gives an unknown rank.
#include "common/broadcast.h"
#include "common/op_log.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of BroadcastTo (data-dependent on input 1, `shape`): y's shape is the value of shape, onto which x must
// broadcast; see Note [BroadcastTo shape].
ge::graphStatus InferShapeForBroadcastTo(gert::InferShapeContext* context) {
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
  const bool x_known_rank = !IsUnknownRank(*x);
  if (x_known_rank && x->GetDimNum() > count) {
    OPPKIT_OP_LOGE(context, "input x %s has more dims than input shape (%zu values)", ShapeToString(*x).c_str(), count);
    return ge::GRAPH_FAILED;
  }
  gert::Shape out;
  out.SetDimNum(count);
  for (size_t i = 0; i < count; ++i) {
    int64_t dim = ge::UNKNOWN_DIM;
    if (shape.has_value) {
      dim = shape.values[i];
      if (dim < -1) {
        OPPKIT_OP_LOGE(context, "input shape[%zu] = %lld is invalid (>= -1 expected)", i, static_cast<long long>(dim));
        return ge::GRAPH_FAILED;
      }
      const size_t offset = count - i;  // position from the right, 1-based
      if (dim == -1 && x_known_rank && offset <= x->GetDimNum()) dim = x->GetDim(x->GetDimNum() - offset);
    }
    out[i] = dim;
  }
  if (!BroadcastOnto(*x, &out)) {
    OPPKIT_OP_LOGE(context, "input x %s cannot broadcast to input shape %s", ShapeToString(*x).c_str(),
                   ShapeToString(out).c_str());
    return ge::GRAPH_FAILED;
  }
  *y = out;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(BroadcastTo).InferShape(oppkit::ops::InferShapeForBroadcastTo).InputsDataDependency({1});
