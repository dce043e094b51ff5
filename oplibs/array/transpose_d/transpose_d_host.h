// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of TransposeD, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of TransposeD: Transpose's rule (Note [Transpose semantics]) with the perm of attr 0.
ge::graphStatus InferShapeForTransposeD(gert::InferShapeContext* context);

}  // namespace oppkit::ops
