// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// MatMulV2 InferShape: 2-D matmul with transpose flags and an optional bias.
#include "common/attr_utils.h"
#include "common/broadcast.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "nn/matmul/mat_mul_v2/mat_mul_v2_host.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputX1 = 0;
constexpr size_t kInputX2 = 1;
constexpr size_t kInputBias = 2;
constexpr size_t kAttrTransposeX1 = 0;
constexpr size_t kAttrTransposeX2 = 1;

// The (rows, cols) of a 2-D operand after the optional transpose; unknown for an unknown rank.
bool MatrixDims(const gert::InferShapeContext* context, const char* name, const gert::Shape& shape, bool transpose,
                int64_t* rows, int64_t* cols) {
  if (IsUnknownRank(shape)) {
    *rows = ge::UNKNOWN_DIM;
    *cols = ge::UNKNOWN_DIM;
    return true;
  }
  if (shape.GetDimNum() != 2) {
    OPPKIT_OP_LOGE(context, "input %s %s must be 2-D", name, ShapeToString(shape).c_str());
    return false;
  }
  *rows = shape.GetDim(transpose ? 1 : 0);
  *cols = shape.GetDim(transpose ? 0 : 1);
  return true;
}

}  // namespace

ge::graphStatus InferShapeForMatMulV2(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x1 = context->GetInputShape(kInputX1);
  const gert::Shape* x2 = context->GetInputShape(kInputX2);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x1);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x2);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const bool transpose_x1 = GetBoolAttr(attrs, kAttrTransposeX1, false);
  const bool transpose_x2 = GetBoolAttr(attrs, kAttrTransposeX2, false);
  int64_t m = 0;
  int64_t k1 = 0;
  int64_t k2 = 0;
  int64_t n = 0;
  if (!MatrixDims(context, "x1", *x1, transpose_x1, &m, &k1) ||
      !MatrixDims(context, "x2", *x2, transpose_x2, &k2, &n)) {
    return ge::GRAPH_FAILED;
  }
  int64_t k = 0;
  if (!MergeDim(k1, k2, &k)) {
    OPPKIT_OP_LOGE(context, "K of x1 %s (%lld) differs from K of x2 %s (%lld) (transpose_x1 %d, transpose_x2 %d)",
                   ShapeToString(*x1).c_str(), static_cast<long long>(k1), ShapeToString(*x2).c_str(),
                   static_cast<long long>(k2), transpose_x1, transpose_x2);
    return ge::GRAPH_FAILED;
  }
  gert::Shape out{m, n};
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

IMPL_OP(MatMulV2).InferShape(oppkit::ops::InferShapeForMatMulV2);
