// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// libdup_second.so: DupOp again, with its prototype, another InferShape (y = [1]) and a Tiling.
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tiling_context.h"
#include "graph/operator_reg.h"
#include "register/op_impl_registry.h"

namespace ge {
REG_OP(DupOp)
    .INPUT(x, TensorType({DT_FLOAT}))
    .OUTPUT(y, TensorType({DT_FLOAT}))
    .OP_END_FACTORY_REG(DupOp)
}  // namespace ge

namespace {

ge::graphStatus InferShapeOne(gert::InferShapeContext* context) {
  gert::Shape* y = context->GetOutputShape(0);
  if (y == nullptr) return ge::GRAPH_FAILED;
  y->SetDimNum(1);
  y->SetDim(0, 1);
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus TilingForDupOp(gert::TilingContext* context) { return ge::GRAPH_SUCCESS; }

}  // namespace

IMPL_OP(DupOp).InferShape(InferShapeOne).Tiling(TilingForDupOp);
