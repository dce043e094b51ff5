// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of BroadcastTo, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of BroadcastTo (data-dependent on input 1, `shape`): y's shape is the value of shape, onto which x must
/// broadcast; see Note [BroadcastTo shape].
ge::graphStatus InferShapeForBroadcastTo(gert::InferShapeContext* context);

}  // namespace oppkit::ops
