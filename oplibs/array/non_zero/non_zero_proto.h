// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The NonZero prototype (CANN ops-nn index/non_zero; PyTorch nonzero, ONNX NonZero with transpose = true). Compiled
// through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// NonZero: the coordinates of the non-zero elements of x: [num_nonzero, rank(x)], or [rank(x), num_nonzero] if
/// transpose. y's dtype is the `dtype` attr (a ge::DataType, int64 by default; the output's type symbol names it).
REG_OP(NonZero)
    .INPUT(x, TensorType({DT_DOUBLE, DT_FLOAT, DT_FLOAT16, DT_INT8, DT_UINT8, DT_INT16, DT_UINT16, DT_INT32, DT_UINT32,
                          DT_INT64, DT_UINT64, DT_BOOL, DT_BF16}))
    .OUTPUT(y, "dtype")
    .ATTR(transpose, Bool, false)
    .ATTR(dtype, Type, DT_INT64)
    .DATATYPE(dtype, TensorType({DT_INT64, DT_INT32}))
    .OP_END_FACTORY_REG(NonZero)

}  // namespace ge
