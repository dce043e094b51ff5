// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Slice prototype (source: hicann/ops-math conversion/slice/op_graph/slice_proto.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Slice (TF Slice): y.shape[i] = size[i] (-1: to the end of the dim), starting at offsets[i]; both value-dependent.
REG_OP(Slice)
    .INPUT(x, "T")
    .INPUT(offsets, TensorType({DT_INT32, DT_INT64}))
    .INPUT(size, TensorType({DT_INT32, DT_INT64}))
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::BasicType())
    .OP_END_FACTORY_REG(Slice)

}  // namespace ge
