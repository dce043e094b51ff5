// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX InstanceNormalization (opsets 11-17) -> InstanceNorm with epsilon (ONNX's default 1e-5) and data_format
// "NCHW" (channels first, whatever the rank), as CANN's parser sets them.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseInstanceNorm(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("epsilon", GetFloat(op_src, "epsilon", 1e-5f));
  op_dest.SetAttr("data_format", "NCHW");
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("InstanceNorm")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("InstanceNormalization"))
    .ParseParamsByOperatorFn(ParseInstanceNorm)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
