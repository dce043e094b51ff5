// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The GatherElements prototype (source: hicann/ops-nn index/gather_elements/op_graph/gather_elements_proto.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// GatherElements (torch.gather): y has the shape of index, which has x's rank; dim in [-r, r).
REG_OP(GatherElements)
    .INPUT(x, "T")
    .INPUT(index, TensorType({DT_INT32, DT_INT64}))
    .OUTPUT(y, "T")
    .ATTR(dim, Int, 0)
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_BF16, DT_FLOAT, DT_DOUBLE, DT_INT8, DT_INT16, DT_INT32, DT_INT64, DT_UINT8,
                             DT_UINT16, DT_UINT32, DT_UINT64, DT_BOOL}))
    .OP_END_FACTORY_REG(GatherElements)

}  // namespace ge
