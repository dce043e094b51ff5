// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Split prototype (source: hicann/ops-math conversion/split/op_graph/split_proto.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Split (TF Split): the int32 scalar split_dim (value-dependent) comes FIRST, then x; num_split equal parts.
REG_OP(Split)
    .INPUT(split_dim, TensorType({DT_INT32}))
    .INPUT(x, "T")
    .DYNAMIC_OUTPUT(y, "T")
    .REQUIRED_ATTR(num_split, Int)
    .DATATYPE(T, TensorType({TensorType::BasicType(), DT_BOOL}))
    .OP_END_FACTORY_REG(Split)

}  // namespace ge
