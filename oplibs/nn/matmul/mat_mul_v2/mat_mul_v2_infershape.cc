// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// MatMulV2 InferShape: 2-D matmul with transpose flags and an optional bias (Note [Matmul shapes]).
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "nn/matmul/mat_mul_v2/mat_mul_v2_host.h"
#include "nn/matmul/matmul_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// A 2-D operand after the optional transpose; unknown matrix dims for an unknown rank.
bool MatrixOperand(const gert::InferShapeContext* context, const char* name, const gert::Shape& shape, bool transpose,
                   MatMulOperand* operand) {
  if (IsUnknownRank(shape)) {
    operand->rows = ge::UNKNOWN_DIM;
    operand->cols = ge::UNKNOWN_DIM;
    return true;
  }
  if (shape.GetDimNum() != 2) {
    OPPKIT_OP_LOGE(context, "input %s %s must be 2-D", name, ShapeToString(shape).c_str());
    return false;
  }
  SplitMatrix(shape, transpose, operand);
  return true;
}

}  // namespace

ge::graphStatus InferShapeForMatMulV2(gert::InferShapeContext* context) {
  MatMulIo io;
  if (ReadMatMulIo(context, &io) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  MatMulOperand lhs;
  MatMulOperand rhs;
  if (!MatrixOperand(context, "x1", *io.x1, io.transpose_x1, &lhs) ||
      !MatrixOperand(context, "x2", *io.x2, io.transpose_x2, &rhs)) {
    return ge::GRAPH_FAILED;
  }
  return InferMatMulOutput(context, io, lhs, rhs, "transpose");
}

}  // namespace oppkit::ops

IMPL_OP(MatMulV2).InferShape(oppkit::ops::InferShapeForMatMulV2);
