// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The shape rule shared by Transpose and TransposeD. See Note [Transpose semantics] in
// array/transpose/transpose_infershape.cc.
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/op_host.h"

namespace oppkit::ops {

/// Output 0 of x (input 0) permuted by the \p count entries of \p perm (Note [Transpose semantics]), named
/// \p perm_name in messages (Transpose's input perm, TransposeD's attr perm).
ge::graphStatus InferTransposeShape(gert::InferShapeContext* context, const int64_t* perm, size_t count,
                                    const char* perm_name);

}  // namespace oppkit::ops
