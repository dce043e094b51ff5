// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of PadV3, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of PadV3 (data-dependent on input 1, `paddings`): Note [Pad shape] with the layout of attr
/// paddings_contiguous; negative pads crop; x must have rank >= 1 (as in CANN).
ge::graphStatus InferShapeForPadV3(gert::InferShapeContext* context);

}  // namespace oppkit::ops
