// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The DepthwiseConv2D prototype (CANN op proto nn_calculation_ops.h): TF's depthwise_conv2d, each input channel
// convolved with its own `multiplier` filters. GE-only dtypes (int4, hifloat8) are left out, as for Conv2D.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// DepthwiseConv2D: filter [kh, kw, C, multiplier] (HWCN) or [multiplier, C, kh, kw] (NCHW); y has C * multiplier
/// channels. strides and dilations are 4-element lists in data_format order; pads are [top, bottom, left, right].
/// Note the attr order: strides, dilations, pads.
REG_OP(DepthwiseConv2D)
    .INPUT(x, TensorType({DT_FLOAT16, DT_INT8, DT_BF16, DT_FLOAT}))
    .INPUT(filter, TensorType({DT_FLOAT16, DT_INT8, DT_BF16, DT_FLOAT}))
    .OPTIONAL_INPUT(bias, TensorType({DT_FLOAT16, DT_INT32, DT_FLOAT, DT_BF16}))
    .OPTIONAL_INPUT(offset_w, TensorType({DT_FLOAT16, DT_INT8, DT_BF16, DT_FLOAT}))
    .OUTPUT(y, TensorType({DT_FLOAT16, DT_INT32, DT_FLOAT, DT_BF16}))
    .REQUIRED_ATTR(strides, ListInt)
    .ATTR(dilations, ListInt, {1, 1, 1, 1})
    .REQUIRED_ATTR(pads, ListInt)
    .ATTR(data_format, String, "NHWC")
    .ATTR(offset_x, Int, 0)
    .OP_END_FACTORY_REG(DepthwiseConv2D)

}  // namespace ge
