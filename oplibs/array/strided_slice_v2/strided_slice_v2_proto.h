// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The StridedSliceV2 prototype (CANN's selection_ops.h, "compatible with the onnx operator Slice": begin, end and
// the optional axes and strides are ONNX Slice's starts, ends, axes and steps). Compiled through a generated
// translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// StridedSliceV2: x sliced along `axes` from `begin` to `end` with `strides` (Note [StridedSliceV2 semantics]).
REG_OP(StridedSliceV2)
    .INPUT(x, "T")
    .INPUT(begin, "Index")
    .INPUT(end, "Index")
    .OPTIONAL_INPUT(axes, "Index")
    .OPTIONAL_INPUT(strides, "Index")
    .ATTR(begin_mask, Int, 0)
    .ATTR(end_mask, Int, 0)
    .ATTR(ellipsis_mask, Int, 0)
    .ATTR(new_axis_mask, Int, 0)
    .ATTR(shrink_axis_mask, Int, 0)
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({TensorType::BasicType(), DT_BOOL}))
    .DATATYPE(Index, TensorType::IndexNumberType())
    .OP_END_FACTORY_REG(StridedSliceV2)

}  // namespace ge
