// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of GatherV2, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of GatherV2 (data-dependent on IR input 2, axis); see Note [Gather semantics].
ge::graphStatus InferShapeForGatherV2(gert::InferShapeContext* context);

}  // namespace oppkit::ops
