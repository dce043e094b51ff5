// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Cast prototype (CANN ops-math math/cast): y has the shape of x and the data type named by dst_type.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Cast: converts x to the data type in `dst_type` (a ge::DataType value). The output's dtype symbol is the attr
/// name, so the framework takes y's dtype from the attr (docs/op_developer_guide.md §3, "An output named by an attr").
REG_OP(Cast)
    .INPUT(x, "T")
    .OUTPUT(y, "dst_type")
    .REQUIRED_ATTR(dst_type, Int)
    .DATATYPE(T, TensorType({DT_BOOL,          DT_FLOAT16,     DT_FLOAT,      DT_INT8,      DT_INT32,    DT_UINT32,
                             DT_UINT8,         DT_INT64,       DT_UINT64,     DT_INT16,     DT_UINT16,   DT_DOUBLE,
                             DT_COMPLEX64,     DT_COMPLEX128,  DT_QINT8,      DT_QUINT8,    DT_QINT16,   DT_QUINT16,
                             DT_QINT32,        DT_BF16,        DT_UINT1,      DT_COMPLEX32, DT_HIFLOAT8, DT_FLOAT8_E5M2,
                             DT_FLOAT8_E4M3FN, DT_FLOAT4_E2M1, DT_FLOAT4_E1M2}))
    .DATATYPE(dst_type,
              TensorType({DT_BOOL,          DT_FLOAT16,     DT_FLOAT,       DT_INT8,      DT_INT32,    DT_UINT32,
                          DT_UINT8,         DT_INT64,       DT_UINT64,      DT_INT16,     DT_UINT16,   DT_DOUBLE,
                          DT_COMPLEX64,     DT_COMPLEX128,  DT_QINT8,       DT_QUINT8,    DT_QINT16,   DT_QUINT16,
                          DT_QINT32,        DT_BF16,        DT_UINT1,       DT_COMPLEX32, DT_HIFLOAT8, DT_FLOAT8_E5M2,
                          DT_FLOAT8_E4M3FN, DT_FLOAT4_E2M1, DT_FLOAT4_E1M2, DT_INT4}))
    .OP_END_FACTORY_REG(Cast)

}  // namespace ge
