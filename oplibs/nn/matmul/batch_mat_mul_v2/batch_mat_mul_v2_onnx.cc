// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX MatMul -> BatchMatMulV2 (opsets 7-17). MatMul has numpy semantics (any ranks, broadcast batch dims, 1-D
// operands), which BatchMatMulV2 implements; the ranks are not known while parsing, so every MatMul becomes
// BatchMatMulV2 (a 2-D one computes what MatMulV2 would).
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {

REGISTER_CUSTOM_OP("BatchMatMulV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("MatMul", kOldestOpset))
    .ParseParamsByOperatorFn(ParseNoAttrs)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
