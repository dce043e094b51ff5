// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Add, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Add: numpy broadcasting of x1 and x2 (see Note [Broadcasting unknown dims]).
ge::graphStatus InferShapeForAdd(gert::InferShapeContext* context);

/// InferShapeRange of Add: y's range is the broadcast of x1's and x2's ranges (Note [Broadcasting ranges] in
/// common/elementwise.cc).
ge::graphStatus InferShapeRangeForAdd(gert::InferShapeRangeContext* context);

}  // namespace oppkit::ops
