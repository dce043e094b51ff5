// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Fill prototype (CANN ops-math conversion/fill; ONNX ConstantOfShape maps here). Compiled through a generated
// translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Fill: a tensor of the shape given by the value of `dims` (1-D), every element equal to the scalar `value`; y has
/// value's dtype.
REG_OP(Fill)
    .INPUT(dims, TensorType({DT_INT32, DT_INT64}))
    .INPUT(value, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::ALL())
    .OP_END_FACTORY_REG(Fill)

}  // namespace ge
