// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Concat -> ConcatD (opsets 7-17): Concat(inputs..., axis) is ConcatD with concat_dim = axis and one instance
// of its dynamic input x per ONNX input (N = their count).
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseConcat(const ge::Operator& op_src, ge::Operator& op_dest) {
  if (!HasAttr(op_src, "axis")) return Refuse(op_src, "Concat needs axis");
  const auto n = static_cast<uint32_t>(NodeInputs(op_src).size());
  op_dest.SetAttr("concat_dim", GetInt(op_src, "axis", 0));
  op_dest.SetAttr("N", static_cast<int64_t>(n));
  op_dest.DynamicInputRegister("x", n);
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("ConcatD")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Concat", kOldestOpset))
    .ParseParamsByOperatorFn(ParseConcat)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
