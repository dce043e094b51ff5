// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Resize (opsets 11-17) -> Resize: the inputs in order (X, roi, scales, sizes), the attrs by name. Modes ONNX
// does not define are refused here rather than passed on.
#include <string>

#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

bool OneOf(const std::string& value, std::initializer_list<const char*> allowed) {
  for (const char* a : allowed) {
    if (value == a) return true;
  }
  return false;
}

domi::Status ParseResize(const ge::Operator& op_src, ge::Operator& op_dest) {
  const std::string mode = GetString(op_src, "mode", "nearest");
  const std::string coordinates = GetString(op_src, "coordinate_transformation_mode", "half_pixel");
  const std::string nearest = GetString(op_src, "nearest_mode", "round_prefer_floor");
  if (!OneOf(mode, {"nearest", "linear", "cubic"})) {
    return Refuse(op_src, "mode '%s' is not an ONNX mode", mode.c_str());
  }
  if (!OneOf(coordinates, {"half_pixel", "half_pixel_symmetric", "pytorch_half_pixel", "align_corners", "asymmetric",
                           "tf_half_pixel_for_nn", "tf_crop_and_resize"})) {
    return Refuse(op_src, "coordinate_transformation_mode '%s' is not an ONNX mode", coordinates.c_str());
  }
  if (!OneOf(nearest, {"round_prefer_floor", "round_prefer_ceil", "floor", "ceil"})) {
    return Refuse(op_src, "nearest_mode '%s' is not an ONNX mode", nearest.c_str());
  }
  op_dest.SetAttr("mode", mode.c_str());
  op_dest.SetAttr("coordinate_transformation_mode", coordinates.c_str());
  op_dest.SetAttr("nearest_mode", nearest.c_str());
  op_dest.SetAttr("cubic_coeff_a", GetFloat(op_src, "cubic_coeff_a", -0.75f));
  op_dest.SetAttr("exclude_outside", GetInt(op_src, "exclude_outside", 0));
  op_dest.SetAttr("extrapolation_value", GetFloat(op_src, "extrapolation_value", 0.0f));
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("Resize")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Resize"))
    .ParseParamsByOperatorFn(ParseResize)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
