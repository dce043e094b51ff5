// Copyright 2026 The oppkit Authors. Licensed under the Apache License,
// Version 2.0.
//
// The AvgPoolV2 prototype (CANN ops-nn
// pooling/avg_pool_v2/op_graph/avg_pool_v2_proto.h): average pooling with
// explicit pads, ceil_mode, exclusive (= !count_include_pad) and
// divisor_override (ONNX AveragePool, PyTorch avg_pool2d). Included by exactly
// one .cc (docs/design.md §3.2).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// AvgPoolV2: as MaxPoolV3, plus exclusive (padding excluded from the count)
/// and divisor_override (0 = none). The inputs and y share the dtype symbol T:
/// CANN gives them the same set and its InferDataType copies x's dtype.
REG_OP(AvgPoolV2)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16, DT_DOUBLE}))
    .REQUIRED_ATTR(ksize, ListInt)
    .REQUIRED_ATTR(strides, ListInt)
    .ATTR(padding_mode, String, "CALCULATED")
    .ATTR(pads, ListInt, {0, 0, 0, 0})
    .ATTR(data_format, String, "NCHW")
    .ATTR(global_pooling, Bool, false)
    .ATTR(ceil_mode, Bool, false)
    .ATTR(exclusive, Bool, true)
    .ATTR(divisor_override, Int, 0)
    .OP_END_FACTORY_REG(AvgPoolV2)

}  // namespace ge
