// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The MatMulV2 prototype (CANN ops-nn): y = op(x1) x op(x2) (+ bias), 2-D, with quantisation inputs.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// MatMulV2: x1 [M, K] (or [K, M] with transpose_x1) times x2 [K, N] (or [N, K] with transpose_x2) gives
/// y [M, N]; optional bias broadcasts onto y; offset_w and offset_x are quantisation parameters. As in CANN, the
/// OUTPUT line stands between bias and offset_w; the IR input order is x1, x2, bias, offset_w.
REG_OP(MatMulV2)
    .INPUT(x1, TensorType({DT_FLOAT16, DT_BF16, DT_FLOAT, DT_INT8, DT_INT32}))
    .INPUT(x2, TensorType({DT_FLOAT16, DT_BF16, DT_FLOAT, DT_INT8, DT_INT32}))
    .OPTIONAL_INPUT(bias, TensorType({DT_FLOAT16, DT_BF16, DT_FLOAT, DT_INT32}))
    .OUTPUT(y, TensorType({DT_FLOAT16, DT_BF16, DT_FLOAT, DT_INT32}))
    .OPTIONAL_INPUT(offset_w, TensorType({DT_INT8}))
    .ATTR(transpose_x1, Bool, false)
    .ATTR(transpose_x2, Bool, false)
    .ATTR(offset_x, Int, 0)
    .OP_END_FACTORY_REG(MatMulV2)

}  // namespace ge
