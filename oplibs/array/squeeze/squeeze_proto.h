// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Squeeze prototype (source: hicann/ops-math conversion/squeeze/op_graph/squeeze_proto.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
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
