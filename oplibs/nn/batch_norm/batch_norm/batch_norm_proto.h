// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The BatchNorm prototype (CANN ops-nn norm/batch_norm/op_graph/batch_norm_proto.h). Compiled through a generated
// translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake). The "T1"/"T2" symbols give every
// output's dtype.
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// BatchNorm: batch normalisation of x (layout per data_format) with per-channel scale and offset, and mean and
/// variance (used when is_training is false). y has x's shape; batch_mean, batch_variance, reserve_space_1 and
/// reserve_space_2 are [C]; reserve_space_3 is a one-element [1] kept for TensorFlow compatibility.
REG_OP(BatchNorm)
    .INPUT(x, "T1")
    .INPUT(scale, "T2")
    .INPUT(offset, "T2")
    .OPTIONAL_INPUT(mean, "T2")
    .OPTIONAL_INPUT(variance, "T2")
    .OUTPUT(y, "T1")
    .OUTPUT(batch_mean, "T2")
    .OUTPUT(batch_variance, "T2")
    .OUTPUT(reserve_space_1, "T2")
    .OUTPUT(reserve_space_2, "T2")
    .OUTPUT(reserve_space_3, "T2")
    .ATTR(epsilon, Float, 1e-4f)
    .ATTR(data_format, String, "NHWC")
    .ATTR(is_training, Bool, true)
    .ATTR(exponential_avg_factor, Float, 1.0f)
    .DATATYPE(T1, TensorType({DT_FLOAT, DT_FLOAT16, DT_BF16}))
    .DATATYPE(T2, TensorType({DT_FLOAT}))
    .OP_END_FACTORY_REG(BatchNorm)

}  // namespace ge
