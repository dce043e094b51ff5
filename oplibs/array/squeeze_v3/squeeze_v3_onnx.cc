// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Squeeze with its axes input (opsets 13-17) -> SqueezeV3.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {

REGISTER_CUSTOM_OP("SqueezeV3")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Squeeze", 13, kLastOpset))
    .ParseParamsByOperatorFn(ParseNoAttrs)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
