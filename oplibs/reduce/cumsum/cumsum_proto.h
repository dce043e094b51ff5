// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Cumsum prototype (CANN ops-math math/cumsum; the op type is "Cumsum", as in CANN and TF's raw op). Compiled
// through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Cumsum: the cumulative sum of x along the dim given by the value of `axis` (a scalar in [-rank, rank)); exclusive
/// leaves each element out of its own sum, reverse sums from the end. y has x's shape and dtype.
REG_OP(Cumsum)
    .INPUT(x, "T")
    .INPUT(axis, TensorType({DT_INT32, DT_INT64}))
    .OUTPUT(y, "T")
    .ATTR(exclusive, Bool, false)
    .ATTR(reverse, Bool, false)
    .DATATYPE(T, TensorType({DT_INT8, DT_INT16, DT_INT32, DT_INT64, DT_UINT8, DT_UINT16, DT_UINT32, DT_UINT64,
                             DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_COMPLEX64, DT_COMPLEX128, DT_BF16}))
    .OP_END_FACTORY_REG(Cumsum)

}  // namespace ge
