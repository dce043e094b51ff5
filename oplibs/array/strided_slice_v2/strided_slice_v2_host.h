// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of StridedSliceV2, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include <cstdint>

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of StridedSliceV2 (data-dependent on inputs 1-4); see Note [StridedSliceV2 semantics].
ge::graphStatus InferShapeForStridedSliceV2(gert::InferShapeContext* context);

/// The number of elements ONNX Slice takes from a dim of size \p dim (>= 0) with \p start, \p end and \p step
/// (non-zero): negative start/end count from the end, then both are clamped ([0, dim] for a positive step,
/// [0, dim - 1] / [-1, dim - 1] for a negative one). Sets \p first to the first index taken.
int64_t OnnxSliceCount(int64_t dim, int64_t start, int64_t end, int64_t step, int64_t* first);

}  // namespace oppkit::ops
