// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The arg-reduction prototypes (CANN ops-math math/arg_max_v2, math/arg_min): one family because both ops share one IR
// shape and one shape rule (x without the dim named by `dimension`); only the comparison differs. Included by exactly
// one .cc (docs/design.md §3.2: OP_END_FACTORY_REG defines a static registrar).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// ArgMaxV2: the index of the largest element of x along the dim given by the value of `dimension` (a scalar); that dim
/// is removed. y's dtype is the `dtype` attr (the output's type symbol names it).
REG_OP(ArgMaxV2)
    .INPUT(x, TensorType::BasicType())
    .INPUT(dimension, TensorType::IndexNumberType())
    .OUTPUT(y, "dtype")
    .ATTR(dtype, Type, DT_INT64)
    .DATATYPE(dtype, TensorType({DT_INT32, DT_INT64}))
    .OP_END_FACTORY_REG(ArgMaxV2)

/// ArgMin: the index of the smallest element of x along `dimension`; same shape and dtype rule as ArgMaxV2.
REG_OP(ArgMin)
    .INPUT(x, TensorType::NumberType())
    .INPUT(dimension, TensorType::IndexNumberType())
    .OUTPUT(y, "dtype")
    .ATTR(dtype, Type, DT_INT64)
    .DATATYPE(dtype, TensorType({DT_INT32, DT_INT64}))
    .OP_END_FACTORY_REG(ArgMin)

}  // namespace ge
