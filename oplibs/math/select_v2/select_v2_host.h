// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of SelectV2, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of SelectV2: result is the numpy broadcast of condition, then and else.
ge::graphStatus InferShapeForSelectV2(gert::InferShapeContext* context);

/// InferShapeRange of SelectV2: result's range is the broadcast of the three inputs' ranges.
ge::graphStatus InferShapeRangeForSelectV2(gert::InferShapeRangeContext* context);

}  // namespace oppkit::ops
