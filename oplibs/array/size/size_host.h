// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Size, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Size: y is a scalar ([]) whatever x is.
ge::graphStatus InferShapeForSize(gert::InferShapeContext* context);

}  // namespace oppkit::ops
