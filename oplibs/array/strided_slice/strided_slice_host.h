// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of StridedSlice, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of StridedSlice (data-dependent on IR inputs 1, 2, 3); see Note [StridedSlice semantics].
ge::graphStatus InferShapeForStridedSlice(gert::InferShapeContext* context);

}  // namespace oppkit::ops
