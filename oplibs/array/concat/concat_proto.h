// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Concat prototype (source: hicann/ops-math conversion/concat/op_graph/concat_proto.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Concat (TF Concat): the scalar concat_dim (value-dependent) comes FIRST, then the dynamic input x.
REG_OP(Concat)
    .INPUT(concat_dim, TensorType({DT_INT32, DT_INT64}))
    .DYNAMIC_INPUT(x, "T")
    .OUTPUT(y, "T")
    .ATTR(N, Int, 1)
    .DATATYPE(T, TensorType({TensorType::BasicType(), DT_BOOL}))
    .OP_END_FACTORY_REG(Concat)

}  // namespace ge
