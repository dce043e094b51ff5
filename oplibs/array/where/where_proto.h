// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Where prototype (CANN ops-nn index/where): coordinates of the non-zero elements of x, [num, rank(x)].
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Where: y[i] is the coordinate of the i-th non-zero (true) element of x; y is int64 [num_nonzero, rank(x)].
REG_OP(Where)
    .INPUT(x, "T")
    .OUTPUT(y, "TOut")
    .DATATYPE(T, TensorType({TensorType::BasicType(), DT_BOOL}))
    .DATATYPE(TOut, TensorType({DT_INT64}))
    .OP_END_FACTORY_REG(Where)

}  // namespace ge
