// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Prototypes the test parsers map onto (libonnx_echo_proto.so registers them, echo_ops_proto.cc). The parser
// library includes this header too, for the ge::op classes its expansion builds, with registration turned off.
#pragma once

#include "graph/operator_reg.h"

// clang-format off
namespace ge {
// Records what its parser saw: op_src's "attribute" JSON and a summary of its typed attrs.
REG_OP(OnnxEcho)
    .DYNAMIC_INPUT(x, "T")
    .OUTPUT(y, "T")
    .ATTR(attribute_json, String, "")
    .ATTR(summary, String, "")
    .ATTR(N, Int, 0)
    .DATATYPE(T, TensorType::ALL())
    .OP_END_FACTORY_REG(OnnxEcho)

// Two inputs whose ONNX order the parser swaps (InputReorderVector).
REG_OP(OnnxPair)
    .INPUT(first, "T")
    .INPUT(second, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::ALL())
    .OP_END_FACTORY_REG(OnnxPair)
}  // namespace ge
// clang-format on
