// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Pack prototype (source: hicann/ops-math conversion/pack/op_graph/pack_proto.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Pack (= torch.stack): the N same-shape x instances stacked along a new dim at axis, in [-(r+1), r].
REG_OP(Pack)
    .DYNAMIC_INPUT(x, "T")
    .OUTPUT(y, "T")
    .ATTR(axis, Int, 0)
    .ATTR(N, Int, 1)
    .DATATYPE(T, TensorType::ALL())
    .OP_END_FACTORY_REG(Pack)

}  // namespace ge
