// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The comparison and binary logical prototypes (CANN ops-math math/{equal,not_equal,less,less_equal,greater,
// greater_equal,logical_and,logical_or}): y = x1 <op> x2 with numpy broadcasting, y is bool.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
//
// Note [Comparison family]
// One shape rule (numpy broadcasting of x1 and x2) and one dtype rule (y is bool) for all eight ops, so they share
// one folder and one InferShape. The dtype rule needs no InferDataType: as in CANN's own example of the symbolic
// form (Equal; docs/op_developer_guide.md §3), x1 and x2 share the symbol "T" and y has the symbol "TOut" whose only
// type is DT_BOOL, which the framework takes as y's dtype.
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Equal: x1 == x2.
REG_OP(Equal)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "TOut")
    .DATATYPE(T, TensorType({DT_FLOAT, DT_BF16, DT_FLOAT16, DT_INT32, DT_INT8, DT_UINT8, DT_DOUBLE, DT_INT16, DT_INT64,
                             DT_COMPLEX64, DT_COMPLEX128, DT_QUINT8, DT_QINT8, DT_QINT32, DT_STRING, DT_BOOL}))
    .DATATYPE(TOut, TensorType({DT_BOOL}))
    .OP_END_FACTORY_REG(Equal)

/// NotEqual: x1 != x2.
REG_OP(NotEqual)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "TOut")
    .DATATYPE(T, TensorType::RealNumberType())
    .DATATYPE(TOut, TensorType({DT_BOOL}))
    .OP_END_FACTORY_REG(NotEqual)

/// Less: x1 < x2.
REG_OP(Less)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "TOut")
    .DATATYPE(T, TensorType::RealNumberType())
    .DATATYPE(TOut, TensorType({DT_BOOL}))
    .OP_END_FACTORY_REG(Less)

/// LessEqual: x1 <= x2.
REG_OP(LessEqual)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "TOut")
    .DATATYPE(T, TensorType::RealNumberType())
    .DATATYPE(TOut, TensorType({DT_BOOL}))
    .OP_END_FACTORY_REG(LessEqual)

/// Greater: x1 > x2.
REG_OP(Greater)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "TOut")
    .DATATYPE(T, TensorType::RealNumberType())
    .DATATYPE(TOut, TensorType({DT_BOOL}))
    .OP_END_FACTORY_REG(Greater)

/// GreaterEqual: x1 >= x2.
REG_OP(GreaterEqual)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "TOut")
    .DATATYPE(T, TensorType::RealNumberType())
    .DATATYPE(TOut, TensorType({DT_BOOL}))
    .OP_END_FACTORY_REG(GreaterEqual)

/// LogicalAnd: x1 && x2 (bool only; ONNX And maps here).
REG_OP(LogicalAnd)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "TOut")
    .DATATYPE(T, TensorType({DT_BOOL}))
    .DATATYPE(TOut, TensorType({DT_BOOL}))
    .OP_END_FACTORY_REG(LogicalAnd)

/// LogicalOr: x1 || x2 (non-zero is true).
REG_OP(LogicalOr)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "TOut")
    .DATATYPE(T, TensorType({DT_BOOL, DT_INT8, DT_UINT8, DT_INT16, DT_INT32, DT_INT64, DT_FLOAT16, DT_BF16, DT_FLOAT}))
    .DATATYPE(TOut, TensorType({DT_BOOL}))
    .OP_END_FACTORY_REG(LogicalOr)

}  // namespace ge
