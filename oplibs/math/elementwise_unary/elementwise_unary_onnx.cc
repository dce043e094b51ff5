// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX unary element-wise ops without attrs to convert -> their GE ops (opsets 11-17): Tanh, Exp, Log, Sqrt,
// Reciprocal, Abs, Neg, Floor, Ceil, Round, Erf, Sin, Cos, Identity and Not -> LogicalNot.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {

OPPKIT_ONNX_NO_ATTRS("Tanh", "Tanh", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Exp", "Exp", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Log", "Log", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Sqrt", "Sqrt", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Reciprocal", "Reciprocal", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Abs", "Abs", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Neg", "Neg", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Floor", "Floor", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Ceil", "Ceil", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Round", "Round", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Erf", "Erf", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Sin", "Sin", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Cos", "Cos", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("Identity", "Identity", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("LogicalNot", "Not", kFirstOpset);

}  // namespace oppkit::onnx_plugin
