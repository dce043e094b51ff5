// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of BiasAdd, declared for the IMPL_OP block and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of BiasAdd: y = x's shape, its channel dim merged with the bias length; see Note [BiasAdd shapes].
ge::graphStatus InferShapeForBiasAdd(gert::InferShapeContext* context);

}  // namespace oppkit::ops
