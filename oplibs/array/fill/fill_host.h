// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Fill, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Fill (data-dependent on input 0, `dims`): y's shape is the value of dims; see Note [Fill shape].
ge::graphStatus InferShapeForFill(gert::InferShapeContext* context);

}  // namespace oppkit::ops
