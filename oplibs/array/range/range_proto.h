// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Range prototype (CANN ops-math math/range). Compiled through a generated translation unit of its own
// (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Range: the sequence start, start + delta, ... up to limit (excluded; included if is_closed), from three scalars. y's
/// dtype is the inputs' when they agree, else float32 (the InferDataType of range_infer_datatype.cc).
REG_OP(Range)
    .INPUT(start, TensorType({DT_FLOAT16, DT_BF16, DT_FLOAT, DT_DOUBLE, DT_INT32, DT_INT64}))
    .INPUT(limit, TensorType({DT_FLOAT16, DT_BF16, DT_FLOAT, DT_DOUBLE, DT_INT32, DT_INT64}))
    .INPUT(delta, TensorType({DT_FLOAT16, DT_BF16, DT_FLOAT, DT_DOUBLE, DT_INT32, DT_INT64}))
    .OUTPUT(y, TensorType({DT_FLOAT16, DT_BF16, DT_FLOAT, DT_DOUBLE, DT_INT32, DT_INT64}))
    .ATTR(is_closed, Bool, false)
    .OP_END_FACTORY_REG(Range)

}  // namespace ge
