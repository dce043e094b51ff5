// Copyright 2026 The oppkit Authors. Licensed under the Apache License,
// Version 2.0.
//
// The AvgPool prototype (CANN ops-nn
// pooling/avg_pool/op_graph/avg_pool_proto.h): TF AvgPool on a 4-D x. Compiled
// through a generated translation unit of its own (Note [Op folders] in
// cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// AvgPool: ksize and strides are 4-element lists in data_format order (N and C
/// entries 1); padding is "SAME" or "VALID" (SAME excludes the padding from the
/// count). The inputs and y share the dtype symbol T: CANN gives them the same
/// set and its InferDataType copies x's dtype.
REG_OP(AvgPool)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16, DT_DOUBLE}))
    .REQUIRED_ATTR(ksize, ListInt)
    .REQUIRED_ATTR(strides, ListInt)
    .REQUIRED_ATTR(padding, String)
    .ATTR(data_format, String, "NHWC")
    .OP_END_FACTORY_REG(AvgPool)

}  // namespace ge
