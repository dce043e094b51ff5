// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The SplitD prototype (source: CANN op_proto split_combination_ops.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// SplitD: Split with split_dim as a required attr (deprecated in favour of Split).
REG_OP(SplitD)
    .INPUT(x, "T")
    .DYNAMIC_OUTPUT(y, "T")
    .REQUIRED_ATTR(split_dim, Int)
    .REQUIRED_ATTR(num_split, Int)
    .DATATYPE(T, TensorType({DT_INT8, DT_INT16, DT_INT32, DT_INT64, DT_UINT8, DT_BF16, DT_UINT16, DT_UINT32, DT_UINT64,
                             DT_FLOAT, DT_FLOAT16, DT_BOOL}))
    .OP_END_FACTORY_REG(SplitD)

}  // namespace ge
