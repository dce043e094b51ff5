// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of MaxPoolV3, declared for the IMPL_OP block and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of MaxPoolV3: explicit pads (padding_mode CALCULATED), SAME or VALID, global_pooling, ceil_mode (Note
/// [Pooling shapes]).
ge::graphStatus InferShapeForMaxPoolV3(gert::InferShapeContext* context);

}  // namespace oppkit::ops
