// Copyright 2026 The oppkit Authors. Licensed under the Apache License,
// Version 2.0.
//
// The BiasAdd prototype (CANN ops-math
// math/bias_add/op_graph/bias_add_proto.h). Compiled through a generated
// translation unit of its own (Note [Op folders] in
// cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// BiasAdd: y = x + bias along x's channel dim (dim 1 for NCHW/NCDHW, the last
/// dim for NHWC/NDHWC). The inputs and y share the dtype symbol T: CANN gives
/// them the same set and its InferDataType copies x's dtype.
REG_OP(BiasAdd)
    .INPUT(x, "T")
    .INPUT(bias, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::BasicType())
    .ATTR(data_format, String, "NHWC")
    .OP_END_FACTORY_REG(BiasAdd)

}  // namespace ge
