// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The activation prototypes (CANN ops-nn activation/{relu6,leaky_relu,elu,gelu,sigmoid,hard_sigmoid,hard_swish,
// swish,softplus}) and the inference form of Dropout (CANN's Caffe-style `Dropout`, nn_norm_ops.h): y = f(x), same
// shape and dtype. Relu keeps its own folder (nn/relu).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
//
// Note [Activation family]
// Every op here gives y the shape and dtype of x whatever its attrs (LeakyRelu's negative_slope, Elu's alpha,
// HardSigmoid's alpha and beta, Swish's scale, Dropout's ratio), so they share one folder and one InferShape; the
// dtype is a symbol "T" shared by x and y. Attr names, types and defaults are CANN's; note LeakyRelu's
// negative_slope defaults to 0.0 (ONNX's alpha to 0.01).
//
// Note [Dropout at inference]
// CANN's training dropout is the pair DropOutGenMask/DropOutDoMask (a random mask input); what a frozen model holds
// is the Caffe-style `Dropout` (float only, attrs dropout_ratio, scale_train, alpha, beta), which is the identity
// on shapes. That is the prototype registered here.
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Relu6: min(max(x, 0), 6).
REG_OP(Relu6)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_FLOAT, DT_INT32, DT_BF16}))
    .OP_END_FACTORY_REG(Relu6)

/// LeakyRelu: x if x >= 0, else negative_slope * x.
REG_OP(LeakyRelu)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .ATTR(negative_slope, Float, 0.0)
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16, DT_DOUBLE, DT_BF16}))
    .OP_END_FACTORY_REG(LeakyRelu)

/// Elu: scale * x if x > 0, else scale * alpha * (exp(input_scale * x) - 1).
REG_OP(Elu)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .ATTR(alpha, Float, 1.0)
    .ATTR(scale, Float, 1.0)
    .ATTR(input_scale, Float, 1.0)
    .DATATYPE(T, TensorType({TensorType::FloatingDataType(), DT_BF16}))
    .OP_END_FACTORY_REG(Elu)

/// Gelu: x * Phi(x) (tanh approximation in CANN's kernel).
REG_OP(Gelu)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_BF16, DT_FLOAT16, DT_FLOAT}))
    .OP_END_FACTORY_REG(Gelu)

/// Sigmoid: 1 / (1 + exp(-x)).
REG_OP(Sigmoid)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::UnaryDataType())
    .OP_END_FACTORY_REG(Sigmoid)

/// HardSigmoid: max(0, min(1, alpha * x + beta)).
REG_OP(HardSigmoid)
    .INPUT(input_x, "T")
    .OUTPUT(output_y, "T")
    .ATTR(alpha, Float, 0.16666666)
    .ATTR(beta, Float, 0.5)
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16, DT_BF16, DT_INT32}))
    .OP_END_FACTORY_REG(HardSigmoid)

/// HardSwish: x * relu6(x + 3) / 6 (CANN declares it through its op definition, hard_swish_def.cpp).
REG_OP(HardSwish)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16, DT_BF16}))
    .OP_END_FACTORY_REG(HardSwish)

/// Swish: x * sigmoid(scale * x).
REG_OP(Swish)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .ATTR(scale, Float, 1.0)
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .OP_END_FACTORY_REG(Swish)

/// Softplus: log(1 + exp(x)).
REG_OP(Softplus)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({TensorType::FloatingDataType(), DT_BF16}))
    .OP_END_FACTORY_REG(Softplus)

/// Dropout (inference): see Note [Dropout at inference].
REG_OP(Dropout)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .ATTR(dropout_ratio, Float, 0.5)
    .ATTR(scale_train, Bool, true)
    .ATTR(alpha, Float, 1.0)
    .ATTR(beta, Float, 0.0)
    .DATATYPE(T, TensorType({DT_FLOAT}))
    .OP_END_FACTORY_REG(Dropout)

}  // namespace ge
