// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Einsum prototype (CANN ops-nn op_nn_proto_extend.h). Compiled through a generated translation unit of its own
// (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Einsum: the Einstein summation the equation attr names (numpy/torch syntax: "ij,jk->ik", "...ij->...ji",
/// implicit "ij,jk") over the N instances of the dynamic input x.
REG_OP(Einsum)
    .DYNAMIC_INPUT(x, TensorType({DT_FLOAT16, DT_FLOAT, DT_INT32}))
    .OUTPUT(y, TensorType({DT_FLOAT16, DT_FLOAT, DT_INT32}))
    .REQUIRED_ATTR(equation, String)
    .REQUIRED_ATTR(N, Int)
    .OP_END_FACTORY_REG(Einsum)

}  // namespace ge
