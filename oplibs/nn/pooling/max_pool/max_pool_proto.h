// Copyright 2026 The oppkit Authors. Licensed under the Apache License,
// Version 2.0.
//
// The MaxPool prototype (CANN ops-nn common/inc/op_graph/op_nn_proto_extend.h):
// TF MaxPool on a 4-D x. GE-only dtypes (qint8) are left out. Compiled through
// a generated translation unit of its own (Note [Op folders] in
// cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// MaxPool: ksize and strides are 4-element lists in data_format order (N and C
/// entries 1); padding is "SAME" or "VALID". The inputs and y share the dtype
/// symbol T: CANN gives them the same set and its InferDataType copies x's
/// dtype.
REG_OP(MaxPool)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T,
              TensorType({DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_INT8, DT_INT16, DT_INT32, DT_INT64, DT_UINT8, DT_UINT16}))
    .REQUIRED_ATTR(ksize, ListInt)
    .REQUIRED_ATTR(strides, ListInt)
    .REQUIRED_ATTR(padding, String)
    .ATTR(data_format, String, "NHWC")
    .OP_END_FACTORY_REG(MaxPool)

}  // namespace ge
