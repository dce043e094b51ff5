// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of MatMul, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of MatMul: x1 [M, K] (or [K, M] with transpose_x1) x x2 [K, N] (or [N, K] with transpose_x2)
/// -> y [M, N]. Both operands must be 2-D; an unknown rank gives unknown M/K (or K/N). The optional bias must
/// broadcast onto y without changing it and may fix an unknown N (Note [Matmul shapes]).
ge::graphStatus InferShapeForMatMul(gert::InferShapeContext* context);

/// InferDataType of MatMul: y = x1's dtype (the prototype's dtype sets are anonymous, so no symbol binds y).
ge::graphStatus InferDataTypeForMatMul(gert::InferDataTypeContext* context);

}  // namespace oppkit::ops
