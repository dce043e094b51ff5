// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX binary elementwise ops (numpy broadcasting on both sides) -> their GE ops, opsets 11-17: Add, Sub, Mul,
// Div -> RealDiv, Pow, Equal, Less, Greater, LessOrEqual -> LessEqual and GreaterOrEqual -> GreaterEqual (opset
// 12+), And -> LogicalAnd, Or -> LogicalOr, Where -> SelectV2, and the variadic Max / Min / Sum, expanded into a
// chain of Maximum / Minimum / Add (one node for two inputs, Identity for one; broadcasting pairwise is ONNX's
// multidirectional broadcasting of all inputs).
#include <string>
#include <vector>

#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

// inputs[0] op inputs[1] op ... as a left-to-right chain of the binary GE op \p Binary.
template <typename Binary>
domi::Status ExpandVariadic(const ge::Operator& op, ge::Graph& graph) {
  const std::vector<std::string> names = NodeInputs(op);
  if (names.empty() || GivenInputs(op) != names.size()) return Refuse(op, "every input must be given");
  std::vector<ge::Operator> in = ExpansionInputs(names);
  if (in.size() == 1) return FinishExpansion(graph, in, {ge::op::Identity("step1").set_input_x(in[0])});
  // Named step1, step2, ... (the importer puts them under the node's name; one step takes the node's name).
  ge::Operator acc = in[0];
  for (size_t k = 1; k < in.size(); ++k) {
    acc = Binary(("step" + std::to_string(k)).c_str()).set_input_x1(acc).set_input_x2(in[k]);
  }
  return FinishExpansion(graph, in, {acc});
}

}  // namespace

#define OPPKIT_ONNX_BINARY(ge_op, onnx_op, first)                 \
  REGISTER_CUSTOM_OP(ge_op)                                        \
      .FrameworkType(domi::ONNX)                                   \
      .OriginOpType(OnnxOpsets(onnx_op, first, kLastOpset))        \
      .ParseParamsByOperatorFn(ParseNoAttrs)                       \
      .ImplyType(domi::ImplyType::TVM)

OPPKIT_ONNX_BINARY("Add", "Add", kFirstOpset);
OPPKIT_ONNX_BINARY("Sub", "Sub", kFirstOpset);
OPPKIT_ONNX_BINARY("Mul", "Mul", kFirstOpset);
OPPKIT_ONNX_BINARY("RealDiv", "Div", kFirstOpset);
OPPKIT_ONNX_BINARY("Pow", "Pow", kFirstOpset);
OPPKIT_ONNX_BINARY("Equal", "Equal", kFirstOpset);
OPPKIT_ONNX_BINARY("Less", "Less", kFirstOpset);
OPPKIT_ONNX_BINARY("Greater", "Greater", kFirstOpset);
OPPKIT_ONNX_BINARY("LessEqual", "LessOrEqual", 12);
OPPKIT_ONNX_BINARY("GreaterEqual", "GreaterOrEqual", 12);
OPPKIT_ONNX_BINARY("LogicalAnd", "And", kFirstOpset);
OPPKIT_ONNX_BINARY("LogicalOr", "Or", kFirstOpset);
OPPKIT_ONNX_BINARY("SelectV2", "Where", kFirstOpset);
#undef OPPKIT_ONNX_BINARY

REGISTER_CUSTOM_OP("Maximum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Max"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandVariadic<ge::op::Maximum>)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Minimum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Min"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandVariadic<ge::op::Minimum>)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Add")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Sum"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandVariadic<ge::op::Add>)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
