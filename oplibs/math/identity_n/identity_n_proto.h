// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The IdentityN prototype (CANN ops-math conversion/identity_n): y[i] = x[i] for any number of tensors.
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// IdentityN: forwards each instance of the dynamic input x to the same instance of the dynamic output y. The
/// symbol "T" is a ListTensorType (docs/op_developer_guide.md §3): every instance may have its own dtype, and y[i] has
/// x[i]'s.
REG_OP(IdentityN)
    .DYNAMIC_INPUT(x, "T")
    .DYNAMIC_OUTPUT(y, "T")
    .DATATYPE(T, ListTensorType({DT_FLOAT, DT_FLOAT16, DT_INT8, DT_INT16, DT_UINT16, DT_UINT8, DT_INT32, DT_INT64,
                                 DT_UINT32, DT_UINT64, DT_BOOL, DT_DOUBLE, DT_STRING}))
    .OP_END_FACTORY_REG(IdentityN)

}  // namespace ge
