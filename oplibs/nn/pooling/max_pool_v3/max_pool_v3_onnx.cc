// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX MaxPool and GlobalMaxPool -> MaxPoolV3 (opsets 11-17): the window attrs as Note [ONNX pooling] (in
// common/onnx_parsing.cc) says, dilations other than 1 refused; GlobalMaxPool is MaxPoolV3 with global_pooling.
#include <vector>

#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseMaxPool(const ge::Operator& op_src, ge::Operator& op_dest) {
  for (int64_t d : GetInts(op_src, "dilations")) {
    if (d != 1) return Refuse(op_src, "dilations other than 1 are not supported by MaxPoolV3");
  }
  return ParsePoolWindow(op_src, op_dest);
}

domi::Status ParseGlobalMaxPool(const ge::Operator& op_src, ge::Operator& op_dest) {
  (void)op_src;
  op_dest.SetAttr("ksize", std::vector<int64_t>{1, 1, 1, 1});
  op_dest.SetAttr("strides", std::vector<int64_t>{1, 1, 1, 1});
  op_dest.SetAttr("data_format", "NCHW");
  op_dest.SetAttr("global_pooling", true);
  DeclareNchw(op_dest, {0}, {0});
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("MaxPoolV3")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("MaxPool"))
    .ParseParamsByOperatorFn(ParseMaxPool)
    .ImplyType(domi::ImplyType::TVM);

REGISTER_CUSTOM_OP("MaxPoolV3")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("GlobalMaxPool"))
    .ParseParamsByOperatorFn(ParseGlobalMaxPool)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
