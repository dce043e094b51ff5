// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Expand, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Expand (data-dependent on input 1, `shape`): y = numpy broadcast of x and the value of shape; see Note
/// [Expand shape].
ge::graphStatus InferShapeForExpand(gert::InferShapeContext* context);

}  // namespace oppkit::ops
