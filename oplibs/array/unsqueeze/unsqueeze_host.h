// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Unsqueeze, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Unsqueeze; see Note [Unsqueeze semantics].
ge::graphStatus InferShapeForUnsqueeze(gert::InferShapeContext* context);

/// Output 0 of an unsqueeze of input 0 by the \p axis_count entries of \p axes (Note [Unsqueeze semantics]), named
/// \p axes_name in messages (Unsqueeze's attr axes, UnsqueezeV3's input axes).
ge::graphStatus InferUnsqueezeShape(gert::InferShapeContext* context, const int64_t* axes, size_t axis_count,
                                    const char* axes_name);

}  // namespace oppkit::ops
