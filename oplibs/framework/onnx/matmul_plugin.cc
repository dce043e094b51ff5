// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX MatMul -> BatchMatMulV2, Gemm -> MatMulV2 (opsets 11-17).
//
// Note [ONNX matmul]
// MatMul has numpy semantics (any ranks, broadcast batch dims, 1-D operands), which BatchMatMulV2 implements; the
// ranks are not known while parsing, so every MatMul becomes BatchMatMulV2 (a 2-D one computes what MatMulV2
// would). Gemm(A, B, C?) is alpha * A' * B' + beta * C with A' = transA ? A^T : A: MatMulV2(x1 = A, x2 = B,
// bias = C) with transpose_x1 = transA, transpose_x2 = transB (its bias broadcasts onto the [M, N] output as C
// does). alpha or beta other than 1 scale the values, which MatMulV2 cannot express: such a Gemm is refused.
#include "framework/onnx/onnx_plugin_common.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseGemm(const ge::Operator& op_src, ge::Operator& op_dest) {
  const float alpha = GetFloat(op_src, "alpha", 1.0f);
  const float beta = GetFloat(op_src, "beta", 1.0f);
  if (alpha != 1.0f || (beta != 1.0f && GivenInputs(op_src) > 2)) {
    return Refuse(op_src, "alpha %g / beta %g: only alpha = beta = 1 maps onto MatMulV2", alpha, beta);
  }
  op_dest.SetAttr("transpose_x1", GetInt(op_src, "transA", 0) != 0);
  op_dest.SetAttr("transpose_x2", GetInt(op_src, "transB", 0) != 0);
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("BatchMatMulV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("MatMul"))
    .ParseParamsByOperatorFn(ParseNoAttrs)
    .ImplyType(domi::ImplyType::TVM);

REGISTER_CUSTOM_OP("MatMulV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Gemm"))
    .ParseParamsByOperatorFn(ParseGemm)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
