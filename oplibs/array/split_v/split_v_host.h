// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of SplitV, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of SplitV (data-dependent on IR inputs 1 and 2, size_splits and split_dim); see Note [Split semantics].
ge::graphStatus InferShapeForSplitV(gert::InferShapeContext* context);

}  // namespace oppkit::ops
