// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The ScatterNd update prototypes (source: CANN's state_ops.h / ops-nn index ops ScatterNdUpdate, ScatterNdAdd,
// ScatterNdMul): var with the slices at the index tuples of indices replaced by (added to, multiplied by) updates.
// var, updates and the output share the type symbol "T" where CANN lists the same set for each.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// ScatterNdUpdate: var[indices[i]] = updates[i]; the output (var) has var's shape.
REG_OP(ScatterNdUpdate)
    .INPUT(var, "T")
    .INPUT(indices, TensorType({DT_INT32, DT_INT64}))
    .INPUT(updates, "T")
    .OUTPUT(var, "T")
    .ATTR(use_locking, Bool, false)
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16, DT_DOUBLE, DT_BF16, DT_INT8, DT_UINT8, DT_INT16, DT_UINT16,
                             DT_INT32, DT_UINT32, DT_INT64, DT_UINT64, DT_BOOL}))
    .OP_END_FACTORY_REG(ScatterNdUpdate)

/// ScatterNdAdd: var[indices[i]] += updates[i]; the output (var) has var's shape.
REG_OP(ScatterNdAdd)
    .INPUT(var, "T")
    .INPUT(indices, TensorType({DT_INT32, DT_INT64}))
    .INPUT(updates, "T")
    .OUTPUT(var, "T")
    .ATTR(use_locking, Bool, false)
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16, DT_DOUBLE, DT_BF16, DT_INT8, DT_UINT8, DT_INT16, DT_INT32,
                             DT_INT64}))
    .OP_END_FACTORY_REG(ScatterNdAdd)

/// ScatterNdMul: var[indices[i]] *= updates[i]; the output (var) has var's shape.
REG_OP(ScatterNdMul)
    .INPUT(var, "T")
    .INPUT(indices, TensorType({DT_INT32, DT_INT64}))
    .INPUT(updates, "T")
    .OUTPUT(var, "T")
    .ATTR(use_locking, Bool, false)
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16, DT_DOUBLE, DT_BF16, DT_INT8, DT_UINT8, DT_INT32, DT_INT64}))
    .OP_END_FACTORY_REG(ScatterNdMul)

}  // namespace ge
