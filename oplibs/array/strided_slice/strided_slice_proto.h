// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The StridedSlice prototype (source: hicann/ops-math conversion/strided_slice/op_graph/strided_slice_proto.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// StridedSlice (TF): begin/end/strides (value-dependent) with the five bit masks; the output is declared after
/// the attrs, as in CANN.
REG_OP(StridedSlice)
    .INPUT(x, "T")
    .INPUT(begin, "Index")
    .INPUT(end, "Index")
    .INPUT(strides, "Index")
    .ATTR(begin_mask, Int, 0)
    .ATTR(end_mask, Int, 0)
    .ATTR(ellipsis_mask, Int, 0)
    .ATTR(new_axis_mask, Int, 0)
    .ATTR(shrink_axis_mask, Int, 0)
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::BasicType())
    .DATATYPE(Index, TensorType({DT_INT32, DT_INT64}))
    .OP_END_FACTORY_REG(StridedSlice)

}  // namespace ge
