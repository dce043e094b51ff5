// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The GatherV2 prototype (source: hicann/ops-nn index/gather_v2/op_graph/gather_v2_proto.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// GatherV2: y = x.shape[:axis] + indices.shape[batch_dims:] + x.shape[axis+1:]; axis is a value-dependent scalar.
REG_OP(GatherV2)
    .INPUT(x, "T")
    .INPUT(indices, TensorType({DT_INT32, DT_INT64}))
    .INPUT(axis, TensorType({DT_INT32, DT_INT64}))
    .OUTPUT(y, "T")
    .ATTR(batch_dims, Int, 0)
    .ATTR(is_preprocessed, Bool, false)
    .ATTR(negative_index_support, Bool, false)
    .DATATYPE(T, TensorType::ALL())
    .OP_END_FACTORY_REG(GatherV2)

}  // namespace ge
