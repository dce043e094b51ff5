// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The PadV3 prototype (CANN ops-math conversion/pad_v3; ONNX Pad). Compiled through a generated translation unit of its
// own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// PadV3: x padded per `mode` (constant | reflect | edge | symmetric | circular) by the value of `paddings` (2 * rank
/// values; paddings_contiguous selects [b0, e0, b1, e1, ...] or [b0, b1, ..., e0, e1, ...]); negative pads crop.
/// constant_values (optional) is the fill of constant mode.
REG_OP(PadV3)
    .INPUT(x, "T")
    .INPUT(paddings, TensorType({DT_INT32, DT_INT64}))
    .OPTIONAL_INPUT(constant_values, "T")
    .OUTPUT(y, "T")
    .ATTR(mode, String, "constant")
    .ATTR(paddings_contiguous, Bool, true)
    .DATATYPE(T, TensorType({TensorType::BasicType(), DT_BOOL}))
    .OP_END_FACTORY_REG(PadV3)

}  // namespace ge
