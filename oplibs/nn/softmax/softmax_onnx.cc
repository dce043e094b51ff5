// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Softmax -> SoftmaxV2, LogSoftmax -> LogSoftmaxV2 (opsets 7-17).
//
// Note [ONNX softmax]
// From opset 13 Softmax normalises along `axis` (default -1): SoftmaxV2 with axes = [axis]. Up to opset 12 it
// normalises the input flattened to 2-D at `axis` (default 1), i.e. over all dims from axis on; that equals SoftmaxV2
// over [axis] only when axis is the last dim, which the parser cannot check (it does not see the rank): the mapping
// keeps the shape in every case, the values only in that one.
#include <vector>

#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseSoftmax12(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("axes", std::vector<int64_t>{GetInt(op_src, "axis", 1)});
  return domi::SUCCESS;
}

domi::Status ParseSoftmax13(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("axes", std::vector<int64_t>{GetInt(op_src, "axis", -1)});
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("SoftmaxV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Softmax", kOldestOpset, 12))
    .ParseParamsByOperatorFn(ParseSoftmax12)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("SoftmaxV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Softmax", 13, kLastOpset))
    .ParseParamsByOperatorFn(ParseSoftmax13)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("LogSoftmaxV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("LogSoftmax", kOldestOpset, 12))
    .ParseParamsByOperatorFn(ParseSoftmax12)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("LogSoftmaxV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("LogSoftmax", 13, kLastOpset))
    .ParseParamsByOperatorFn(ParseSoftmax13)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
