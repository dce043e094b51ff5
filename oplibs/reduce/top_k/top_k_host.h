// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of TopK and TopKV2, declared for the IMPL_OP blocks and for the unit tests.
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of TopK (data-dependent on input 1, `k`): values and indices = x with dim `dim` (attr 2) replaced by the
/// value of k; see Note [TopK shape].
ge::graphStatus InferShapeForTopK(gert::InferShapeContext* context);

/// InferShape of TopKV2: as TopK, with `dim` at attr index 1.
ge::graphStatus InferShapeForTopKV2(gert::InferShapeContext* context);

/// InferShapeRange of TopK: both outputs keep x's range, except dim `dim`: [0, x's max dim] (k unknown) or [k, k].
ge::graphStatus InferShapeRangeForTopK(gert::InferShapeRangeContext* context);

/// InferShapeRange of TopKV2: as TopK, with `dim` at attr index 1.
ge::graphStatus InferShapeRangeForTopKV2(gert::InferShapeRangeContext* context);

}  // namespace oppkit::ops
