// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Split, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Split (data-dependent on IR input 0, split_dim); see Note [Split semantics].
ge::graphStatus InferShapeForSplit(gert::InferShapeContext* context);

}  // namespace oppkit::ops
