// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of ArgMaxV2 and ArgMin, declared for the IMPL_OP blocks and for the unit tests.
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of ArgMaxV2 and ArgMin (data-dependent on input 1, `dimension`): y = x without the dim named by the value
/// of `dimension` (a scalar or a 1-element 1-D tensor, in [-rank, rank)). Without the value: rank(x) - 1 unknown dims.
/// x must have rank >= 1.
ge::graphStatus InferShapeForArgReduce(gert::InferShapeContext* context);

}  // namespace oppkit::ops
