// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The BatchMatMulV2 prototype (CANN ops-nn): batched matmul over the last two dims, batch dims broadcast.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// BatchMatMulV2: x1 [..., M, K] times x2 [..., K, N] (the last two dims swapped by adj_x1 / adj_x2) gives
/// y [broadcast(batch dims), M, N]; optional bias broadcasts onto y.
REG_OP(BatchMatMulV2)
    .INPUT(x1, TensorType({DT_FLOAT16, DT_BF16, DT_FLOAT, DT_INT8, DT_INT32}))
    .INPUT(x2, TensorType({DT_FLOAT16, DT_BF16, DT_FLOAT, DT_INT8, DT_INT32}))
    .OPTIONAL_INPUT(bias, TensorType({DT_FLOAT16, DT_BF16, DT_FLOAT, DT_INT32}))
    .OPTIONAL_INPUT(offset_w, TensorType({DT_INT8}))
    .OUTPUT(y, TensorType({DT_FLOAT16, DT_BF16, DT_FLOAT, DT_INT32}))
    .ATTR(adj_x1, Bool, false)
    .ATTR(adj_x2, Bool, false)
    .ATTR(offset_x, Int, 0)
    .OP_END_FACTORY_REG(BatchMatMulV2)

}  // namespace ge
