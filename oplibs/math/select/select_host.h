// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Select, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Select: y has the (merged) shape of x1 and x2; condition is checked against it
/// (Note [Select shapes]).
ge::graphStatus InferShapeForSelect(gert::InferShapeContext* context);

/// InferShapeRange of Select: y's range is the intersection of x1's and x2's ranges, narrowed by condition's as
/// Note [Select shapes] narrows the shape (the automatic rule fails on x1 [1..10] with x2 [2..5]).
ge::graphStatus InferShapeRangeForSelect(gert::InferShapeRangeContext* context);

}  // namespace oppkit::ops
