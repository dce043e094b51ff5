// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The unary element-wise math prototypes (CANN ops-math math/{tanh,exp,log,sqrt,rsqrt,reciprocal,square,abs,neg,
// floor,ceil,round,erf,sin,cos,logical_not,muls} and conversion/identity): y = f(x), same shape.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
//
// Note [Unary element-wise family]
// Every op here gives y the shape of x, whatever its attrs (Exp's and Log's base/scale/shift, Round's decimals), so
// they share one folder and one InferShape. y's dtype is x's, said by a symbol "T" shared by x and y, except for Log
// (an integer or bool x gives a float y) and Abs (a complex x gives its real component type), whose prototypes give
// y a symbol of its own and which have an InferDataType (CANN's InferDataType4Log and InferDataType4Abs).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Tanh: hyperbolic tangent.
REG_OP(Tanh)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::UnaryDataType())
    .OP_END_FACTORY_REG(Tanh)

/// Exp: y = base^(scale * x + shift); base -1 means e.
REG_OP(Exp)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .ATTR(base, Float, -1.0)
    .ATTR(scale, Float, 1.0)
    .ATTR(shift, Float, 0.0)
    .DATATYPE(T, TensorType::UnaryDataType())
    .OP_END_FACTORY_REG(Exp)

/// Log: y = log_base(scale * x + shift); base -1 means e. An integer or bool x gives a float y.
REG_OP(Log)
    .INPUT(x, "T")
    .OUTPUT(y, "TOut")
    .ATTR(base, Float, -1.0)
    .ATTR(scale, Float, 1.0)
    .ATTR(shift, Float, 0.0)
    .DATATYPE(T, TensorType({DT_UINT8, DT_INT8, DT_INT16, DT_INT32, DT_INT64, DT_FLOAT, DT_DOUBLE, DT_FLOAT16, DT_BF16,
                             DT_BOOL, DT_COMPLEX64, DT_COMPLEX128}))
    .DATATYPE(TOut, TensorType::UnaryDataType())
    .OP_END_FACTORY_REG(Log)

/// Sqrt: square root.
REG_OP(Sqrt)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::UnaryDataType())
    .OP_END_FACTORY_REG(Sqrt)

/// Rsqrt: 1 / sqrt(x).
REG_OP(Rsqrt)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::UnaryDataType())
    .OP_END_FACTORY_REG(Rsqrt)

/// Reciprocal: 1 / x.
REG_OP(Reciprocal)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT, DT_DOUBLE, DT_FLOAT16, DT_COMPLEX64, DT_COMPLEX128, DT_BF16}))
    .OP_END_FACTORY_REG(Reciprocal)

/// Square: x * x.
REG_OP(Square)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T,
              TensorType({DT_DOUBLE, DT_FLOAT16, DT_FLOAT, DT_BF16, DT_INT32, DT_INT64, DT_COMPLEX64, DT_COMPLEX128}))
    .OP_END_FACTORY_REG(Square)

/// Abs: |x|; a complex64 x gives a float y, a complex32 x a float16 y.
REG_OP(Abs)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_UINT8, DT_BOOL, DT_FLOAT16, DT_BF16, DT_FLOAT, DT_DOUBLE, DT_INT8, DT_INT16, DT_INT32,
                             DT_INT64, DT_COMPLEX32, DT_COMPLEX64}))
    .OP_END_FACTORY_REG(Abs)

/// Neg: -x.
REG_OP(Neg)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_BF16, DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_INT8, DT_INT32, DT_INT64, DT_COMPLEX64,
                             DT_COMPLEX128}))
    .OP_END_FACTORY_REG(Neg)

/// Muls: y = x * value, the scalar factor an attr (CANN's parsers scale with it: ONNX Gemm's alpha and beta).
REG_OP(Muls)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .REQUIRED_ATTR(value, Float)
    .DATATYPE(T, TensorType({DT_FLOAT, DT_INT16, DT_INT32, DT_INT64, DT_FLOAT16, DT_BF16, DT_COMPLEX64, DT_COMPLEX128}))
    .OP_END_FACTORY_REG(Muls)

/// Floor: largest integer <= x.
REG_OP(Floor)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({TensorType::FloatingDataType(), DT_BF16}))
    .OP_END_FACTORY_REG(Floor)

/// Ceil: smallest integer >= x.
REG_OP(Ceil)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({TensorType::FloatingDataType(), DT_BF16}))
    .OP_END_FACTORY_REG(Ceil)

/// Round: rounds half to even, to `decimals` decimal places.
REG_OP(Round)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .ATTR(decimals, Int, 0)
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_BF16, DT_FLOAT, DT_INT32, DT_INT64, DT_DOUBLE}))
    .OP_END_FACTORY_REG(Round)

/// Erf: the Gauss error function.
REG_OP(Erf)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({TensorType::FloatingDataType(), DT_BF16}))
    .OP_END_FACTORY_REG(Erf)

/// Sin: sine.
REG_OP(Sin)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::UnaryDataType())
    .OP_END_FACTORY_REG(Sin)

/// Cos: cosine.
REG_OP(Cos)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::UnaryDataType())
    .OP_END_FACTORY_REG(Cos)

/// LogicalNot: !x (bool only; ONNX Not maps here).
REG_OP(LogicalNot)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_BOOL}))
    .OP_END_FACTORY_REG(LogicalNot)

/// Identity: y = x.
REG_OP(Identity)
    .INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::ALL())
    .OP_END_FACTORY_REG(Identity)

}  // namespace ge
