// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The ExpandDims prototype (source: hicann/ops-math common/inc/op_graph/op_math_proto_extend.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// ExpandDims: inserts one size-1 dim at the value of axis (a scalar, value-dependent), axis in [-(r+1), r].
REG_OP(ExpandDims)
    .INPUT(x, "T")
    .INPUT(axis, TensorType({DT_INT32, DT_INT64}))
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::ALL())
    .OP_END_FACTORY_REG(ExpandDims)

}  // namespace ge
