// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Tile prototype (source: hicann/ops-math math/tile/op_graph/tile_proto.h).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Tile: y.shape[i] = x.shape[i] * multiples[i] (multiples value-dependent).
REG_OP(Tile)
    .INPUT(x, "T")
    .INPUT(multiples, TensorType({DT_INT32, DT_INT64}))
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType({TensorType::BasicType(), DT_BOOL}))
    .OP_END_FACTORY_REG(Tile)

}  // namespace ge
