// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Transpose, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Transpose (data-dependent on IR input 1, perm); see Note [Transpose semantics].
ge::graphStatus InferShapeForTranspose(gert::InferShapeContext* context);

/// Output 0 of x (input 0) permuted by the \p count entries of \p perm (Note [Transpose semantics]), named
/// \p perm_name in messages (Transpose's input perm, TransposeD's attr perm).
ge::graphStatus InferTransposeShape(gert::InferShapeContext* context, const int64_t* perm, size_t count,
                                    const char* perm_name);

}  // namespace oppkit::ops
