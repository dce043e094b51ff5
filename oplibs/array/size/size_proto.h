// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Size prototype (CANN ops-nn op_nn_proto_extend.h): the element count of x. Compiled through a generated
// translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Size: y = the number of elements of x, a scalar whose dtype is the `dtype` attr (a ge::DataType, int32 by default;
/// the output's type symbol names it).
REG_OP(Size)
    .INPUT(x, TensorType::ALL())
    .OUTPUT(y, "dtype")
    .ATTR(dtype, Int, DT_INT32)
    .DATATYPE(dtype, TensorType({DT_INT32, DT_INT64}))
    .OP_END_FACTORY_REG(Size)

}  // namespace ge
