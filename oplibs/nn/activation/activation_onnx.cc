// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX activations -> their GE ops (opsets 11-17): Sigmoid, Softplus and HardSwish (opset 14+) without attrs to
// convert; LeakyRelu (alpha -> negative_slope), Elu (alpha), HardSigmoid (alpha, beta: ONNX's defaults 0.2 / 0.5,
// which differ from GE's). Dropout (inference: the identity) -> Dropout with dropout_ratio = ratio (opset 11's attr;
// from opset 12 the ratio is an input, which Dropout does not take: a node that gives it fails to import).
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

domi::Status ParseDropout(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("dropout_ratio", GetFloat(op_src, "ratio", 0.5f));
  return domi::SUCCESS;
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
    .OriginOpType(OnnxOpsets("Dropout"))
    .ParseParamsByOperatorFn(ParseDropout)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
