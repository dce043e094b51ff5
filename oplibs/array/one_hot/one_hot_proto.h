// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The OneHot prototype (CANN ops-math math/one_hot; TF OneHot, ONNX OneHot with values split into on/off scalars).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// OneHot: y inserts a dim of size depth (the value of the scalar `depth`) at `axis` (-1: last); y[..., x, ...] is
/// on_value, the rest off_value. y's dtype is on_value's.
REG_OP(OneHot)
    .INPUT(x, TensorType({DT_UINT8, DT_INT32, DT_INT64}))
    .INPUT(depth, TensorType({DT_INT32, DT_INT64}))
    .INPUT(on_value, "T")
    .INPUT(off_value, "T")
    .OUTPUT(y, "T")
    .ATTR(axis, Int, -1)
    .DATATYPE(T, TensorType::BasicType())
    .OP_END_FACTORY_REG(OneHot)

}  // namespace ge
