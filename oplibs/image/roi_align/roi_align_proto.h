// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The ROIAlign prototype (source: CANN's nn_detect_ops.h, op ROIAlign). features, rois and y share the type symbol
// "T" where CANN lists the same set for each.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// ROIAlign: each region of interest of rois ([K, 5]: batch index, x1, y1, x2, y2) pooled from features (NCHW) into
/// pooled_height x pooled_width bins; y is [K, C, pooled_height, pooled_width].
REG_OP(ROIAlign)
    .INPUT(features, "T")
    .INPUT(rois, "T")
    .OPTIONAL_INPUT(rois_n, TensorType({DT_INT32}))
    .OUTPUT(y, "T")
    .REQUIRED_ATTR(spatial_scale, Float)
    .REQUIRED_ATTR(pooled_height, Int)
    .REQUIRED_ATTR(pooled_width, Int)
    .ATTR(sample_num, Int, 2)
    .ATTR(roi_end_mode, Int, 1)
    .ATTR(pool_mode, String, "avg")
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_FLOAT}))
    .OP_END_FACTORY_REG(ROIAlign)

}  // namespace ge
