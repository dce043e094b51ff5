// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The ConcatV2 prototype (CANN ops-math conversion/concat_v2): concatenates the x instances along concat_dim.
// Included by exactly one .cc (docs/design.md §3.2: OP_END_FACTORY_REG defines a static registrar).
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
