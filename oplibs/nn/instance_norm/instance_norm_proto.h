// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The InstanceNorm prototype (source: CANN's nn_norm_ops.h, op InstanceNorm). Its inputs and outputs share the type
// symbol "T" where CANN lists the same set for each.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// InstanceNorm: x normalised per sample and channel over its spatial dims, scaled by gamma and shifted by beta
/// (both [C]); mean and variance keep N and C and are 1 in the spatial dims.
REG_OP(InstanceNorm)
    .INPUT(x, "T")
    .INPUT(gamma, "T")
    .INPUT(beta, "T")
    .OUTPUT(y, "T")
    .OUTPUT(mean, "T")
    .OUTPUT(variance, "T")
    .ATTR(data_format, String, "NDHWC")
    .ATTR(epsilon, Float, 1e-6)
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .OP_END_FACTORY_REG(InstanceNorm)

}  // namespace ge
