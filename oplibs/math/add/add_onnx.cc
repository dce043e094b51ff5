// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Add -> Add, and the variadic Sum, expanded into a chain of Add (one node for two inputs, Identity for one;
// broadcasting pairwise is ONNX's multidirectional broadcasting of all inputs) (opsets 7-17).
#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {

OPPKIT_ONNX_NO_ATTRS("Add", "Add", kFirstOpset);
REGISTER_CUSTOM_OP("Add")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Sum", kOldestOpset))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandVariadic<ge::op::Add>)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
