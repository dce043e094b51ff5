// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Squeeze with its axes attr (opsets 7-12) -> Squeeze.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseSqueezeAttr(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("axis", GetInts(op_src, "axes"));
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("Squeeze")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Squeeze", kOldestOpset, 12))
    .ParseParamsByOperatorFn(ParseSqueezeAttr)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
