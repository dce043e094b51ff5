// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The ConcatD prototype (source: hicann/ops-math conversion/concat_d/op_graph/concat_d_proto.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// ConcatD: ConcatV2 with concat_dim as a required attr (deprecated in favour of Concat).
REG_OP(ConcatD)
    .DYNAMIC_INPUT(x, "T")
    .OUTPUT(y, "T")
    .REQUIRED_ATTR(concat_dim, Int)
    .ATTR(N, Int, 1)
    .DATATYPE(T, TensorType({DT_BOOL, DT_FLOAT16, DT_BF16, DT_FLOAT, DT_DOUBLE, DT_INT8, DT_INT16, DT_INT32, DT_INT64,
                             DT_UINT8, DT_UINT16, DT_UINT32, DT_UINT64, DT_COMPLEX64}))
    .OP_END_FACTORY_REG(ConcatD)

}  // namespace ge
