// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of OneHot, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of OneHot (data-dependent on input 1, `depth`): y = x with a dim of size depth inserted at attr axis (in
/// [-1, rank(x)]; -1 appends). depth must be >= 0; without its value the new dim is -1.
ge::graphStatus InferShapeForOneHot(gert::InferShapeContext* context);

}  // namespace oppkit::ops
