// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of BatchMatMul, declared for the IMPL_OP blocks and for the unit tests (which call them
// directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of BatchMatMul: as BatchMatMulV2 (Note [BatchMatMulV2 shapes]) except that both operands must have
/// rank >= 2 (no vector operands) and there is no bias.
ge::graphStatus InferShapeForBatchMatMul(gert::InferShapeContext* context);

/// InferDataType of BatchMatMul: y = x1's dtype (the prototype's dtype sets are anonymous, so no symbol binds y).
ge::graphStatus InferDataTypeForBatchMatMul(gert::InferDataTypeContext* context);

}  // namespace oppkit::ops
