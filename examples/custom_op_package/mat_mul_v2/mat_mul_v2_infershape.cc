// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// acme's InferShape for the built-in MatMulV2: the shape rule of the built-in, plus the limit of acme's matrix
// kernel.
//
// Note [Overriding one function of a built-in op]
// This package registers ONLY MatMulV2's InferShape (no REG_OP: the prototype stays the built-in one). The
// registry merges per function (CANN's rule): a package loaded with higher priority (a vendor in config.ini, or a
// directory in ASCEND_CUSTOM_OPP_PATH) wins for the functions it provides, and everything else - here the built-in
// InferDataType, which widens int8 to int32 - stays in force. `oppkit show MatMulV2` prints the package of each
// function and the registration it overrode.
//
// The rule: x1 [M, K] ([K, M] with transpose_x1) times x2 [K, N] ([N, K] with transpose_x2) gives y [M, N]; -1 dims
// stay unknown, an unknown-rank input gives [-1, -1] where its dims are needed. A known K above kAcmeMatMulMaxK is
// refused: acme's kernel keeps K in a 16-bit loop counter. An optional bias must be [N].
#include <string>

#include "framework/common/debug/ge_log.h"
#include "mat_mul_v2/mat_mul_v2_limits.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace acme {
namespace {

constexpr size_t kMatMulInputX1 = 0;
constexpr size_t kMatMulInputX2 = 1;
constexpr size_t kMatMulInputBias = 2;  // OPTIONAL_INPUT
constexpr size_t kMatMulAttrTransposeX1 = 0;
constexpr size_t kMatMulAttrTransposeX2 = 1;

bool GetBoolAttr(const gert::InferShapeContext* context, size_t index) {
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const bool* value = attrs == nullptr ? nullptr : attrs->GetBool(index);
  return value != nullptr && *value;
}

/// The (rows, cols) of a 2-D operand after its transpose flag; false if the rank is known and not 2.
bool Operand(const gert::Shape& shape, bool transpose, int64_t* rows, int64_t* cols) {
  if (shape.GetDimNum() == 1 && shape.GetDim(0) == -2) {
    *rows = -1;
    *cols = -1;
    return true;
  }
  if (shape.GetDimNum() != 2) return false;
  *rows = shape.GetDim(transpose ? 1 : 0);
  *cols = shape.GetDim(transpose ? 0 : 1);
  return true;
}

ge::graphStatus InferShapeForMatMulV2OnAcme(gert::InferShapeContext* context) {
  const gert::Shape* x1 = context->GetRequiredInputShape(kMatMulInputX1);
  const gert::Shape* x2 = context->GetRequiredInputShape(kMatMulInputX2);
  const gert::Shape* bias = context->GetOptionalInputShape(kMatMulInputBias);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x1);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x2);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  int64_t m = 0;
  int64_t k1 = 0;
  int64_t k2 = 0;
  int64_t n = 0;
  if (!Operand(*x1, GetBoolAttr(context, kMatMulAttrTransposeX1), &m, &k1) ||
      !Operand(*x2, GetBoolAttr(context, kMatMulAttrTransposeX2), &k2, &n)) {
    GELOGE(ge::PARAM_INVALID, "MatMulV2 '%s' (acme): x1 and x2 must be 2-D", context->GetNodeName());
    return ge::GRAPH_FAILED;
  }
  if (k1 >= 0 && k2 >= 0 && k1 != k2) {
    GELOGE(ge::PARAM_INVALID, "MatMulV2 '%s' (acme): K of x1 (%lld) and x2 (%lld) differ", context->GetNodeName(),
           static_cast<long long>(k1), static_cast<long long>(k2));
    return ge::GRAPH_FAILED;
  }
  const int64_t k = k1 >= 0 ? k1 : k2;
  if (k > kAcmeMatMulMaxK) {
    GELOGE(ge::PARAM_INVALID, "MatMulV2 '%s' (acme): K=%lld exceeds the acme kernel limit %lld", context->GetNodeName(),
           static_cast<long long>(k), static_cast<long long>(kAcmeMatMulMaxK));
    return ge::GRAPH_FAILED;
  }
  if (bias != nullptr && !(bias->GetDimNum() == 1 && bias->GetDim(0) == -2)) {
    const bool ok = bias->GetDimNum() == 1 && (bias->GetDim(0) == -1 || n == -1 || bias->GetDim(0) == n);
    if (!ok) {
      GELOGE(ge::PARAM_INVALID, "MatMulV2 '%s' (acme): bias must be [N] with N=%lld", context->GetNodeName(),
             static_cast<long long>(n));
      return ge::GRAPH_FAILED;
    }
    if (n == -1) n = bias->GetDim(0);
  }
  y->SetDimNum(2);
  y->SetDim(0, m);
  y->SetDim(1, n);
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace acme

IMPL_OP(MatMulV2).InferShape(acme::InferShapeForMatMulV2OnAcme);
