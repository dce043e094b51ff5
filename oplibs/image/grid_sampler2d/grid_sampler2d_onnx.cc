// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX GridSample (opset 16-17) -> GridSampler2D: mode (bilinear, nearest, bicubic) as interpolation_mode,
// padding_mode (zeros, border, reflection) and align_corners, as torch's grid_sample names them; other modes refused.
#include <string>

#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseGridSample(const ge::Operator& op_src, ge::Operator& op_dest) {
  const std::string mode = GetString(op_src, "mode", "bilinear");
  const std::string padding = GetString(op_src, "padding_mode", "zeros");
  if (mode != "bilinear" && mode != "nearest" && mode != "bicubic") {
    return Refuse(op_src, "mode '%s' is not bilinear, nearest or bicubic", mode.c_str());
  }
  if (padding != "zeros" && padding != "border" && padding != "reflection") {
    return Refuse(op_src, "padding_mode '%s' is not zeros, border or reflection", padding.c_str());
  }
  op_dest.SetAttr("interpolation_mode", mode.c_str());
  op_dest.SetAttr("padding_mode", padding.c_str());
  op_dest.SetAttr("align_corners", GetInt(op_src, "align_corners", 0) != 0);
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("GridSampler2D")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("GridSample", 16))
    .ParseParamsByOperatorFn(ParseGridSample)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
