// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Conv3D prototype (CANN ops-nn common/inc/op_graph/op_nn_proto_extend.h): 3-D convolution of a 5-D
// NCDHW/NDHWC x with a 5-D filter. GE-only dtypes (hifloat8) are left out, as for Conv2D.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Conv3D: y = conv3d(x, filter) (+ bias). strides and dilations are 5-element lists in data_format order; pads
/// are [head, tail, top, bottom, left, right]; C_in = filter C * groups.
REG_OP(Conv3D)
    .INPUT(x, TensorType({DT_FLOAT16, DT_FLOAT, DT_INT8, DT_BF16}))
    .INPUT(filter, TensorType({DT_FLOAT16, DT_FLOAT, DT_INT8, DT_BF16}))
    .OPTIONAL_INPUT(bias, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16, DT_INT32}))
    .OPTIONAL_INPUT(offset_w, TensorType({DT_INT8}))
    .OUTPUT(y, TensorType({DT_FLOAT16, DT_FLOAT, DT_INT32, DT_BF16}))
    .REQUIRED_ATTR(strides, ListInt)
    .REQUIRED_ATTR(pads, ListInt)
    .ATTR(dilations, ListInt, {1, 1, 1, 1, 1})
    .ATTR(groups, Int, 1)
    .ATTR(data_format, String, "NDHWC")
    .ATTR(offset_x, Int, 0)
    .OP_END_FACTORY_REG(Conv3D)

}  // namespace ge
