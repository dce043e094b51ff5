// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Einsum -> Einsum (opset 12+): equation, one dynamic-input instance per operand.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseEinsum(const ge::Operator& op_src, ge::Operator& op_dest) {
  if (!HasAttr(op_src, "equation")) return Refuse(op_src, "Einsum needs equation");
  const auto n = static_cast<uint32_t>(NodeInputs(op_src).size());
  op_dest.SetAttr("equation", GetString(op_src, "equation", ""));
  op_dest.SetAttr("N", static_cast<int64_t>(n));
  op_dest.DynamicInputRegister("x", n);
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("Einsum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Einsum", 12, kLastOpset))
    .ParseParamsByOperatorFn(ParseEinsum)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
