// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX GatherElements -> GatherElements (opsets 11-17): axis -> dim.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseGatherElements(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("dim", GetInt(op_src, "axis", 0));
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("GatherElements")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("GatherElements"))
    .ParseParamsByOperatorFn(ParseGatherElements)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
