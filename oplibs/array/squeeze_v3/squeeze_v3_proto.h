// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The SqueezeV3 prototype (CANN ops-math: Squeeze with the axes as an optional int64 input, ONNX Squeeze-13).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// SqueezeV3: removes the size-1 dims named by the value of axes, or every size-1 dim without axes.
REG_OP(SqueezeV3)
    .INPUT(x, "T")
    .OPTIONAL_INPUT(axes, TensorType({DT_INT64}))
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::ALL())
    .OP_END_FACTORY_REG(SqueezeV3)

}  // namespace ge
