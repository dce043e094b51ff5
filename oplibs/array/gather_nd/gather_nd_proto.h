// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The GatherNd prototype (source: CANN's array_ops.h, op GatherNd; TensorFlow's GatherNd). x and y share the type
// symbol "T" where CANN lists the same set for both: y has x's dtype.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// GatherNd: slices of x at the index tuples in the last dim of indices; y = indices.shape[:-1] + x.shape[k:] with
/// k = indices.shape[-1].
REG_OP(GatherNd)
    .INPUT(x, "T")
    .INPUT(indices, TensorType({DT_INT32, DT_INT64}))
    .OUTPUT(y, "T")
    .ATTR(negative_index_support, Bool, false)
    .DATATYPE(T, TensorType({DT_COMPLEX128, DT_COMPLEX64, DT_DOUBLE, DT_FLOAT, DT_FLOAT16, DT_INT16, DT_INT32, DT_INT64,
                             DT_INT8, DT_UINT16, DT_UINT32, DT_UINT64, DT_UINT8, DT_BOOL, DT_BF16}))
    .OP_END_FACTORY_REG(GatherNd)

}  // namespace ge
