// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The PRelu prototype (source: CANN's nonlinear_fuc_ops.h, op PRelu). x, weight and y share the type symbol "T"
// where CANN lists the same set for each.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// PRelu: y = x where x >= 0, weight * x elsewhere; weight broadcasts to x (one slope, one per channel, or x's
/// trailing dims); y has x's shape.
REG_OP(PRelu)
    .INPUT(x, "T")
    .INPUT(weight, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16, DT_BF16}))
    .OP_END_FACTORY_REG(PRelu)

}  // namespace ge
