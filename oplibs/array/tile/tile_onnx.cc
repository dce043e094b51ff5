// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Tile -> Tile (opsets 11-17).
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {

REGISTER_CUSTOM_OP("Tile")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Tile"))
    .ParseParamsByOperatorFn(ParseNoAttrs)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
