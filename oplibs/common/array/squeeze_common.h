// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The shape rule shared by Squeeze and SqueezeV3. See Note [Squeeze semantics].
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/op_host.h"

namespace oppkit::ops {

/// Output 0 of a squeeze of input 0 by the \p axis_count entries of \p axes (Note [Squeeze semantics]), named
/// \p axes_name in messages (Squeeze's attr axis, SqueezeV3's input axes).
ge::graphStatus InferSqueezeShape(gert::InferShapeContext* context, const int64_t* axes, size_t axis_count,
                                  const char* axes_name);

}  // namespace oppkit::ops
