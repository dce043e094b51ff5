// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Flatten InferShape.
//
// Note [Flatten semantics]
// ONNX Flatten: for x of rank r and axis in [-r, r] (negative: axis + r), y = [prod(x[:axis]), prod(x[axis:])]
// (an empty product is 1, so axis 0 gives [1, n]). A product is 0 if it has a 0 dim, else unknown if it has an
// unknown dim. y always has rank 2: an x of unknown rank gives [-1, -1].
#include "common/array/array_utils.h"
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Flatten; see Note [Flatten semantics].
ge::graphStatus InferShapeForFlatten(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const int64_t axis = GetIntAttr(context->GetAttrs(), 0, 1);
  if (IsUnknownRank(*x)) {
    SetUnknownDims(y, 2);
    return ge::GRAPH_SUCCESS;
  }
  const int64_t rank = static_cast<int64_t>(x->GetDimNum());
  if (axis < -rank || axis > rank) {
    OPPKIT_OP_LOGE(context, "attr axis %lld is out of range [%lld, %lld] for x %s", static_cast<long long>(axis),
                   static_cast<long long>(-rank), static_cast<long long>(rank), ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  const size_t split = static_cast<size_t>(axis < 0 ? axis + rank : axis);
  int64_t outer = 0;
  int64_t inner = 0;
  if (!DimRangeProduct(*x, 0, split, &outer) || !DimRangeProduct(*x, split, x->GetDimNum(), &inner)) {
    OPPKIT_OP_LOGE(context, "element count of x %s overflows int64", ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  y->SetDimNum(2);
  (*y)[0] = outer;
  (*y)[1] = inner;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Flatten).InferShape(oppkit::ops::InferShapeForFlatten);
