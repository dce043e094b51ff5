// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The unsqueeze rule of Unsqueeze (axes as an attr) and UnsqueezeV3 (axes as an input value).
//
// Note [Unsqueeze semantics]
// ONNX Unsqueeze: y has rank r + len(axes); each entry of attr axes (in [-(r + len), r + len), negative from the
// end of y, any order) is a position of y that holds a new 1; the other positions take x's dims in order. Repeated
// positions are an error. axes = [] leaves x unchanged. An x of unknown rank gives an unknown rank.
#include "common/array/unsqueeze_common.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"

namespace oppkit::ops {

ge::graphStatus InferUnsqueezeShape(gert::InferShapeContext* context, const int64_t* axes, size_t axis_count,
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
  const size_t out_rank = x->GetDimNum() + axis_count;
  if (out_rank > gert::Shape::kMaxDimNum) {
    OPPKIT_OP_LOGE(context, "output rank %zu (x %s plus %zu %s) exceeds %zu", out_rank, ShapeToString(*x).c_str(),
                   axis_count, axes_name, gert::Shape::kMaxDimNum);
    return ge::GRAPH_FAILED;
  }
  bool is_new[gert::Shape::kMaxDimNum] = {};
  for (size_t i = 0; i < axis_count; ++i) {
    const int64_t raw = axes[i];
    int64_t axis = 0;
    if (!NormalizeAxis(raw, static_cast<int64_t>(out_rank), &axis)) {
      OPPKIT_OP_LOGE(context, "%s[%zu] = %lld is out of range for the output rank %zu", axes_name, i,
                     static_cast<long long>(raw), out_rank);
      return ge::GRAPH_FAILED;
    }
    if (is_new[axis]) {
      OPPKIT_OP_LOGE(context, "%s repeats position %lld (%s[%zu] = %lld)", axes_name, static_cast<long long>(axis),
                     axes_name, i, static_cast<long long>(raw));
      return ge::GRAPH_FAILED;
    }
    is_new[axis] = true;
  }
  gert::Shape out;
  out.SetDimNum(out_rank);
  size_t source = 0;
  for (size_t d = 0; d < out_rank; ++d) out[d] = is_new[d] ? 1 : x->GetDim(source++);
  *y = out;
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops
