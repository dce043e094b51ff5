// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The BatchMatMul prototype (CANN ops-nn op_nn_proto_extend.h): batched matmul over the last two dims.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// BatchMatMul: x1 [..., M, K] times x2 [..., K, N] (the last two dims swapped by adj_x1 / adj_x2) gives
/// y [broadcast(batch dims), M, N].
REG_OP(BatchMatMul)
    .INPUT(x1, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT32, DT_BF16}))
    .INPUT(x2, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT32, DT_BF16}))
    .OUTPUT(y, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT32, DT_BF16}))
    .ATTR(adj_x1, Bool, false)
    .ATTR(adj_x2, Bool, false)
    .OP_END_FACTORY_REG(BatchMatMul)

}  // namespace ge
