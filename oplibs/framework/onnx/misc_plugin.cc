// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Other ONNX ops with a one-to-one GE op (opsets 11-17): Range, NonZero (int64 [rank, nnz] indices), Einsum (opset
// 12+: equation, one dynamic-input instance per operand).
#include "framework/onnx/onnx_plugin_common.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseNonZero(const ge::Operator& op_src, ge::Operator& op_dest) {
  (void)op_src;
  op_dest.SetAttr("transpose", false);
  op_dest.SetAttr("dtype", ge::DT_INT64);
  return domi::SUCCESS;
}

domi::Status ParseEinsum(const ge::Operator& op_src, ge::Operator& op_dest) {
  if (!HasAttr(op_src, "equation")) return Refuse(op_src, "Einsum needs equation");
  const auto n = static_cast<uint32_t>(NodeInputs(op_src).size());
  op_dest.SetAttr("equation", GetString(op_src, "equation", ""));
  op_dest.SetAttr("N", static_cast<int64_t>(n));
  op_dest.DynamicInputRegister("x", n);
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("Range")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Range"))
    .ParseParamsByOperatorFn(ParseNoAttrs)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("NonZero")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("NonZero"))
    .ParseParamsByOperatorFn(ParseNonZero)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Einsum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Einsum", 12, kLastOpset))
    .ParseParamsByOperatorFn(ParseEinsum)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
