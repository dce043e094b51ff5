// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX GlobalAveragePool -> GlobalAveragePool (opsets 11-17), x and y declared NCHW.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseGlobalAveragePool(const ge::Operator& op_src, ge::Operator& op_dest) {
  (void)op_src;
  DeclareNchw(op_dest, {0}, {0});
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("GlobalAveragePool")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("GlobalAveragePool"))
    .ParseParamsByOperatorFn(ParseGlobalAveragePool)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
