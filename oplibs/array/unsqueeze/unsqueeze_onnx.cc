// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Unsqueeze with its axes attr (opsets 7-12) -> Unsqueeze.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseUnsqueezeAttr(const ge::Operator& op_src, ge::Operator& op_dest) {
  if (!HasAttr(op_src, "axes")) return Refuse(op_src, "Unsqueeze needs axes");
  op_dest.SetAttr("axes", GetInts(op_src, "axes"));
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("Unsqueeze")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Unsqueeze", kOldestOpset, 12))
    .ParseParamsByOperatorFn(ParseUnsqueezeAttr)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
