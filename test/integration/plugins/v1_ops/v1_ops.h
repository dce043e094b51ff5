// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Prototypes of the V1 test ops (v1_ops.cc): ops whose shape functions are written the V1 way, on a ge::Operator.
#pragma once

#include "graph/operator_reg.h"

namespace ge {

// y = x * factor. Its output's dtypes are an explicit set, not a symbol: only the V1 function gives y's dtype.
REG_OP(V1Scale)
    .INPUT(x, TensorType({DT_FLOAT, DT_FLOAT16}))
    .OUTPUT(y, TensorType({DT_FLOAT, DT_FLOAT16}))
    .ATTR(factor, Float, 1.0)
    .OP_END_FACTORY_REG(V1Scale)

    // y = reshape(x, shape): the shape input's value (GetInputConstData) gives y; without it, y is [-1] * len(shape).
    REG_OP(V1Reshape)
    .INPUT(x, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT32}))
    .INPUT(shape, TensorType({DT_INT32, DT_INT64}))
    .OUTPUT(y, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT32}))
    .ATTR(allowzero, Int, 0)
    .OP_END_FACTORY_REG(V1Reshape)

    // Broadcasting add (BROADCAST_INFER); the V1 InferFormat gives y the format of x2.
    REG_OP(V1Add)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16}))
    .OP_END_FACTORY_REG(V1Add)

    // Concatenation of a dynamic input along `axis`, through the generated accessors of the REG_OP class.
    REG_OP(V1ConcatList)
    .DYNAMIC_INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT, DT_INT32}))
    .REQUIRED_ATTR(axis, Int)
    .OP_END_FACTORY_REG(V1ConcatList)

}  // namespace ge
