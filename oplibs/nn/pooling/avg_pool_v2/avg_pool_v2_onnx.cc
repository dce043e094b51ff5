// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX AveragePool -> AvgPoolV2 (opsets 11-17): the window attrs as Note [ONNX pooling] (in
// common/onnx_parsing.cc) says; count_include_pad = 1 is exclusive = false.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseAveragePool(const ge::Operator& op_src, ge::Operator& op_dest) {
  const domi::Status status = ParsePoolWindow(op_src, op_dest);
  if (status != domi::SUCCESS) return status;
  op_dest.SetAttr("exclusive", GetInt(op_src, "count_include_pad", 0) == 0);
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("AvgPoolV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("AveragePool"))
    .ParseParamsByOperatorFn(ParseAveragePool)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
