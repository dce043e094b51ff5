// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of SplitD, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of SplitD (split_dim and num_split attrs); see Note [Split semantics].
ge::graphStatus InferShapeForSplitD(gert::InferShapeContext* context);

}  // namespace oppkit::ops
