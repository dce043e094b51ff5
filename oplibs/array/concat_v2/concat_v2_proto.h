// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The ConcatV2 prototype (CANN ops-math conversion/concat_v2): concatenates the x instances along concat_dim.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// ConcatV2: the dynamic input x (N tensors) comes first, then the scalar concat_dim (value-dependent, negative
/// counts from the end).
REG_OP(ConcatV2)
    .DYNAMIC_INPUT(x, "T")
    .INPUT(concat_dim, TensorType({DT_INT32, DT_INT64}))
    .OUTPUT(y, "T")
    .ATTR(N, Int, 1)
    .DATATYPE(T, TensorType::ALL())
    .OP_END_FACTORY_REG(ConcatV2)

}  // namespace ge
