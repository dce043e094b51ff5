// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Pad prototype (CANN ops-math conversion/pad; TF Pad). Compiled through a generated translation unit of its own
// (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Pad: x padded with zeros; the value of `paddings` ([rank, 2], non-negative) gives the count before and after each
/// dim.
REG_OP(Pad)
    .INPUT(x, "T")
    .INPUT(paddings, TensorType({DT_INT32, DT_INT64}))
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({TensorType::BasicType(), DT_BOOL}))
    .OP_END_FACTORY_REG(Pad)

}  // namespace ge
