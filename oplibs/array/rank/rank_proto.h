// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Rank prototype (CANN ops-math math/rank): the rank of x. Compiled through a generated translation unit of its own
// (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Rank: y = rank(x), an int32 scalar.
REG_OP(Rank)
    .INPUT(x, TensorType({DT_BOOL, DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_INT8, DT_INT16, DT_INT32, DT_INT64, DT_UINT8,
                          DT_UINT16, DT_UINT32, DT_UINT64, DT_STRING}))
    .OUTPUT(y, TensorType({DT_INT32}))
    .OP_END_FACTORY_REG(Rank)

}  // namespace ge
