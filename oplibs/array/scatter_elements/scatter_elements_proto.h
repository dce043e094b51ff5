// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The ScatterElements prototype (source: CANN op_proto scatter_elements_ops.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// ScatterElements (ONNX): y = data with updates written at indices along axis; y has data's shape.
REG_OP(ScatterElements)
    .INPUT(data, "T")
    .INPUT(indices, TensorType::IndexNumberType())
    .INPUT(updates, "T")
    .OUTPUT(y, "T")
    .ATTR(axis, Int, 0)
    .ATTR(reduction, String, "none")
    .DATATYPE(T, TensorType::NumberType())
    .OP_END_FACTORY_REG(ScatterElements)

}  // namespace ge
