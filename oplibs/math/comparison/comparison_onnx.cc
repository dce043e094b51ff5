// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX comparisons and binary logical ops (numpy broadcasting on both sides) -> their GE ops, opsets 11-17 (Equal, Less, Greater 7-17): Equal,
// Less, Greater, LessOrEqual -> LessEqual and GreaterOrEqual -> GreaterEqual (opset 12+), And -> LogicalAnd, Or ->
// LogicalOr.
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {

OPPKIT_ONNX_NO_ATTRS("Equal", "Equal", kOldestOpset);
OPPKIT_ONNX_NO_ATTRS("Less", "Less", kOldestOpset);
OPPKIT_ONNX_NO_ATTRS("Greater", "Greater", kOldestOpset);
OPPKIT_ONNX_NO_ATTRS("LessEqual", "LessOrEqual", 12);
OPPKIT_ONNX_NO_ATTRS("GreaterEqual", "GreaterOrEqual", 12);
OPPKIT_ONNX_NO_ATTRS("LogicalAnd", "And", kFirstOpset);
OPPKIT_ONNX_NO_ATTRS("LogicalOr", "Or", kFirstOpset);

}  // namespace oppkit::onnx_plugin
