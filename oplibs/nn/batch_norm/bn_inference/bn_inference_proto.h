// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The BNInference prototype (CANN ops-nn norm/bn_inference proto). Compiled through a generated translation unit of its
// own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// BNInference: inference batch normalisation of x (NCHW or NHWC, per x's format) with per-channel mean, variance
/// and momentum (the scale factor of mean and variance) and optional scale and offset; y has x's shape.
REG_OP(BNInference)
    .INPUT(x, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .INPUT(mean, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .INPUT(variance, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .INPUT(momentum, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .OPTIONAL_INPUT(scale, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .OPTIONAL_INPUT(offset, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .OUTPUT(y, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .ATTR(epsilon, Float, 1e-5f)
    .ATTR(use_global_stats, Bool, true)
    .ATTR(mode, Int, 1)
    .OP_END_FACTORY_REG(BNInference)

}  // namespace ge
