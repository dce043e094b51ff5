// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Add prototype (CANN ops-math math/add): y = x1 + x2 with numpy broadcasting.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Add: element-wise sum with numpy broadcasting. y has the common dtype of x1 and x2 (CANN's add_graph_infer:
/// the same promotion as Mul), so each tensor has its own symbol over the same set and InferDataTypeForPromote
/// (elementwise_binary) gives y's dtype.
REG_OP(Add)
    .INPUT(x1, "T1")
    .INPUT(x2, "T2")
    .OUTPUT(y, "T3")
    .DATATYPE(T1, TensorType({DT_BOOL, DT_FLOAT16, DT_BF16, DT_FLOAT, DT_DOUBLE, DT_INT8, DT_INT16, DT_INT32, DT_INT64,
                              DT_UINT8, DT_COMPLEX64, DT_COMPLEX128, DT_STRING}))
    .DATATYPE(T2, TensorType({DT_BOOL, DT_FLOAT16, DT_BF16, DT_FLOAT, DT_DOUBLE, DT_INT8, DT_INT16, DT_INT32, DT_INT64,
                              DT_UINT8, DT_COMPLEX64, DT_COMPLEX128, DT_STRING}))
    .DATATYPE(T3, TensorType({DT_BOOL, DT_FLOAT16, DT_BF16, DT_FLOAT, DT_DOUBLE, DT_INT8, DT_INT16, DT_INT32, DT_INT64,
                              DT_UINT8, DT_COMPLEX64, DT_COMPLEX128, DT_STRING}))
    .OP_END_FACTORY_REG(Add)

}  // namespace ge
