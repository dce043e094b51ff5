// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Resize prototype (source: CANN's image_ops.h, op Resize: ONNX Resize's inputs and attrs). x and y share the
// type symbol "T" where CANN lists the same set for both: y has x's dtype.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Resize (ONNX Resize): x resized to `sizes`, or by `scales` (y dim = floor(x dim * scale)); exactly one of them
/// holds values. roi is read by coordinate_transformation_mode "tf_crop_and_resize" only.
REG_OP(Resize)
    .INPUT(x, "T")
    .OPTIONAL_INPUT(roi, TensorType({DT_FLOAT16, DT_FLOAT, DT_DOUBLE}))
    .OPTIONAL_INPUT(scales, TensorType({DT_FLOAT}))
    .OPTIONAL_INPUT(sizes, TensorType({DT_INT64, DT_INT32}))
    .OUTPUT(y, "T")
    .ATTR(coordinate_transformation_mode, String, "half_pixel")
    .ATTR(cubic_coeff_a, Float, -0.75)
    .ATTR(exclude_outside, Int, 0)
    .ATTR(extrapolation_value, Float, 0.0)
    .ATTR(mode, String, "nearest")
    .ATTR(nearest_mode, String, "round_prefer_floor")
    .DATATYPE(T, TensorType({DT_INT8, DT_UINT8, DT_INT16, DT_UINT16, DT_INT32, DT_INT64, DT_FLOAT16, DT_FLOAT,
                             DT_DOUBLE, DT_BF16}))
    .OP_END_FACTORY_REG(Resize)

}  // namespace ge
