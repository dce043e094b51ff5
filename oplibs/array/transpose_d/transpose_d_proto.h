// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The TransposeD prototype (CANN's transformation_ops.h: Transpose with perm as an attr; the ONNX parser's target
// for Transpose, whose perm is an attribute). Compiled through a generated translation unit of its own
// (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// TransposeD: y.shape[i] = x.shape[perm[i]] (Note [Transpose semantics]).
REG_OP(TransposeD)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .REQUIRED_ATTR(perm, ListInt)
    .DATATYPE(T, TensorType({DT_INT8, DT_INT16, DT_INT32, DT_INT64, DT_UINT8, DT_UINT16, DT_UINT32, DT_UINT64,
                             DT_FLOAT16, DT_FLOAT}))
    .OP_END_FACTORY_REG(TransposeD)

}  // namespace ge
