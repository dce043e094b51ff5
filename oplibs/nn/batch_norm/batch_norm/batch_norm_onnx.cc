// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX BatchNormalization -> BatchNorm (opsets 7-17).
//
// Note [ONNX BatchNormalization]
// BatchNormalization(X, scale, B, input_mean, input_var) in inference is BatchNorm(x, scale, offset, mean,
// variance) with is_training false, data_format NCHW (channels on dim 1, as in ONNX; x and y declared NCHW) and
// epsilon; its output 0 is
// ONNX's Y. training_mode = 1 (opset 14+) is refused: the running statistics it outputs are not inference.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ParseBatchNormalization(const ge::Operator& op_src, ge::Operator& op_dest) {
  if (GetInt(op_src, "training_mode", 0) != 0) return Refuse(op_src, "training_mode 1 is not inference");
  // Opsets 7 and 8 have `spatial` (removed at 9, where 1 became the only behaviour).
  if (GetInt(op_src, "spatial", 1) != 1)
    return Refuse(op_src, "spatial 0 (statistics per activation) is not supported");
  op_dest.SetAttr("epsilon", GetFloat(op_src, "epsilon", 1e-5f));
  op_dest.SetAttr("data_format", "NCHW");
  op_dest.SetAttr("is_training", false);
  DeclareNchw(op_dest, {0}, {0});  // x, y
  return domi::SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("BatchNorm")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("BatchNormalization", kOldestOpset))
    .ParseParamsByOperatorFn(ParseBatchNormalization)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
