// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX activations with parameters (opsets 11-17): LeakyRelu (alpha -> negative_slope), Elu (alpha), HardSigmoid
// (alpha, beta: ONNX's defaults 0.2 / 0.5, which differ from GE's), and Clip -> ClipByValue (min and max are inputs
// from opset 11; ClipByValue needs both, so a Clip that omits one fails to import).
#include "framework/onnx/onnx_plugin_common.h"

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

}  // namespace

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
REGISTER_CUSTOM_OP("ClipByValue")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Clip"))
    .ParseParamsByOperatorFn(ParseNoAttrs)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
