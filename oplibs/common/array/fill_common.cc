// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The shape rule of Fill and FillV2 (their dims are input 0).
//
// Note [Fill shape]
// With the value of dims: y = dims, every entry >= 0 (0 gives an empty tensor). Without it: the length of the 1-D dims
// input gives y's rank, with every dim -1; an unknown length gives an unknown rank.
#include "common/array/fill_common.h"
#include "common/op_log.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"

namespace oppkit::ops {

ge::graphStatus InferShapeForFill(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  ShapeInput dims;
  if (!ReadDimsInput(context, 0, "dims", &dims)) return ge::GRAPH_FAILED;
  if (!dims.has_value) {
    if (dims.length < 0) {
      SetUnknownRank(y);
    } else {
      SetUnknownDims(y, static_cast<size_t>(dims.length));
    }
    return ge::GRAPH_SUCCESS;
  }
  y->SetDimNum(dims.values.size());
  for (size_t i = 0; i < dims.values.size(); ++i) {
    if (dims.values[i] < 0) {
      OPPKIT_OP_LOGE(context, "input dims[%zu] = %lld must be >= 0", i, static_cast<long long>(dims.values[i]));
      return ge::GRAPH_FAILED;
    }
    (*y)[i] = dims.values[i];
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops
