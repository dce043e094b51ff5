// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Conv2DTranspose prototype (CANN ops-nn common/inc/op_graph/op_nn_proto_extend.h): the gradient of Conv2D
// with respect to its input, used as a deconvolution. input_size (the data-dependent shape of y) comes first. x and
// filter take float32 too, as the Ascend C Conv2DTranspose of current CANN does (ops-nn conv2d_transpose_def.cpp).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Conv2DTranspose: y (of shape input_size) = conv2d_transpose(x, filter) (+ bias). The filter is the forward
/// convolution's: [x channels, y channels / groups, kh, kw] in NCHW ([kh, kw, y channels / groups, x channels] in
/// HWCN). strides, dilations and output_padding are 4-element lists in data_format order; pads are [top, bottom,
/// left, right].
REG_OP(Conv2DTranspose)
    .INPUT(input_size, TensorType({DT_INT32, DT_INT64}))
    .INPUT(x, TensorType({DT_FLOAT16, DT_FLOAT, DT_INT8, DT_BF16}))
    .INPUT(filter, TensorType({DT_FLOAT16, DT_FLOAT, DT_INT8, DT_BF16}))
    .OPTIONAL_INPUT(bias, TensorType({DT_FLOAT16, DT_INT32, DT_FLOAT}))
    .OPTIONAL_INPUT(offset_w, TensorType({DT_INT8}))
    .OUTPUT(y, TensorType({DT_FLOAT16, DT_INT32, DT_FLOAT, DT_BF16}))
    .REQUIRED_ATTR(strides, ListInt)
    .REQUIRED_ATTR(pads, ListInt)
    .ATTR(dilations, ListInt, {1, 1, 1, 1})
    .ATTR(groups, Int, 1)
    .ATTR(data_format, String, "NHWC")
    .ATTR(output_padding, ListInt, {0, 0, 0, 0})
    .ATTR(offset_x, Int, 0)
    .OP_END_FACTORY_REG(Conv2DTranspose)

}  // namespace ge
