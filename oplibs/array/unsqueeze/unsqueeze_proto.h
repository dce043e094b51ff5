// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Unsqueeze prototype (source: hicann/ops-math conversion/unsqueeze/op_graph/unsqueeze_proto.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Unsqueeze (ONNX): inserts size-1 dims at axes, which index the output (rank r + len(axes)), unique, any order.
REG_OP(Unsqueeze)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .ATTR(axes, ListInt, {})
    .DATATYPE(T, TensorType::ALL())
    .OP_END_FACTORY_REG(Unsqueeze)

}  // namespace ge
