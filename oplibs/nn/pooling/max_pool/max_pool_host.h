// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of MaxPool, declared for the IMPL_OP block and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of MaxPool: TF max pooling, padding SAME or VALID (Note [Pooling shapes]).
ge::graphStatus InferShapeForMaxPool(gert::InferShapeContext* context);

}  // namespace oppkit::ops
