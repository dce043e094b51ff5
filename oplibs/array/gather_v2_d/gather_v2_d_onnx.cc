// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Gather -> GatherV2D (opsets 7-17): axis.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseGather(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("axis", GetInt(op_src, "axis", 0));
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("GatherV2D")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Gather", kOldestOpset))
    .ParseParamsByOperatorFn(ParseGather)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
