// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Concat, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Concat (data-dependent on IR input 0, concat_dim); see Note [Concat semantics].
ge::graphStatus InferShapeForConcat(gert::InferShapeContext* context);

}  // namespace oppkit::ops
