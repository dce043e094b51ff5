// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Cast -> Cast (opsets 7-17). Cast's `to` is an ONNX element type; Cast's dst_type the ge::DataType.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseCast(const ge::Operator& op_src, ge::Operator& op_dest) {
  const int64_t to = GetInt(op_src, "to", 0);
  const ge::DataType dtype = GeDataType(to);
  if (dtype == ge::DT_UNDEFINED) {
    return Refuse(op_src, "'to' %lld is not an element type GE has", static_cast<long long>(to));
  }
  op_dest.SetAttr("dst_type", static_cast<int64_t>(dtype));
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("Cast")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Cast", kOldestOpset))
    .ParseParamsByOperatorFn(ParseCast)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
