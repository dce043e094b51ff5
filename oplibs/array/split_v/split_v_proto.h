// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The SplitV prototype (source: hicann/ops-math conversion/split_v/op_graph/split_v_proto.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// SplitV (TF SplitV): x, then size_splits and split_dim (both value-dependent); num_split parts of the given sizes.
REG_OP(SplitV)
    .INPUT(x, "T")
    .INPUT(size_splits, TensorType({DT_INT32, DT_INT64}))
    .INPUT(split_dim, TensorType({DT_INT32, DT_INT64}))
    .DYNAMIC_OUTPUT(y, "T")
    .REQUIRED_ATTR(num_split, Int)
    .DATATYPE(T, TensorType::ALL())
    .OP_END_FACTORY_REG(SplitV)

}  // namespace ge
