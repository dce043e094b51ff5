// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The ClipByValue prototype (CANN ops-math conversion/clip_by_value): y = min(max(x, clip_value_min),
// clip_value_max) with numpy broadcasting of the three inputs (CANN's InferShape4Broadcast).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// ClipByValue: clamps x to [clip_value_min, clip_value_max]; the bounds are tensors that broadcast with x.
REG_OP(ClipByValue)
    .INPUT(x, "T")
    .INPUT(clip_value_min, "T")
    .INPUT(clip_value_max, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_COMPLEX128, DT_COMPLEX64, DT_DOUBLE, DT_FLOAT, DT_FLOAT16, DT_INT16, DT_INT32, DT_INT64,
                             DT_INT8, DT_QINT32, DT_QINT8, DT_QUINT8, DT_UINT16, DT_UINT8, DT_BF16, DT_COMPLEX32}))
    .OP_END_FACTORY_REG(ClipByValue)

}  // namespace ge
