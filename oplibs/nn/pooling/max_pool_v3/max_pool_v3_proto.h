// Copyright 2026 The oppkit Authors. Licensed under the Apache License,
// Version 2.0.
//
// The MaxPoolV3 prototype (CANN ops-nn
// pooling/max_pool_v3/op_graph/max_pool_v3_proto.h): max pooling with explicit
// pads and ceil_mode (ONNX MaxPool, PyTorch max_pool2d). GE-only dtypes (qint8)
// are left out. Compiled through a generated translation unit of its own
// (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// MaxPoolV3: ksize and strides are 4-element lists in data_format order;
/// padding_mode is CALCULATED (use pads = [top, bottom, left, right]), SAME or
/// VALID; global_pooling pools all of H and W; ceil_mode rounds up. The inputs
/// and y share the dtype symbol T: CANN gives them the same set and its
/// InferDataType copies x's dtype.
REG_OP(MaxPoolV3)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_BF16, DT_FLOAT, DT_DOUBLE, DT_INT32, DT_INT64, DT_UINT8, DT_INT16, DT_INT8,
                             DT_UINT16}))
    .REQUIRED_ATTR(ksize, ListInt)
    .REQUIRED_ATTR(strides, ListInt)
    .ATTR(padding_mode, String, "CALCULATED")
    .ATTR(pads, ListInt, {0, 0, 0, 0})
    .ATTR(data_format, String, "NCHW")
    .ATTR(global_pooling, Bool, false)
    .ATTR(ceil_mode, Bool, false)
    .OP_END_FACTORY_REG(MaxPoolV3)

}  // namespace ge
