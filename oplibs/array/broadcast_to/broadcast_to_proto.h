// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The BroadcastTo prototype (CANN ops-math conversion/broadcast_to; TF BroadcastTo). Compiled through a generated
// translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// BroadcastTo: x broadcast (one-directionally) to the shape given by the value of `shape`.
REG_OP(BroadcastTo)
    .INPUT(x, "T")
    .INPUT(shape, TensorType({DT_INT32, DT_INT64}))
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::ALL())
    .OP_END_FACTORY_REG(BroadcastTo)

}  // namespace ge
