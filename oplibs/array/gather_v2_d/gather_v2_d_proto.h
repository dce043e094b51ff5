// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The GatherV2D prototype (CANN's selection_ops.h: GatherV2 with the axis as an attr; the ONNX parser's target for
// Gather, whose axis is an attribute). Compiled through a generated translation unit of its own (Note [Op folders] in
// cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// GatherV2D: y = x.shape[:axis] + indices.shape + x.shape[axis+1:] (Note [Gather semantics], batch_dims 0).
REG_OP(GatherV2D)
    .INPUT(x, "T")
    .INPUT(indices, TensorType::IndexNumberType())
    .OUTPUT(y, "T")
    .REQUIRED_ATTR(axis, Int)
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16, DT_INT32, DT_UINT32, DT_INT8, DT_UINT8, DT_INT16, DT_UINT16,
                             DT_INT64, DT_UINT64}))
    .OP_END_FACTORY_REG(GatherV2D)

}  // namespace ge
