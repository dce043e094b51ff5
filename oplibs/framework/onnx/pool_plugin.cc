// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX pooling -> MaxPoolV3, AvgPoolV2, GlobalAveragePool (opsets 11-17).
//
// Note [ONNX pooling]
// MaxPool / AveragePool with 2 spatial dims become MaxPoolV3 / AvgPoolV2 in NCHW: ksize and strides [1, 1, h, w],
// pads reordered as for Conv (Note [ONNX Conv]), padding_mode CALCULATED with ceil_mode, or SAME for auto_pad
// SAME_UPPER (TF's SAME puts the odd pad after, as SAME_UPPER does) and VALID for VALID; SAME_LOWER is refused (its
// pads differ from every GE mode). AveragePool's count_include_pad = 1 is AvgPoolV2's exclusive = false. MaxPool's
// dilations other than 1 are refused (MaxPoolV3 has none); its second output (Indices) has no GE counterpart, so a
// model that uses it fails to import at the consumer. GlobalAveragePool maps one to one; GlobalMaxPool is MaxPoolV3
// with global_pooling. x and y are declared NCHW.
#include <string>
#include <vector>

#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

// The window attrs shared by MaxPool and AveragePool.
domi::Status ParseWindow(const ge::Operator& op_src, ge::Operator& op_dest) {
  const std::vector<int64_t> kernel = GetInts(op_src, "kernel_shape");
  if (kernel.size() != 2) return Refuse(op_src, "kernel_shape must have 2 entries (2-D pooling), has %zu", kernel.size());
  std::vector<int64_t> ksize;
  std::vector<int64_t> strides;
  std::vector<int64_t> pads;
  (void)SpatialToNchw(kernel, 1, &ksize);
  if (!SpatialToNchw(GetInts(op_src, "strides"), 1, &strides) || !PadsToGe(GetInts(op_src, "pads"), &pads)) {
    return Refuse(op_src, "strides and pads must describe 2 spatial dims");
  }
  AutoPad auto_pad = AutoPad::kNotSet;
  if (!ReadAutoPad(op_src, &auto_pad)) return Refuse(op_src, "unknown auto_pad");
  if (auto_pad == AutoPad::kSameLower) return Refuse(op_src, "auto_pad SAME_LOWER has no GE pooling mode");
  op_dest.SetAttr("ksize", ksize);
  op_dest.SetAttr("strides", strides);
  op_dest.SetAttr("padding_mode", auto_pad == AutoPad::kSameUpper ? "SAME"
                                  : auto_pad == AutoPad::kValid   ? "VALID"
                                                                  : "CALCULATED");
  op_dest.SetAttr("pads", auto_pad == AutoPad::kNotSet ? pads : std::vector<int64_t>{0, 0, 0, 0});
  op_dest.SetAttr("data_format", "NCHW");
  op_dest.SetAttr("ceil_mode", GetInt(op_src, "ceil_mode", 0) != 0);
  DeclareNchw(op_dest, {0}, {0});
  return domi::SUCCESS;
}

domi::Status ParseMaxPool(const ge::Operator& op_src, ge::Operator& op_dest) {
  for (int64_t d : GetInts(op_src, "dilations")) {
    if (d != 1) return Refuse(op_src, "dilations other than 1 are not supported by MaxPoolV3");
  }
  return ParseWindow(op_src, op_dest);
}

domi::Status ParseAveragePool(const ge::Operator& op_src, ge::Operator& op_dest) {
  const domi::Status status = ParseWindow(op_src, op_dest);
  if (status != domi::SUCCESS) return status;
  op_dest.SetAttr("exclusive", GetInt(op_src, "count_include_pad", 0) == 0);
  return domi::SUCCESS;
}

domi::Status ParseGlobalAveragePool(const ge::Operator& op_src, ge::Operator& op_dest) {
  (void)op_src;
  DeclareNchw(op_dest, {0}, {0});
  return domi::SUCCESS;
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

REGISTER_CUSTOM_OP("AvgPoolV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("AveragePool"))
    .ParseParamsByOperatorFn(ParseAveragePool)
    .ImplyType(domi::ImplyType::TVM);

REGISTER_CUSTOM_OP("GlobalAveragePool")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("GlobalAveragePool"))
    .ParseParamsByOperatorFn(ParseGlobalAveragePool)
    .ImplyType(domi::ImplyType::TVM);

REGISTER_CUSTOM_OP("MaxPoolV3")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("GlobalMaxPool"))
    .ParseParamsByOperatorFn(ParseGlobalMaxPool)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
