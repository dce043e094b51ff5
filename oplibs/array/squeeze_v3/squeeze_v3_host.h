// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of SqueezeV3, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of SqueezeV3 (data-dependent on input 1, axes); see Note [SqueezeV3 semantics].
ge::graphStatus InferShapeForSqueezeV3(gert::InferShapeContext* context);

}  // namespace oppkit::ops
