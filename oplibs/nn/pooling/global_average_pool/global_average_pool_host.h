// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of GlobalAveragePool, declared for the IMPL_OP block and for the unit tests (which call them
// directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of GlobalAveragePool: ONNX GlobalAveragePool, [N, C, D1..Dk] -> [N, C, 1..1].
ge::graphStatus InferShapeForGlobalAveragePool(gert::InferShapeContext* context);

}  // namespace oppkit::ops
