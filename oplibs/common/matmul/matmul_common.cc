// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The shared InferShape logic of MatMulV2 and BatchMatMulV2; see Note [Matmul shapes].
#include "common/matmul/matmul_common.h"

#include "common/attr_utils.h"
#include "common/broadcast.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputX1 = 0;
constexpr size_t kInputX2 = 1;
constexpr size_t kInputBias = 2;
constexpr size_t kAttrTransposeX1 = 0;
constexpr size_t kAttrTransposeX2 = 1;

}  // namespace

ge::graphStatus ReadMatMulIo(gert::InferShapeContext* context, MatMulIo* io) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x1 = context->GetInputShape(kInputX1);
  const gert::Shape* x2 = context->GetInputShape(kInputX2);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x1);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x2);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  *io = MatMulIo{x1, x2, y, GetBoolAttr(attrs, kAttrTransposeX1, false), GetBoolAttr(attrs, kAttrTransposeX2, false)};
  return ge::GRAPH_SUCCESS;
}

void SplitMatrix(const gert::Shape& shape, bool transpose, MatMulOperand* operand) {
  const size_t rank = shape.GetDimNum();
  operand->batch.SetDimNum(0);
  for (size_t i = 0; i + 2 < rank; ++i) operand->batch.AppendDim(shape.GetDim(i));
  operand->rows = shape.GetDim(transpose ? rank - 1 : rank - 2);
  operand->cols = shape.GetDim(transpose ? rank - 2 : rank - 1);
  operand->is_vector = false;
}

bool MatrixOperand2D(const gert::InferShapeContext* context, const char* name, const gert::Shape& shape, bool transpose,
                     MatMulOperand* operand) {
  if (IsUnknownRank(shape)) {
    operand->batch.SetDimNum(0);
    operand->rows = ge::UNKNOWN_DIM;
    operand->cols = ge::UNKNOWN_DIM;
    operand->is_vector = false;
    return true;
  }
  if (shape.GetDimNum() != 2) {
    OPPKIT_OP_LOGE(context, "input %s %s must be 2-D", name, ShapeToString(shape).c_str());
    return false;
  }
  SplitMatrix(shape, transpose, operand);
  return true;
}

bool BatchOperand(const gert::InferShapeContext* context, const char* name, const gert::Shape& shape, bool adjoint,
                  bool is_lhs, bool allow_vector, MatMulOperand* operand) {
  const size_t rank = shape.GetDimNum();
  if (rank == 0 || (rank == 1 && !allow_vector)) {
    OPPKIT_OP_LOGE(context, "input %s %s must have rank >= %d", name, ShapeToString(shape).c_str(),
                   allow_vector ? 1 : 2);
    return false;
  }
  if (rank == 1) {
    operand->batch.SetDimNum(0);
    operand->is_vector = true;
    operand->rows = is_lhs ? 1 : shape.GetDim(0);
    operand->cols = is_lhs ? shape.GetDim(0) : 1;
    return true;
  }
  SplitMatrix(shape, adjoint, operand);
  return true;
}

ge::graphStatus InferMatMulOutput(gert::InferShapeContext* context, const MatMulIo& io, const MatMulOperand& lhs,
                                  const MatMulOperand& rhs, const char* flag_prefix) {
  int64_t k = 0;
  if (!MergeDim(lhs.cols, rhs.rows, &k)) {
    OPPKIT_OP_LOGE(context, "K of x1 %s (%lld) differs from K of x2 %s (%lld) (%s_x1 %d, %s_x2 %d)",
                   ShapeToString(*io.x1).c_str(), static_cast<long long>(lhs.cols), ShapeToString(*io.x2).c_str(),
                   static_cast<long long>(rhs.rows), flag_prefix, io.transpose_x1, flag_prefix, io.transpose_x2);
    return ge::GRAPH_FAILED;
  }
  gert::Shape out;
  size_t bad_axis = 0;
  if (!BroadcastShapes(lhs.batch, rhs.batch, &out, &bad_axis)) {
    OPPKIT_OP_LOGE(context, "batch dims of x1 %s and x2 %s cannot be broadcast (batch axis %zu)",
                   ShapeToString(*io.x1).c_str(), ShapeToString(*io.x2).c_str(), bad_axis);
    return ge::GRAPH_FAILED;
  }
  if (!lhs.is_vector) out.AppendDim(lhs.rows);
  if (!rhs.is_vector) out.AppendDim(rhs.cols);
  const gert::Shape* bias = context->GetOptionalInputShape(kInputBias);
  if (bias != nullptr && !BroadcastOnto(*bias, &out)) {
    OPPKIT_OP_LOGE(context, "input bias %s cannot be broadcast to the output %s", ShapeToString(*bias).c_str(),
                   ShapeToString(out).c_str());
    return ge::GRAPH_FAILED;
  }
  *io.y = out;
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferShapeForMatMulV2(gert::InferShapeContext* context) {
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
