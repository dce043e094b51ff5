// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Conv -> Conv2D (opsets 11-17).
//
// Note [ONNX Conv]
// Conv(X, W, B?) with 2 spatial dims becomes Conv2D(x, filter, bias) in NCHW: strides and dilations [1, 1, h, w],
// pads from ONNX's [h_begin, w_begin, h_end, w_end] to GE's [top, bottom, left, right], groups = group (a depthwise
// convolution is a grouped Conv2D); x, filter and y are declared NCHW, as CANN's parser does. auto_pad VALID is zero pads; SAME_UPPER / SAME_LOWER need the input size to
// compute the pads, which a parse function does not see, and are refused (exporters write explicit pads). A 1-D or
// 3-D Conv (kernel_shape, strides, pads or dilations of another length) is refused: it needs Conv3D or a 1:N
// expansion, which one origin op type (Conv) cannot choose between.
#include <vector>

#include "framework/onnx/onnx_plugin_common.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseConv(const ge::Operator& op_src, ge::Operator& op_dest) {
  const std::vector<int64_t> kernel = GetInts(op_src, "kernel_shape");
  if (!kernel.empty() && kernel.size() != 2) {
    return Refuse(op_src, "a Conv with %zu spatial dims is not mapped (Conv2D takes 2)", kernel.size());
  }
  std::vector<int64_t> strides;
  std::vector<int64_t> dilations;
  std::vector<int64_t> pads;
  if (!SpatialToNchw(GetInts(op_src, "strides"), 1, &strides) ||
      !SpatialToNchw(GetInts(op_src, "dilations"), 1, &dilations) || !PadsToGe(GetInts(op_src, "pads"), &pads)) {
    return Refuse(op_src, "strides, dilations and pads must describe 2 spatial dims (Conv2D)");
  }
  AutoPad auto_pad = AutoPad::kNotSet;
  if (!ReadAutoPad(op_src, &auto_pad)) return Refuse(op_src, "unknown auto_pad");
  if (auto_pad == AutoPad::kSameUpper || auto_pad == AutoPad::kSameLower) {
    return Refuse(op_src, "auto_pad SAME_UPPER/SAME_LOWER needs the input size to compute pads; give explicit pads");
  }
  if (auto_pad == AutoPad::kValid) pads = {0, 0, 0, 0};
  op_dest.SetAttr("strides", strides);
  op_dest.SetAttr("pads", pads);
  op_dest.SetAttr("dilations", dilations);
  op_dest.SetAttr("groups", GetInt(op_src, "group", 1));
  op_dest.SetAttr("data_format", "NCHW");
  DeclareNchw(op_dest, {0, 1}, {0});  // x, filter, y
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("Conv2D")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Conv"))
    .ParseParamsByOperatorFn(ParseConv)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
