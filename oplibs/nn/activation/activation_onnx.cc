// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX activations -> their GE ops (opsets 11-17; Dropout 7-17): Sigmoid, Softplus and HardSwish (opset 14+) without
// attrs to convert; LeakyRelu (alpha -> negative_slope), Elu (alpha), HardSigmoid (alpha, beta: ONNX's defaults 0.2 /
// 0.5, which differ from GE's). Dropout (inference: the identity) -> Dropout with dropout_ratio = ratio (the attr up to
// opset 11), expanded to drop the ratio and training_mode inputs of opsets 12+: GE's Dropout takes neither, and the
// shapes do not depend on them (y has x's shape). Its mask output, where the node declares one (torch's F.dropout with
// the default training=True exports it), is all true at inference: Fill(Shape(x), true), a bool tensor of x's shape.
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
  const std::vector<std::string> outputs = NodeOutputs(op);
  if (outputs.size() < 2 || outputs[1].empty()) return FinishExpansion(graph, data, {dropout});
  const uint8_t kTrue = 1;
  const ge::TensorDesc bool_scalar(ge::Shape(std::vector<int64_t>{}), ge::FORMAT_ND, ge::DT_BOOL);
  auto all_true = ge::op::Const("mask_value").set_attr_value(ge::Tensor(bool_scalar, &kTrue, 1));
  auto shape = ge::op::Shape("mask_shape").set_input_x(in[0]).set_attr_dtype(ge::DT_INT64);
  auto mask = ge::op::Fill("mask").set_input_dims(shape).set_input_value(all_true);
  return FinishExpansion(graph, data, {dropout, mask});
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
