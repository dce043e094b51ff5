// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Shape, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Shape: y = [rank(x)], [-1] for an x of unknown rank (a first-class op: the shape of the answer depends
/// only on the rank).
ge::graphStatus InferShapeForShape(gert::InferShapeContext* context);

}  // namespace oppkit::ops
