// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX ScatterElements -> ScatterElements (opsets 11-17): axis, reduction.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseScatterElements(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("axis", GetInt(op_src, "axis", 0));
  op_dest.SetAttr("reduction", GetString(op_src, "reduction", "none"));
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("ScatterElements")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("ScatterElements"))
    .ParseParamsByOperatorFn(ParseScatterElements)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
