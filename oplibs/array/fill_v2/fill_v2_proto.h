// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The FillV2 prototype (CANN's, "compatible with the ONNX operator ConstantOfShape": the fill value is an attr). y's
// dtype has no rule of its own: the framework gives it (the ONNX parser reports the value tensor's type). oppkit
// adds DT_UINT8 and DT_BOOL to CANN's output set, the element types of ONNX masks built with ConstantOfShape.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// FillV2: a tensor of shape `dims` (a data-dependent input) filled with `value` (Note [Fill shape]).
REG_OP(FillV2)
    .INPUT(dims, TensorType({DT_INT16, DT_INT32, DT_INT64}))
    .OUTPUT(y, TensorType({DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_INT8, DT_INT16, DT_INT32, DT_INT64, DT_UINT8, DT_BOOL}))
    .ATTR(value, Float, 0)
    .OP_END_FACTORY_REG(FillV2)

}  // namespace ge
