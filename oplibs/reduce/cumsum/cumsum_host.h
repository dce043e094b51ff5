// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Cumsum, declared for the IMPL_OP blocks and for the unit tests.
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Cumsum: y = x's shape. The value of `axis`, where the framework passes one, must lie in [-rank, rank)
/// for an x of known rank >= 1 (a scalar x accepts 0 and -1); `axis` must hold one value.
ge::graphStatus InferShapeForCumsum(gert::InferShapeContext* context);

}  // namespace oppkit::ops
