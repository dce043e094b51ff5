// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The squeeze rule of Squeeze (axes as an attr) and SqueezeV3 (axes as an input value).
//
// Note [Squeeze semantics]
// With attr axis = [] every size-1 dim is removed; then an unknown dim (which may or may not be 1) makes the
// output rank unknown. With a list, each entry (in [-r, r), negative from the end, repeats allowed) names a dim
// that must be 1: a known dim other than 1 is an error, an unknown dim is taken to be 1 and removed. An x of
// unknown rank gives an unknown rank.
#include "common/array/squeeze_common.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"

namespace oppkit::ops {

ge::graphStatus InferSqueezeShape(gert::InferShapeContext* context, const int64_t* axes, size_t axis_count,
                                  const char* axes_name) {
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
  bool remove[gert::Shape::kMaxDimNum] = {};
  if (axis_count == 0) {
    for (size_t d = 0; d < rank; ++d) {
      if (IsUnknownDim(x->GetDim(d))) {
        SetUnknownRank(y);
        return ge::GRAPH_SUCCESS;
      }
      remove[d] = x->GetDim(d) == 1;
    }
  }
  for (size_t i = 0; i < axis_count; ++i) {
    const int64_t raw = axes[i];
    int64_t axis = 0;
    if (!NormalizeAxis(raw, static_cast<int64_t>(rank), &axis)) {
      OPPKIT_OP_LOGE(context, "%s[%zu] = %lld is out of range for x %s", axes_name, i, static_cast<long long>(raw),
                     ShapeToString(*x).c_str());
      return ge::GRAPH_FAILED;
    }
    const int64_t dim = x->GetDim(static_cast<size_t>(axis));
    if (!IsUnknownDim(dim) && dim != 1) {
      OPPKIT_OP_LOGE(context, "%s[%zu] = %lld names dim %lld of x %s, which is not 1", axes_name, i,
                     static_cast<long long>(raw), static_cast<long long>(dim), ShapeToString(*x).c_str());
      return ge::GRAPH_FAILED;
    }
    remove[axis] = true;
  }
  gert::Shape out;
  out.SetDimNum(0);
  for (size_t d = 0; d < rank; ++d) {
    if (!remove[d]) out.AppendDim(x->GetDim(d));
  }
  *y = out;
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops
