// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Range, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include <cstdint>

#include "common/op_host.h"

namespace oppkit::ops {

/// The length of the range [start, limit) with step delta (integer arithmetic, exact); [start, limit] if \p is_closed.
/// 0 if delta points away from limit. \p delta must not be 0.
int64_t RangeLengthInt(int64_t start, int64_t limit, int64_t delta, bool is_closed);

/// As RangeLengthInt for floating-point values: ceil((limit - start) / delta) (floor + 1 if \p is_closed), at least 0.
/// Returns -1 if the length is not finite or does not fit int64.
int64_t RangeLengthFloat(double start, double limit, double delta, bool is_closed);

/// InferShape of Range (data-dependent on inputs 0, 1, 2): y = [length] from the three scalar values; [-1] when a value
/// is missing; see Note [Range length].
ge::graphStatus InferShapeForRange(gert::InferShapeContext* context);

/// InferDataType of Range: y has the inputs' dtype when all three agree, else float32.
ge::graphStatus InferDataTypeForRange(gert::InferDataTypeContext* context);

}  // namespace oppkit::ops
