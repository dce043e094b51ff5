// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The shape rule shared by Unsqueeze and UnsqueezeV3. See Note [Unsqueeze semantics].
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/op_host.h"

namespace oppkit::ops {

/// Output 0 of an unsqueeze of input 0 by the \p axis_count entries of \p axes (Note [Unsqueeze semantics]), named
/// \p axes_name in messages (Unsqueeze's attr axes, UnsqueezeV3's input axes).
ge::graphStatus InferUnsqueezeShape(gert::InferShapeContext* context, const int64_t* axes, size_t axis_count,
                                    const char* axes_name);

}  // namespace oppkit::ops
