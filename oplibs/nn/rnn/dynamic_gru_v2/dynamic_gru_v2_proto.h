// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The DynamicGRUV2 prototype (source: CANN's rnn.h, op DynamicGRUV2). Its inputs and outputs share the type symbol
// "T"; CANN's x is float16 only, float32 is accepted here as ONNX models carry it.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// DynamicGRUV2: a GRU over x [T, B, input] with weight_input [input, 3 * hidden] and weight_hidden [hidden,
/// 3 * hidden] (gates in gate_order); every output is [T, B, hidden].
REG_OP(DynamicGRUV2)
    .INPUT(x, "T")
    .INPUT(weight_input, "T")
    .INPUT(weight_hidden, "T")
    .OPTIONAL_INPUT(bias_input, "T")
    .OPTIONAL_INPUT(bias_hidden, "T")
    .OPTIONAL_INPUT(seq_length, TensorType({DT_INT32, DT_FLOAT16}))
    .OPTIONAL_INPUT(init_h, "T")
    .OUTPUT(y, "T")
    .OUTPUT(output_h, "T")
    .OUTPUT(update, "T")
    .OUTPUT(reset, "T")
    .OUTPUT(new, "T")
    .OUTPUT(hidden_new, "T")
    .ATTR(direction, String, "UNIDIRECTIONAL")
    .ATTR(cell_depth, Int, 1)
    .ATTR(keep_prob, Float, 1.0)
    .ATTR(cell_clip, Float, -1.0)
    .ATTR(num_proj, Int, 0)
    .ATTR(time_major, Bool, true)
    .ATTR(activation, String, "tanh")
    .ATTR(gate_order, String, "zrh")
    .ATTR(reset_after, Bool, true)
    .ATTR(is_training, Bool, true)
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_FLOAT}))
    .OP_END_FACTORY_REG(DynamicGRUV2)

}  // namespace ge
