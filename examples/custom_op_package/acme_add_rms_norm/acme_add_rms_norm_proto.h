// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The prototype of AcmeAddRmsNorm (built into libcust_opsproto_rt2.0.so), written exactly as for CANN. Compiled
// through a translation unit of its own that the build generates (Note [Op folders] in oppkit's
// cmake/OppkitOpPackage.cmake): OP_END_FACTORY_REG defines a static registrar.
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/**
 * @brief AcmeAddRmsNorm: the Add in front of an RmsNorm fused into one kernel (after CANN's AddRmsNorm), with an
 * optional bias after the scaling. \n
 *   x = x1 + x2 \n
 *   rstd = 1 / sqrt(mean(x^2 over the normalized axes) + epsilon) \n
 *   y = x * rstd * gamma (+ beta) \n
 * The normalized axes are the last rank(gamma) axes of x1.
 *
 * @par Inputs
 * @li x1: A tensor, float16/bfloat16/float32, format ND.
 * @li x2: A tensor of x1's shape and dtype.
 * @li gamma: The scale, shaped as the last rank(gamma) axes of x1, x1's dtype.
 * @li beta: An optional bias of gamma's shape and dtype.
 *
 * @par Attributes
 * epsilon: Added to the mean square to keep the division finite. Float, defaults to 1e-6.
 *
 * @par Outputs
 * @li y: The normalized result, x1's shape and dtype.
 * @li rstd: The reciprocal root mean square, float32, x1's shape with the normalized axes set to 1.
 * @li x: The sum x1 + x2, x1's shape and dtype.
 */
REG_OP(AcmeAddRmsNorm)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .INPUT(gamma, "T")
    .OPTIONAL_INPUT(beta, "T")
    .OUTPUT(y, "T")
    .OUTPUT(rstd, TensorType({DT_FLOAT}))
    .OUTPUT(x, "T")
    .ATTR(epsilon, Float, 1e-6f)
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_BF16, DT_FLOAT}))
    .OP_END_FACTORY_REG(AcmeAddRmsNorm)

}  // namespace ge
