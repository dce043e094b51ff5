// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of BatchMatMulV2, declared for the IMPL_OP blocks and for the unit tests (which call them
// directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of BatchMatMulV2; see Note [BatchMatMulV2 shapes].
ge::graphStatus InferShapeForBatchMatMulV2(gert::InferShapeContext* context);

/// InferDataType of BatchMatMulV2: y = x1's dtype, int8 -> int32.
ge::graphStatus InferDataTypeForBatchMatMulV2(gert::InferDataTypeContext* context);

}  // namespace oppkit::ops
