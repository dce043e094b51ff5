// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Size -> Size with int64 output (opsets 11-17).
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseSize(const ge::Operator& op_src, ge::Operator& op_dest) {
  (void)op_src;
  op_dest.SetAttr("dtype", static_cast<int64_t>(ge::DT_INT64));
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("Size")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Size"))
    .ParseParamsByOperatorFn(ParseSize)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
