// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Shape prototype (CANN ops-math math/shape): the 1-D shape of x. Compiled through a generated translation unit of
// its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Shape: y = the dims of x, a 1-D tensor of length rank(x) whose dtype is the `dtype` attr (a ge::DataType, int32 by
/// default; the output's type symbol names it).
REG_OP(Shape)
    .INPUT(x, TensorType::ALL())
    .OUTPUT(y, "dtype")
    .ATTR(dtype, Int, DT_INT32)
    .DATATYPE(dtype, TensorType({DT_INT32, DT_INT64}))
    .OP_END_FACTORY_REG(Shape)

}  // namespace ge
