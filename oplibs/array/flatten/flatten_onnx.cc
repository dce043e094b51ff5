// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Flatten -> Flatten (opsets 7-17): axis.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseFlatten(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("axis", GetInt(op_src, "axis", 1));
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("Flatten")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Flatten", kOldestOpset))
    .ParseParamsByOperatorFn(ParseFlatten)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
