// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of GatherV2D, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of GatherV2D: Note [Gather semantics] with the axis of attr 0 and batch_dims 0.
ge::graphStatus InferShapeForGatherV2D(gert::InferShapeContext* context);

}  // namespace oppkit::ops
