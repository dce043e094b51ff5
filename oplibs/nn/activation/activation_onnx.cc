// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX activations -> their GE ops (opsets 11-17; Dropout 7-17): Sigmoid, Softplus and HardSwish (opset 14+) without attrs to
// convert; LeakyRelu (alpha -> negative_slope), Elu (alpha), HardSigmoid (alpha, beta: ONNX's defaults 0.2 / 0.5,
// which differ from GE's). Dropout (inference: the identity) -> Dropout with dropout_ratio = ratio (the attr up to opset 11),
// expanded to drop the ratio and training_mode inputs of opsets 12+: GE's Dropout takes neither, and the shapes do
// not depend on them (y has x's shape, the mask output has no GE counterpart).
#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseLeakyRelu(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("negative_slope", GetFloat(op_src, "alpha", 0.01f));
  return domi::SUCCESS;
}

domi::Status ParseElu(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("alpha", GetFloat(op_src, "alpha", 1.0f));
  return domi::SUCCESS;
}

domi::Status ParseHardSigmoid(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("alpha", GetFloat(op_src, "alpha", 0.2f));
  op_dest.SetAttr("beta", GetFloat(op_src, "beta", 0.5f));
  return domi::SUCCESS;
}

domi::Status ExpandDropout(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0)) return Refuse(op, "Dropout needs its input");
  const std::vector<ge::Operator> data = {in[0]};  // the ratio and training_mode inputs have no GE counterpart
  auto dropout = ge::op::Dropout("dropout").set_input_x(in[0]).set_attr_dropout_ratio(GetFloat(op, "ratio", 0.5f));
  return FinishExpansion(graph, data, {dropout});
}

}  // namespace

OPPKIT_ONNX_NO_ATTRS("Sigmoid", "Sigmoid", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Softplus", "Softplus", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("HardSwish", "HardSwish", 14);

REGISTER_CUSTOM_OP("LeakyRelu")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("LeakyRelu"))
    .ParseParamsByOperatorFn(ParseLeakyRelu)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Elu")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Elu"))
    .ParseParamsByOperatorFn(ParseElu)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("HardSigmoid")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("HardSigmoid"))
    .ParseParamsByOperatorFn(ParseHardSigmoid)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Dropout")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Dropout", kOldestOpset))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandDropout)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
