// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Expand -> Expand (opsets 8-17).
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {

REGISTER_CUSTOM_OP("Expand")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Expand", 8))
    .ParseParamsByOperatorFn(ParseNoAttrs)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
