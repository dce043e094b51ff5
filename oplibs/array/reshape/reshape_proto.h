// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Reshape prototype (CANN ops-math conversion/reshape): the value of `shape` gives y's shape.
// Included by exactly one .cc (docs/design.md §3.2: OP_END_FACTORY_REG defines a static registrar).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Reshape: y has x's data with the shape given by the value of `shape` (0 copies the input dim, one -1 is
/// inferred). axis/num_axes (Caffe) restrict the reshaped dims to [axis, axis + num_axes).
REG_OP(Reshape)
    .INPUT(x, "T")
    .INPUT(shape, "Tshape")
    .OUTPUT(y, "T")
    .ATTR(axis, Int, 0)
    .ATTR(num_axes, Int, -1)
    .DATATYPE(T, TensorType::ALL())
    .DATATYPE(Tshape, TensorType({DT_INT32, DT_INT64}))
    .OP_END_FACTORY_REG(Reshape)

}  // namespace ge
