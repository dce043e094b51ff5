// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Unpack prototype (source: CANN op_proto split_combination_ops.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Unpack (TF Unstack): num tensors, x with dim axis removed (x.shape[axis] == num).
REG_OP(Unpack)
    .INPUT(x, "T")
    .DYNAMIC_OUTPUT(y, "T")
    .REQUIRED_ATTR(num, Int)
    .ATTR(axis, Int, 0)
    .DATATYPE(T, TensorType::BasicType())
    .OP_END_FACTORY_REG(Unpack)

}  // namespace ge
