// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of IdentityN, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of IdentityN: output instance i has the shape of input instance i; the node must have as many y
/// instances as x instances.
ge::graphStatus InferShapeForIdentityN(gert::InferShapeContext* context);

}  // namespace oppkit::ops
