// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The MatMul prototype (CANN ops-nn mat_mul_proto_extend.h): 2-D y = op(x1) x op(x2) (+ bias).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// MatMul: x1 [M, K] (or [K, M] with transpose_x1) times x2 [K, N] (or [N, K] with transpose_x2) gives y [M, N];
/// the optional bias ([N]) broadcasts onto y.
REG_OP(MatMul)
    .INPUT(x1, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT32, DT_BF16}))
    .INPUT(x2, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT32, DT_BF16}))
    .OPTIONAL_INPUT(bias, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT32, DT_BF16}))
    .OUTPUT(y, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT32, DT_BF16}))
    .ATTR(transpose_x1, Bool, false)
    .ATTR(transpose_x2, Bool, false)
    .OP_END_FACTORY_REG(MatMul)

}  // namespace ge
