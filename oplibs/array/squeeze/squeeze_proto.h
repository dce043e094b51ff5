// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Squeeze prototype (source: hicann/ops-math conversion/squeeze/op_graph/squeeze_proto.h).
// Included by exactly one .cc (docs/design.md §3.2: OP_END_FACTORY_REG defines a static registrar).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Squeeze: removes the size-1 dims listed in axis (negative allowed), or every size-1 dim if axis is [].
REG_OP(Squeeze)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .ATTR(axis, ListInt, {})
    .DATATYPE(T, TensorType::ALL())
    .OP_END_FACTORY_REG(Squeeze)

}  // namespace ge
