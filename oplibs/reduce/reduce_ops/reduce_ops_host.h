// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of the reductions, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of ReduceSum, ReduceMean, ReduceMax, ReduceMin and ReduceProd (data-dependent on input 1, `axes`): Note
/// [Reduce axes] with the attrs keep_dims and noop_with_empty_axes.
ge::graphStatus InferShapeForReduce(gert::InferShapeContext* context);

}  // namespace oppkit::ops
