// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX binary arithmetic (numpy broadcasting on both sides) -> their GE ops, opsets 11-17: Sub, Mul, Div -> RealDiv,
// Pow, and the variadic Max / Min, expanded into a chain of Maximum / Minimum (one node for two inputs, Identity for
// one; broadcasting pairwise is ONNX's multidirectional broadcasting of all inputs).
#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {

OPPKIT_ONNX_NO_ATTRS("Sub", "Sub", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Mul", "Mul", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("RealDiv", "Div", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Pow", "Pow", kFirstOpset);

REGISTER_CUSTOM_OP("Maximum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Max"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandVariadic<ge::op::Maximum>)
    .ImplyType(domi::ImplyType::TVM);
REGISTER_CUSTOM_OP("Minimum")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Min"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandVariadic<ge::op::Minimum>)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
