// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of ClipByValue, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of ClipByValue: y is the numpy broadcast of x, clip_value_min and clip_value_max.
ge::graphStatus InferShapeForClipByValue(gert::InferShapeContext* context);

/// InferShapeRange of ClipByValue: y's range is the broadcast of the three inputs' ranges.
ge::graphStatus InferShapeRangeForClipByValue(gert::InferShapeRangeContext* context);

}  // namespace oppkit::ops
