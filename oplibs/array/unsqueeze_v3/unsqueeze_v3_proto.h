// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The UnsqueezeV3 prototype (CANN ops-math: Unsqueeze with the axes as an int64 input, ONNX Unsqueeze-13).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// UnsqueezeV3: inserts size-1 dims at the output positions named by the value of axes.
REG_OP(UnsqueezeV3)
    .INPUT(x, "T")
    .INPUT(axes, TensorType({DT_INT64}))
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::ALL())
    .OP_END_FACTORY_REG(UnsqueezeV3)

}  // namespace ge
