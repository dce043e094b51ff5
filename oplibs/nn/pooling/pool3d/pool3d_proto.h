// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The 3-D pooling prototypes (source: CANN's nn_pooling_ops.h, ops MaxPool3D and AvgPool3D). x and y share the type
// symbol "T" where CANN lists the same set for both.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// MaxPool3D: the maximum over each ksize window of a 5-D x (NDHWC or NCDHW); padding SAME, VALID or CALCULATED
/// (explicit pads [front, back, top, bottom, left, right]).
REG_OP(MaxPool3D)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .REQUIRED_ATTR(ksize, ListInt)
    .REQUIRED_ATTR(strides, ListInt)
    .REQUIRED_ATTR(padding, String)
    .ATTR(pads, ListInt, {0, 0, 0, 0, 0, 0})
    .ATTR(dilation, ListInt, {1, 1, 1, 1, 1, 1})
    .ATTR(ceil_mode, Int, 0)
    .ATTR(data_format, String, "NDHWC")
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_BF16}))
    .OP_END_FACTORY_REG(MaxPool3D)

/// AvgPool3D: the mean over each ksize window of a 5-D x (NDHWC or NCDHW) with explicit pads [front, back, top,
/// bottom, left, right].
REG_OP(AvgPool3D)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .REQUIRED_ATTR(ksize, ListInt)
    .REQUIRED_ATTR(strides, ListInt)
    .REQUIRED_ATTR(pads, ListInt)
    .ATTR(ceil_mode, Bool, false)
    .ATTR(count_include_pad, Bool, true)
    .ATTR(divisor_override, Int, 0)
    .ATTR(data_format, String, "NDHWC")
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_BF16}))
    .OP_END_FACTORY_REG(AvgPool3D)

}  // namespace ge
