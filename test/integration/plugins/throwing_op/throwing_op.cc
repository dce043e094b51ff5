// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// libthrowing_op.so: an op whose InferShape breaks the rule that op functions never throw. The core must turn
// the exception into an infer.op_threw error naming package, op and function.
#include <stdexcept>

#include "exe_graph/runtime/infer_shape_context.h"
#include "graph/operator_reg.h"
#include "register/op_impl_registry.h"

namespace ge {
REG_OP(ThrowingOp)
    .INPUT(x, TensorType({DT_FLOAT}))
    .OUTPUT(y, TensorType({DT_FLOAT}))
    .OP_END_FACTORY_REG(ThrowingOp)
}  // namespace ge

namespace {

ge::graphStatus InferShapeThrows(gert::InferShapeContext*) { throw std::runtime_error("ThrowingOp cannot infer"); }

}  // namespace

IMPL_OP(ThrowingOp).InferShape(InferShapeThrows);
