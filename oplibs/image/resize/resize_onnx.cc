// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Resize (opsets 11-17) -> Resize: the inputs in order (X, roi, scales, sizes), the attrs by name. Modes ONNX
// does not define are refused here rather than passed on. ONNX Upsample (opsets 7-9) and Resize of opset 10 -> the
// same Resize (Note [ONNX Upsample]).
//
// Note [ONNX Upsample]
// Upsample (opsets 7 to 9; deprecated at 10) and Resize of opset 10 scale X by `scales` (an attribute at opsets 7 and
// 8, an input from 9): y dim = floor(x dim * scale), modes nearest and linear, and output coordinate x maps to input
// coordinate x / scale (the nearest pixel rounded down). That is Resize of opset 11 with coordinate_transformation_mode
// asymmetric and nearest_mode floor, which is what ONNX's version converter writes for them. They are expanded to
// that Resize `<node>/resize` (x, no roi, scales); the scales attribute becomes the float Const `<node>/scales`.
// Refused: modes other than nearest and linear, a node without its scales.
#include <string>
#include <vector>

#include "common/onnx_expansion.h"
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

// Upsample and Resize-10 (Note [ONNX Upsample]); \p scales_attr for Upsample of opsets 7 and 8.
domi::Status ExpandScalesResize(const ge::Operator& op, ge::Graph& graph, bool scales_attr) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  const std::string mode = GetString(op, "mode", "nearest");
  if (mode != "nearest" && mode != "linear")
    return Refuse(op, "mode '%s' is not supported (nearest, linear)", mode.c_str());
  if (!Given(in, 0)) return Refuse(op, "X is not given");
  ge::Operator scales;
  if (scales_attr) {
    const std::vector<float> values = GetFloats(op, "scales");
    if (values.empty()) return Refuse(op, "the scales attribute is missing");
    scales = FloatConst("scales", values);
  } else {
    if (!Given(in, 1)) return Refuse(op, "the scales input is not given");
    scales = in[1];
  }
  auto resize = ge::op::Resize("resize")
                    .set_input_x(in[0])
                    .set_input_scales(scales)
                    .set_attr_mode(mode)
                    .set_attr_coordinate_transformation_mode("asymmetric")
                    .set_attr_nearest_mode("floor");
  return FinishExpansion(graph, in, {resize});
}

domi::Status ExpandUpsampleAttr(const ge::Operator& op, ge::Graph& graph) {
  return ExpandScalesResize(op, graph, true);
}
domi::Status ExpandScalesInput(const ge::Operator& op, ge::Graph& graph) {
  return ExpandScalesResize(op, graph, false);
}

}  // namespace

REGISTER_CUSTOM_OP("Resize")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Upsample", 7, 8))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandUpsampleAttr)
    .ImplyType(domi::ImplyType::TVM);

REGISTER_CUSTOM_OP("Resize")
    .FrameworkType(domi::ONNX)
    .OriginOpType({ge::AscendString("ai.onnx::9::Upsample"), ge::AscendString("ai.onnx::10::Resize")})
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandScalesInput)
    .ImplyType(domi::ImplyType::TVM);

REGISTER_CUSTOM_OP("Resize")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Resize"))
    .ParseParamsByOperatorFn(ParseResize)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
