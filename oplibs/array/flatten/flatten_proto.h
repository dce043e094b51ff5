// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Flatten prototype (source: hicann/ops-math common/inc/op_graph/op_math_proto_extend.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Flatten (ONNX): y = [prod(x.shape[:axis]), prod(x.shape[axis:])], axis in [-r, r].
REG_OP(Flatten)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .ATTR(axis, Int, 1)
    .DATATYPE(T, TensorType::ALL())
    .OP_END_FACTORY_REG(Flatten)

}  // namespace ge
