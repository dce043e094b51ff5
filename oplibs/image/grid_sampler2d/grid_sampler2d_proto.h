// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The GridSampler2D prototype (source: CANN's image_ops.h, op GridSampler2D). x, grid and y share the type symbol "T"
// where CANN lists the same set for each.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// GridSampler2D (torch grid_sample, ONNX GridSample): x [N, C, H, W] sampled at grid [N, Ho, Wo, 2]; y is
/// [N, C, Ho, Wo].
REG_OP(GridSampler2D)
    .INPUT(x, "T")
    .INPUT(grid, "T")
    .OUTPUT(y, "T")
    .ATTR(interpolation_mode, String, "bilinear")
    .ATTR(padding_mode, String, "zeros")
    .ATTR(align_corners, Bool, false)
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_FLOAT, DT_DOUBLE}))
    .OP_END_FACTORY_REG(GridSampler2D)

}  // namespace ge
