// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Slice -> StridedSliceV2 (opsets 11-17): its inputs are ONNX's (data, starts, ends, axes, steps).
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {

REGISTER_CUSTOM_OP("StridedSliceV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Slice"))
    .ParseParamsByOperatorFn(ParseNoAttrs)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
