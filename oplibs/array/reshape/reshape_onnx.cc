// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Reshape (opsets 11-17) -> Reshape. Reshape's 0 entries copy the input dim (allowzero = 0), which GE's
// Reshape does too (Note [Reshape semantics]); allowzero = 1 (opset 14) is refused.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseReshape(const ge::Operator& op_src, ge::Operator& op_dest) {
  (void)op_dest;
  if (GetInt(op_src, "allowzero", 0) != 0) return Refuse(op_src, "allowzero = 1 is not supported by Reshape");
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("Reshape")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Reshape"))
    .ParseParamsByOperatorFn(ParseReshape)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
