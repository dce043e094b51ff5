// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The SelectV2 prototype (CANN ops-math math/select_v2): result = condition ? then : else with numpy broadcasting of
// all three inputs (= ONNX Where).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// SelectV2: picks `then` where condition is true, else `else`; result has then's dtype and the broadcast shape of
/// the three inputs.
REG_OP(SelectV2)
    .INPUT(condition, TensorType({DT_BOOL}))
    .INPUT(then, "T")
    .INPUT(else, "T")
    .OUTPUT(result, "T")
    .DATATYPE(T, TensorType({DT_COMPLEX128, DT_COMPLEX64, DT_DOUBLE, DT_FLOAT, DT_FLOAT16, DT_INT16, DT_INT32, DT_INT64,
                             DT_INT8, DT_UINT16, DT_UINT32, DT_UINT64, DT_UINT8, DT_BOOL, DT_BF16}))
    .OP_END_FACTORY_REG(SelectV2)

}  // namespace ge
