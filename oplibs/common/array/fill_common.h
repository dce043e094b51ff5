// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The shape rule shared by Fill and FillV2. See Note [Fill shape].
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Fill (data-dependent on input 0, `dims`): y's shape is the value of dims; see Note [Fill shape].
ge::graphStatus InferShapeForFill(gert::InferShapeContext* context);

}  // namespace oppkit::ops
