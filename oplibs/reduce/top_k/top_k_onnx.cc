// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX TopK -> TopKV2 (opsets 11-17) with int64 indices.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseTopK(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("dim", GetInt(op_src, "axis", -1));
  op_dest.SetAttr("largest", GetInt(op_src, "largest", 1) != 0);
  op_dest.SetAttr("sorted", GetInt(op_src, "sorted", 1) != 0);
  op_dest.SetAttr("indices_dtype", static_cast<int64_t>(ge::DT_INT64));
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("TopKV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("TopK"))
    .ParseParamsByOperatorFn(ParseTopK)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
