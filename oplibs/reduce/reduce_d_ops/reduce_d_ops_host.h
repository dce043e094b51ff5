// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of the attr-axes reductions, declared for the IMPL_OP blocks and for the unit tests.
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of ReduceSumD, ReduceMeanD, ReduceMaxD, ReduceMinD and ReduceProdD: Note [Reduce axes] with the axes of
/// attr 0 and the attrs keep_dims and noop_with_empty_axes.
ge::graphStatus InferShapeForReduceD(gert::InferShapeContext* context);

}  // namespace oppkit::ops
