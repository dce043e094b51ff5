// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of AvgPoolV2, declared for the IMPL_OP block and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of AvgPoolV2: as MaxPoolV3; exclusive and divisor_override do not affect the shape (Note [Pooling
/// shapes]).
ge::graphStatus InferShapeForAvgPoolV2(gert::InferShapeContext* context);

}  // namespace oppkit::ops
