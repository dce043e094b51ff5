// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The binary arithmetic prototypes (CANN ops-math math/{sub,mul,real_div,maximum,minimum,pow,squared_difference,
// floor_mod,mod,bitwise_xor}): y = f(x1, x2) with numpy broadcasting.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
//
// Note [Binary element-wise family]
// These ops share one shape rule (numpy broadcasting of x1 and x2), so they live in one folder with one InferShape
// (elementwise_binary_infershape.cc) instead of seven copies. Their dtype rules are written as type symbols where
// the symbols can say them: "y has x1's dtype" (Sub, Maximum, Minimum, SquaredDifference) is a symbol "T" shared by
// x1, x2 and y, which also makes the framework check that x1 and x2 agree, as the kernels require. CANN's Mul and
// Pow promote (`DATATYPE(T3, Promote({"T1", "T2"}))`), which the SDK has no symbol form for: their y symbol spans
// the union of the input sets and InferDataTypeForPromote computes it. RealDiv maps bool x1 to float (CANN's
// InferDataType4RealDiv): its y has its own set and InferDataTypeForRealDiv.
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Sub: x1 - x2 with numpy broadcasting; y has x1's dtype.
REG_OP(Sub)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16, DT_DOUBLE, DT_UINT8, DT_INT8, DT_UINT16, DT_INT16, DT_INT32,
                             DT_INT64, DT_BOOL, DT_COMPLEX64, DT_COMPLEX128, DT_BF16, DT_COMPLEX32}))
    .OP_END_FACTORY_REG(Sub)

/// Mul: x1 * x2 with numpy broadcasting; y's dtype is the promotion of x1's and x2's (Note [Dtype promotion]).
REG_OP(Mul)
    .INPUT(x1, "T1")
    .INPUT(x2, "T2")
    .OUTPUT(y, "T3")
    .DATATYPE(T1, TensorType({DT_BOOL, DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_UINT8, DT_INT8, DT_UINT16, DT_INT16,
                              DT_INT32, DT_INT64, DT_BF16, DT_COMPLEX64, DT_COMPLEX128, DT_COMPLEX32}))
    .DATATYPE(T2, TensorType({DT_BOOL, DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_UINT8, DT_INT8, DT_UINT16, DT_INT16,
                              DT_INT32, DT_INT64, DT_BF16, DT_COMPLEX64, DT_COMPLEX128, DT_COMPLEX32}))
    .DATATYPE(T3, TensorType({DT_BOOL, DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_UINT8, DT_INT8, DT_UINT16, DT_INT16,
                              DT_INT32, DT_INT64, DT_BF16, DT_COMPLEX64, DT_COMPLEX128, DT_COMPLEX32}))
    .OP_END_FACTORY_REG(Mul)

/// RealDiv: x1 / x2 with numpy broadcasting; y has x1's dtype, float for a bool x1.
REG_OP(RealDiv)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "TOut")
    .DATATYPE(T, TensorType({DT_FLOAT, DT_FLOAT16, DT_BF16, DT_DOUBLE, DT_UINT8, DT_INT8, DT_UINT16, DT_INT16, DT_INT32,
                             DT_INT64, DT_BOOL, DT_COMPLEX64, DT_COMPLEX128}))
    .DATATYPE(TOut, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16, DT_DOUBLE, DT_UINT8, DT_INT8, DT_UINT16, DT_INT16,
                                DT_INT32, DT_INT64, DT_COMPLEX64, DT_COMPLEX128}))
    .OP_END_FACTORY_REG(RealDiv)

/// Maximum: element-wise max(x1, x2) with numpy broadcasting.
REG_OP(Maximum)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_INT32, DT_INT64, DT_BF16, DT_INT8, DT_UINT8}))
    .OP_END_FACTORY_REG(Maximum)

/// Minimum: element-wise min(x1, x2) with numpy broadcasting.
REG_OP(Minimum)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_BF16, DT_FLOAT, DT_FLOAT16, DT_DOUBLE, DT_INT32, DT_INT64, DT_INT8, DT_UINT8}))
    .OP_END_FACTORY_REG(Minimum)

/// Pow: x1 ** x2 with numpy broadcasting; y's dtype is the promotion of x1's and x2's (Note [Dtype promotion]).
REG_OP(Pow)
    .INPUT(x1, "T1")
    .INPUT(x2, "T2")
    .OUTPUT(y, "T3")
    .DATATYPE(T1, TensorType({DT_BF16, DT_FLOAT16, DT_FLOAT, DT_INT32, DT_INT64, DT_INT8, DT_INT16, DT_UINT8, DT_DOUBLE,
                              DT_COMPLEX64, DT_COMPLEX128}))
    .DATATYPE(T2, TensorType({DT_BF16, DT_FLOAT16, DT_FLOAT, DT_INT32, DT_INT64, DT_INT8, DT_INT16, DT_UINT8, DT_DOUBLE,
                              DT_COMPLEX64, DT_COMPLEX128}))
    .DATATYPE(T3, TensorType({DT_BF16, DT_FLOAT16, DT_FLOAT, DT_INT32, DT_INT64, DT_INT8, DT_INT16, DT_UINT8, DT_DOUBLE,
                              DT_COMPLEX64, DT_COMPLEX128}))
    .OP_END_FACTORY_REG(Pow)

/// SquaredDifference: (x1 - x2)^2 with numpy broadcasting.
REG_OP(SquaredDifference)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T,
              TensorType({DT_BF16, DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_INT32, DT_INT64, DT_COMPLEX64, DT_COMPLEX128}))
    .OP_END_FACTORY_REG(SquaredDifference)

/// FloorMod: x1 - floor(x1 / x2) * x2 with numpy broadcasting (the result has x2's sign, Python's %).
REG_OP(FloorMod)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_BF16, DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_INT32, DT_INT64}))
    .OP_END_FACTORY_REG(FloorMod)

/// Mod: the remainder of x1 / x2 truncated toward zero (C's fmod: the result has x1's sign), numpy broadcasting.
REG_OP(Mod)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_BF16, DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_INT8, DT_UINT8, DT_INT32, DT_INT64}))
    .OP_END_FACTORY_REG(Mod)

/// BitwiseXor: x1 ^ x2 on integers with numpy broadcasting.
REG_OP(BitwiseXor)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({DT_INT8, DT_INT16, DT_INT32, DT_INT64, DT_UINT8, DT_UINT16, DT_UINT32, DT_UINT64}))
    .OP_END_FACTORY_REG(BitwiseXor)

}  // namespace ge
