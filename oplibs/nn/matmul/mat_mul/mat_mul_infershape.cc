// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// MatMul InferShape: the 2-D matmul of MatMulV2 without the quantisation inputs (Note [Matmul shapes]).
#include "exe_graph/runtime/infer_shape_context.h"
#include "nn/matmul/mat_mul/mat_mul_host.h"
#include "nn/matmul/matmul_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferShapeForMatMul(gert::InferShapeContext* context) {
  MatMulIo io;
  if (ReadMatMulIo(context, &io) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  MatMulOperand lhs;
  MatMulOperand rhs;
  if (!MatrixOperand2D(context, "x1", *io.x1, io.transpose_x1, &lhs) ||
      !MatrixOperand2D(context, "x2", *io.x2, io.transpose_x2, &rhs)) {
    return ge::GRAPH_FAILED;
  }
  return InferMatMulOutput(context, io, lhs, rhs, "transpose");
}

}  // namespace oppkit::ops

IMPL_OP(MatMul).InferShape(oppkit::ops::InferShapeForMatMul);
