// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Select prototype (CANN ops-math math/select): TF v1 Select, y = condition ? x1 : x2 without broadcasting.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Select: picks x1 where condition is true, else x2. x1, x2 and y share one shape and dtype; condition has that
/// shape, or is a vector over its first dim, or a scalar (Note [Select shapes] in select_infershape.cc).
REG_OP(Select)
    .INPUT(condition, TensorType({DT_BOOL}))
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({BasicType(), DT_BOOL, DT_STRING}))
    .OP_END_FACTORY_REG(Select)

}  // namespace ge
