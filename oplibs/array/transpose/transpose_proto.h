// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Transpose prototype (CANN ops-math conversion/transpose): y.shape[i] = x.shape[perm[i]].
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Transpose: permutes the dims of x by the value of perm.
REG_OP(Transpose)
    .INPUT(x, "T")
    .INPUT(perm, TensorType({DT_INT32, DT_INT64}))
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({TensorType::BasicType(), DT_BOOL}))
    .OP_END_FACTORY_REG(Transpose)

}  // namespace ge
