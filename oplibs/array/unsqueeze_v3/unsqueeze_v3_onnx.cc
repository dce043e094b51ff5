// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Unsqueeze with its axes input (opsets 13-17) -> UnsqueezeV3.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {

REGISTER_CUSTOM_OP("UnsqueezeV3")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Unsqueeze", 13, kLastOpset))
    .ParseParamsByOperatorFn(ParseNoAttrs)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
