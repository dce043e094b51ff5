// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX CumSum -> Cumsum (opsets 11-17): exclusive and reverse.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseCumSum(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("exclusive", GetInt(op_src, "exclusive", 0) != 0);
  op_dest.SetAttr("reverse", GetInt(op_src, "reverse", 0) != 0);
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("Cumsum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("CumSum"))
    .ParseParamsByOperatorFn(ParseCumSum)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
