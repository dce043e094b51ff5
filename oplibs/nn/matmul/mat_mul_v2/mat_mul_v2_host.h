// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of MatMulV2, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of MatMulV2: x1 [M, K] (or [K, M] with transpose_x1) x x2 [K, N] (or [N, K] with transpose_x2)
/// -> y [M, N]. Both operands must be 2-D; an unknown rank gives unknown M/K (or K/N). The optional bias must
/// broadcast onto y without changing it and may fix an unknown N. offset_w/offset_x do not affect the shape.
ge::graphStatus InferShapeForMatMulV2(gert::InferShapeContext* context);

/// InferDataType of MatMulV2: y = x1's dtype, int8 -> int32.
ge::graphStatus InferDataTypeForMatMulV2(gert::InferDataTypeContext* context);

}  // namespace oppkit::ops
