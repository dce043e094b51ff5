// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A lower-priority package for the V1 test ops (test/integration/loader/v1_ops_test.cc): V1Over with its prototype and
// a V2 InferShape (y = x), which the V1 InferShape of the v1_ops package replaces.
#include "exe_graph/runtime/infer_shape_context.h"
#include "graph/operator_reg.h"
#include "register/op_impl_registry.h"

namespace ge {
REG_OP(V1Over).INPUT(x, "T").OUTPUT(y, "T").DATATYPE(T, TensorType({DT_FLOAT})).OP_END_FACTORY_REG(V1Over)
}  // namespace ge

namespace {
ge::graphStatus V1OverInferShape(gert::InferShapeContext* context) {
  *context->GetOutputShape(0) = *context->GetInputShape(0);
  return ge::GRAPH_SUCCESS;
}
}  // namespace

IMPL_OP(V1Over).InferShape(V1OverInferShape);
