// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// librepass_op.so: ops whose InferShape returns GRAPH_NODE_NEED_REPASS, for the InferShape pass's re-pass
// (docs/formats.md §6.3): RepassTwice asks for a re-pass on its first two calls for a node, then forwards x's shape;
// RepassForever always asks. The calls are counted per node name, so each test names its nodes apart.
#include <map>
#include <mutex>
#include <string>

#include "exe_graph/runtime/infer_shape_context.h"
#include "graph/ge_error_codes.h"
#include "graph/operator_reg.h"
#include "register/op_impl_registry.h"

namespace ge {
REG_OP(RepassTwice)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16}))
    .OP_END_FACTORY_REG(RepassTwice)

REG_OP(RepassForever)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16}))
    .OP_END_FACTORY_REG(RepassForever)
}  // namespace ge

namespace {

// The calls so far for the node of \p context, this one included.
int CountCall(gert::InferShapeContext* context) {
  static std::mutex mutex;
  static std::map<std::string, int> calls;
  const std::lock_guard<std::mutex> lock(mutex);
  const char* name = context->GetNodeName();
  return ++calls[name == nullptr ? "" : name];
}

ge::graphStatus InferShapeRepassTwice(gert::InferShapeContext* context) {
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  if (x == nullptr || y == nullptr) return ge::GRAPH_FAILED;
  const int call = CountCall(context);
  if (call <= 2) {
    // Not final yet: a placeholder the pass must not hand to the consumers.
    y->SetDimNum(1);
    y->SetDim(0, call);
    return ge::GRAPH_NODE_NEED_REPASS;
  }
  *y = *x;
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferShapeRepassForever(gert::InferShapeContext* context) {
  gert::Shape* y = context->GetOutputShape(0);
  if (y == nullptr) return ge::GRAPH_FAILED;
  y->SetDimNum(1);
  y->SetDim(0, CountCall(context));
  return ge::GRAPH_NODE_NEED_REPASS;
}

}  // namespace

IMPL_OP(RepassTwice).InferShape(InferShapeRepassTwice);
IMPL_OP(RepassForever).InferShape(InferShapeRepassForever);
