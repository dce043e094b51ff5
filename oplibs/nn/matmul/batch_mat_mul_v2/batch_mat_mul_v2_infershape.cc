// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// BatchMatMulV2 InferShape.
//
// Note [BatchMatMulV2 shapes]
// The last two dims are the matrices: x1 [..., M, K] (adj_x1: [..., K, M]) times x2 [..., K, N] (adj_x2:
// [..., N, K]). The batch dims (all but the last two) broadcast per Note [Broadcasting unknown dims]; missing
// leading batch dims count as 1, so the output rank is max(rank x1, rank x2). K must agree (an unknown K agrees
// with anything). A rank-1 operand follows numpy.matmul: x1 [K] is taken as [1, K] and x2 [K] as [K, 1], the
// added dim is dropped from the output, and adj_* does not apply to it (two vectors give a scalar). An unknown
// rank on either side gives an unknown output rank, as the batch dims of that side are unknown in number. The
// optional bias must broadcast onto y without changing it (normally [N]) and may fix an unknown dim of y.
#include "common/attr_utils.h"
#include "common/broadcast.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "nn/matmul/batch_mat_mul_v2/batch_mat_mul_v2_host.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputX1 = 0;
constexpr size_t kInputX2 = 1;
constexpr size_t kInputBias = 2;
constexpr size_t kAttrAdjX1 = 0;
constexpr size_t kAttrAdjX2 = 1;

// One operand split into its batch dims and its matrix dims (rows, cols) after the adjoint.
struct Operand {
  gert::Shape batch;
  int64_t rows = 0;
  int64_t cols = 0;
  bool is_vector = false;
};

bool SplitOperand(const gert::InferShapeContext* context, const char* name, const gert::Shape& shape, bool adjoint,
                  bool is_lhs, Operand* operand) {
  const size_t rank = shape.GetDimNum();
  if (rank == 0) {
    OPPKIT_OP_LOGE(context, "input %s must have rank >= 1, got a scalar", name);
    return false;
  }
  operand->batch.SetDimNum(0);
  if (rank == 1) {
    // numpy.matmul: a vector is a row on the left, a column on the right.
    operand->is_vector = true;
    operand->rows = is_lhs ? 1 : shape.GetDim(0);
    operand->cols = is_lhs ? shape.GetDim(0) : 1;
    return true;
  }
  for (size_t i = 0; i + 2 < rank; ++i) operand->batch.AppendDim(shape.GetDim(i));
  operand->rows = shape.GetDim(adjoint ? rank - 1 : rank - 2);
  operand->cols = shape.GetDim(adjoint ? rank - 2 : rank - 1);
  return true;
}

}  // namespace

ge::graphStatus InferShapeForBatchMatMulV2(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x1 = context->GetInputShape(kInputX1);
  const gert::Shape* x2 = context->GetInputShape(kInputX2);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x1);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x2);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const bool adj_x1 = GetBoolAttr(attrs, kAttrAdjX1, false);
  const bool adj_x2 = GetBoolAttr(attrs, kAttrAdjX2, false);
  if (IsUnknownRank(*x1) || IsUnknownRank(*x2)) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  Operand lhs;
  Operand rhs;
  if (!SplitOperand(context, "x1", *x1, adj_x1, true, &lhs) || !SplitOperand(context, "x2", *x2, adj_x2, false, &rhs)) {
    return ge::GRAPH_FAILED;
  }
  int64_t k = 0;
  if (!MergeDim(lhs.cols, rhs.rows, &k)) {
    OPPKIT_OP_LOGE(context, "K of x1 %s (%lld) differs from K of x2 %s (%lld) (adj_x1 %d, adj_x2 %d)",
                   ShapeToString(*x1).c_str(), static_cast<long long>(lhs.cols), ShapeToString(*x2).c_str(),
                   static_cast<long long>(rhs.rows), adj_x1, adj_x2);
    return ge::GRAPH_FAILED;
  }
  gert::Shape out;
  size_t bad_axis = 0;
  if (!BroadcastShapes(lhs.batch, rhs.batch, &out, &bad_axis)) {
    OPPKIT_OP_LOGE(context, "batch dims of x1 %s and x2 %s cannot be broadcast (batch axis %zu)",
                   ShapeToString(*x1).c_str(), ShapeToString(*x2).c_str(), bad_axis);
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
  *y = out;
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops

IMPL_OP(BatchMatMulV2).InferShape(oppkit::ops::InferShapeForBatchMatMulV2);
