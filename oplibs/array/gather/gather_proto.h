// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Gather prototype (source: hicann/ops-nn common/inc/op_graph/op_nn_proto_extend.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Gather (TF Gather v1): gathers along axis batch_dims: y = x.shape[:b] + indices.shape[b:] + x.shape[b+1:].
REG_OP(Gather)
    .INPUT(x, "T")
    .INPUT(indices, TensorType({DT_INT32, DT_INT64}))
    .OUTPUT(y, "T")
    .ATTR(validate_indices, Bool, true)
    .ATTR(batch_dims, Int, 0)
    .ATTR(is_preprocessed, Bool, false)
    .ATTR(negative_index_support, Bool, false)
    .DATATYPE(T, TensorType({TensorType::BasicType(), DT_BOOL}))
    .OP_END_FACTORY_REG(Gather)

}  // namespace ge
