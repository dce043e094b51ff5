// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Expand prototype (CANN ops-math math/expand; ONNX Expand). Compiled through a generated translation unit of its
// own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Expand: x broadcast bidirectionally with the shape given by the value of `shape` (a target dim of 1 keeps x's dim).
REG_OP(Expand)
    .INPUT(x, "T")
    .INPUT(shape, TensorType({DT_INT32, DT_INT64}))
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_BOOL, DT_FLOAT16, DT_BF16, DT_FLOAT, DT_INT8, DT_INT32, DT_INT64, DT_UINT8}))
    .OP_END_FACTORY_REG(Expand)

}  // namespace ge
