// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Relu prototype (CANN ops-nn activation/relu): y = max(x, 0), same shape and dtype.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Relu: element-wise max(x, 0).
REG_OP(Relu)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_BF16, DT_FLOAT, DT_DOUBLE, DT_INT8, DT_INT16, DT_INT32, DT_INT64, DT_UINT8,
                             DT_UINT16}))
    .OP_END_FACTORY_REG(Relu)

}  // namespace ge
