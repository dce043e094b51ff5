// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Cast, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Cast: y has the shape of x (the dtype comes from the prototype's `dst_type` symbol).
ge::graphStatus InferShapeForCast(gert::InferShapeContext* context);

}  // namespace oppkit::ops
