// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The TopK and TopKV2 prototypes (CANN ops-nn op_nn_proto_extend.h / ops-math math/topk, math/top_k_v2): one folder
// because both ops share one shape rule (x with dim `dim` replaced by the value of k, for both outputs); the IRs differ
// in attr order and in the indices dtype (TopK: int32; TopKV2: the indices_dtype attr). Compiled through a generated
// translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// TopK: the k largest (or smallest) elements of x along `dim` and their int32 indices.
REG_OP(TopK)
    .INPUT(x, "T")
    .INPUT(k, TensorType({DT_INT32}))
    .OUTPUT(values, "T")
    .OUTPUT(indices, TensorType({DT_INT32}))
    .ATTR(sorted, Bool, true)
    .ATTR(largest, Bool, true)
    .ATTR(dim, Int, -1)
    .DATATYPE(T, TensorType::RealNumberType())
    .OP_END_FACTORY_REG(TopK)

/// TopKV2: as TopK; k may be int32 or int64 and the indices have the dtype of the `indices_dtype` attr (a
/// ge::DataType, int32 by default; the output's type symbol names it).
REG_OP(TopKV2)
    .INPUT(x, "T")
    .INPUT(k, TensorType({DT_INT32, DT_INT64}))
    .OUTPUT(values, "T")
    .OUTPUT(indices, "indices_dtype")
    .ATTR(sorted, Bool, true)
    .ATTR(dim, Int, -1)
    .ATTR(largest, Bool, true)
    .ATTR(indices_dtype, Int, DT_INT32)
    .DATATYPE(T, TensorType::RealNumberType())
    .DATATYPE(indices_dtype, TensorType({DT_INT32, DT_INT64}))
    .OP_END_FACTORY_REG(TopKV2)

}  // namespace ge
