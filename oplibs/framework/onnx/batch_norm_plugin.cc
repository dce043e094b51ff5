// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX BatchNormalization -> BatchNorm (opsets 11-17), LayerNormalization -> LayerNorm (opset 17).
//
// Note [ONNX normalisation]
// BatchNormalization(X, scale, B, input_mean, input_var) in inference is BatchNorm(x, scale, offset, mean,
// variance) with is_training false, data_format NCHW (channels on dim 1, as in ONNX; x and y declared NCHW) and
// epsilon; its output 0 is
// ONNX's Y. training_mode = 1 (opset 14+) is refused: the running statistics it outputs are not inference.
// LayerNormalization(X, Scale, B) over the dims from `axis` is LayerNorm with begin_norm_axis = begin_params_axis =
// axis and epsilon; LayerNorm's beta is required, so a node without B fails to import. ONNX's third output is the
// inverse standard deviation, LayerNorm's the variance: a node that uses it is refused.
#include <string>
#include <vector>

#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseBatchNormalization(const ge::Operator& op_src, ge::Operator& op_dest) {
  if (GetInt(op_src, "training_mode", 0) != 0) return Refuse(op_src, "training_mode 1 is not inference");
  op_dest.SetAttr("epsilon", GetFloat(op_src, "epsilon", 1e-5f));
  op_dest.SetAttr("data_format", "NCHW");
  op_dest.SetAttr("is_training", false);
  DeclareNchw(op_dest, {0}, {0});  // x, y
  return domi::SUCCESS;
}

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

REGISTER_CUSTOM_OP("BatchNorm")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("BatchNormalization"))
    .ParseParamsByOperatorFn(ParseBatchNormalization)
    .ImplyType(domi::ImplyType::TVM);

REGISTER_CUSTOM_OP("LayerNorm")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("LayerNormalization", 17, 17))
    .ParseParamsByOperatorFn(ParseLayerNormalization)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
