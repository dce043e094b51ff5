// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// OneHot InferShape: inserts the depth dim into x's shape; declared data dependent on depth. y's dtype is on_value's
// (symbol "T"). ONNX's negative axes (axis + rank + 1) are normalised by the converter, as in CANN; here only -1 is
// accepted, meaning "after the last dim".
#include <cstdint>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputDepth = 1;
constexpr size_t kAttrAxis = 0;

// InferShape of OneHot (data-dependent on input 1, `depth`): y = x with a dim of size depth inserted at attr axis (in
// [-1, rank(x)]; -1 appends). depth must be >= 0; without its value the new dim is -1.
ge::graphStatus InferShapeForOneHot(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const int64_t axis = GetIntAttr(context->GetAttrs(), kAttrAxis, -1);
  bool has_depth = false;
  int64_t depth = ge::UNKNOWN_DIM;
  if (ReadScalarInput(context, kInputDepth, "depth", &has_depth, &depth) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  if (has_depth && depth < 0) {
    OPPKIT_OP_LOGE(context, "input depth = %lld must be >= 0", static_cast<long long>(depth));
    return ge::GRAPH_FAILED;
  }
  if (!has_depth) depth = ge::UNKNOWN_DIM;
  if (axis < -1) {
    OPPKIT_OP_LOGE(context, "attr axis %lld must be >= -1", static_cast<long long>(axis));
    return ge::GRAPH_FAILED;
  }
  if (IsUnknownRank(*x)) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const size_t rank = x->GetDimNum();
  if (axis > static_cast<int64_t>(rank)) {
    OPPKIT_OP_LOGE(context, "attr axis %lld is out of range [-1, %zu] for input x %s", static_cast<long long>(axis),
                   rank, ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  if (rank + 1 > gert::Shape::kMaxDimNum) {
    OPPKIT_OP_LOGE(context, "input x %s has the largest rank; y would exceed it", ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  const size_t at = axis == -1 ? rank : static_cast<size_t>(axis);
  gert::Shape out;
  out.SetDimNum(0);
  for (size_t i = 0; i < at; ++i) out.AppendDim(x->GetDim(i));
  out.AppendDim(depth);
  for (size_t i = at; i < rank; ++i) out.AppendDim(x->GetDim(i));
  *y = out;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(OneHot).InferShape(oppkit::ops::InferShapeForOneHot).InputsDataDependency({1});
