// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Pad, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Pad (data-dependent on input 1, `paddings`): Note [Pad shape] with the contiguous [rank, 2] layout and
/// non-negative pads.
ge::graphStatus InferShapeForPad(gert::InferShapeContext* context);

}  // namespace oppkit::ops
