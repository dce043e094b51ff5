// Copyright 2026 The oppkit Authors. Licensed under the Apache License,
// Version 2.0.
//
// The GlobalAveragePool prototype (CANN op proto, ONNX GlobalAveragePool): the
// mean over every spatial dim. Compiled through a generated translation unit of
// its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// GlobalAveragePool: x [N, C, D1, ..., Dk] -> y [N, C, 1, ..., 1] (same rank).
/// The inputs and y share the dtype symbol T: CANN gives them the same set and
/// its InferDataType copies x's dtype.
REG_OP(GlobalAveragePool)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_FLOAT, DT_DOUBLE}))
    .OP_END_FACTORY_REG(GlobalAveragePool)

}  // namespace ge
