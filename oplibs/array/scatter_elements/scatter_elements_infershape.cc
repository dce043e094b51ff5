// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ScatterElements InferShape.
//
// Note [ScatterElements semantics]
// ONNX ScatterElements: y has data's shape. indices and updates have the same shape (dims merge: -1 with d gives
// d) and data's rank r >= 1; attr axis lies in [-r, r); indices.shape[d] <= data.shape[d] for d != axis (checked
// where both are known); attr reduction is one of none, add, mul, max, min. Inputs of unknown rank skip the checks
// that need their rank.
#include <cstring>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of ScatterElements; see Note [ScatterElements semantics].
ge::graphStatus InferShapeForScatterElements(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* data = context->GetInputShape(0);
  const gert::Shape* indices = context->GetInputShape(1);
  const gert::Shape* updates = context->GetInputShape(2);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, data);
  OPS_CHECK_NULL_WITH_CONTEXT(context, indices);
  OPS_CHECK_NULL_WITH_CONTEXT(context, updates);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const int64_t axis = GetIntAttr(attrs, 0, 0);
  const char* reduction = GetStrAttr(attrs, 1, "none");
  static const char* const kReductions[] = {"none", "add", "mul", "max", "min"};
  bool reduction_ok = false;
  for (const char* known : kReductions) reduction_ok = reduction_ok || std::strcmp(reduction, known) == 0;
  if (!reduction_ok) {
    OPPKIT_OP_LOGE(context, "attr reduction '%s' is not one of none, add, mul, max, min", reduction);
    return ge::GRAPH_FAILED;
  }
  // indices and updates: one shape.
  gert::Shape index_shape = *indices;
  if (IsUnknownRank(index_shape)) {
    index_shape = *updates;
  } else if (!IsUnknownRank(*updates)) {
    bool same = updates->GetDimNum() == index_shape.GetDimNum();
    for (size_t d = 0; same && d < index_shape.GetDimNum(); ++d) {
      same = MergeDim(index_shape[d], updates->GetDim(d), &index_shape[d]);
    }
    if (!same) {
      OPPKIT_OP_LOGE(context, "input updates %s must have the shape of indices %s", ShapeToString(*updates).c_str(),
                     ShapeToString(*indices).c_str());
      return ge::GRAPH_FAILED;
    }
  }
  if (!IsUnknownRank(*data)) {
    const int64_t rank = static_cast<int64_t>(data->GetDimNum());
    int64_t position = 0;
    if (!NormalizeAxis(axis, rank, &position)) {
      OPPKIT_OP_LOGE(context, "attr axis %lld is out of range for data %s", static_cast<long long>(axis),
                     ShapeToString(*data).c_str());
      return ge::GRAPH_FAILED;
    }
    if (!IsUnknownRank(index_shape)) {
      if (static_cast<int64_t>(index_shape.GetDimNum()) != rank) {
        OPPKIT_OP_LOGE(context, "input indices %s must have the rank of data %s", ShapeToString(index_shape).c_str(),
                       ShapeToString(*data).c_str());
        return ge::GRAPH_FAILED;
      }
      for (size_t d = 0; d < static_cast<size_t>(rank); ++d) {
        const int64_t index_dim = index_shape[d];
        const int64_t data_dim = data->GetDim(d);
        if (static_cast<int64_t>(d) != position && !IsUnknownDim(index_dim) && !IsUnknownDim(data_dim) &&
            index_dim > data_dim) {
          OPPKIT_OP_LOGE(context, "input indices %s exceeds data %s at dim %zu (attr axis %lld)",
                         ShapeToString(index_shape).c_str(), ShapeToString(*data).c_str(), d,
                         static_cast<long long>(axis));
          return ge::GRAPH_FAILED;
        }
      }
    }
  }
  *y = *data;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(ScatterElements).InferShape(oppkit::ops::InferShapeForScatterElements);
