// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Gemm -> MatMulV2, with Muls and Add for alpha and beta (opsets 7-17).
//
// Note [ONNX Gemm]
// Gemm(A, B, C?) is alpha * A' * B' + beta * C with A' = transA ? A^T : A, expanded as CANN's parser does: with alpha =
// beta = 1 one MatMulV2(x1 = A, x2 = B, bias = C) with transpose_x1 = transA, transpose_x2 = transB (its bias
// broadcasts onto the [M, N] output as C does); otherwise MatMulV2 `<node>/matmul` without bias, scaled by Muls
// `<node>/alpha` when alpha != 1, plus (Add `<node>/add`) C scaled by Muls `<node>/beta` when beta != 1; a beta of 0
// drops C.
#include <vector>

#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ExpandGemm(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0) || !Given(in, 1)) return Refuse(op, "Gemm needs A and B");
  const float alpha = GetFloat(op, "alpha", 1.0f);
  const float beta = GetFloat(op, "beta", 1.0f);
  const bool with_c = Given(in, 2) && beta != 0.0f;
  auto matmul = ge::op::MatMulV2("matmul")
                    .set_input_x1(in[0])
                    .set_input_x2(in[1])
                    .set_attr_transpose_x1(GetInt(op, "transA", 0) != 0)
                    .set_attr_transpose_x2(GetInt(op, "transB", 0) != 0);
  if (alpha == 1.0f && (!with_c || beta == 1.0f)) {  // one op: the node's own name
    if (with_c) matmul.set_input_bias(in[2]);
    return FinishExpansion(graph, in, {matmul});
  }
  ge::Operator product = matmul;
  if (alpha != 1.0f) product = ge::op::Muls("alpha").set_input_x(matmul).set_attr_value(alpha);
  if (!with_c) return FinishExpansion(graph, in, {product});
  ge::Operator c = in[2];
  if (beta != 1.0f) c = ge::op::Muls("beta").set_input_x(in[2]).set_attr_value(beta);
  auto sum = ge::op::Add("add").set_input_x1(product).set_input_x2(c);
  return FinishExpansion(graph, in, {sum});
}

}  // namespace

REGISTER_CUSTOM_OP("MatMulV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Gemm", kOldestOpset))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandGemm)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
