// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The BroadcastTo prototype (CANN ops-math conversion/broadcast_to; TF BroadcastTo). Included by exactly one .cc
// (docs/design.md §3.2: OP_END_FACTORY_REG defines a static registrar).
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
