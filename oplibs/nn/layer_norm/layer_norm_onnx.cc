// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX LayerNormalization -> LayerNorm (opset 17).
//
// Note [ONNX LayerNormalization]
// LayerNormalization(X, Scale, B) over the dims from `axis` is LayerNorm with begin_norm_axis = begin_params_axis =
// axis and epsilon; LayerNorm's beta is required, so a node without B fails to import. ONNX's third output is the
// inverse standard deviation, LayerNorm's the variance: a node that uses it is refused.
#include <string>
#include <vector>

#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseLayerNormalization(const ge::Operator& op_src, ge::Operator& op_dest) {
  const std::vector<std::string> outputs = NodeOutputs(op_src);
  if (outputs.size() > 2 && !outputs[2].empty()) {
    return Refuse(op_src, "output 2 (InvStdDev) differs from LayerNorm's variance output");
  }
  const int64_t axis = GetInt(op_src, "axis", -1);
  op_dest.SetAttr("begin_norm_axis", axis);
  op_dest.SetAttr("begin_params_axis", axis);
  op_dest.SetAttr("epsilon", GetFloat(op_src, "epsilon", 1e-5f));
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("LayerNorm")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("LayerNormalization", 17, 17))
    .ParseParamsByOperatorFn(ParseLayerNormalization)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
