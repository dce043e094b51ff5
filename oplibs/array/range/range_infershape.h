// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The length rule of Range's InferShape (range_infershape.cc, Note [Range length]), declared for its unit test, which
// checks the rule itself (a float length beyond int64).
#pragma once

#include <cstdint>

namespace oppkit::ops {

/// The length of the range [start, limit) with step delta (integer arithmetic, exact); [start, limit] if \p is_closed.
/// 0 if delta points away from limit, -1 if the length does not fit int64. \p delta must not be 0.
int64_t RangeLengthInt(int64_t start, int64_t limit, int64_t delta, bool is_closed);

/// As RangeLengthInt for floating-point values: ceil((limit - start) / delta) (floor + 1 if \p is_closed), at least 0.
/// Returns -1 if the length is not finite or does not fit int64.
int64_t RangeLengthFloat(double start, double limit, double delta, bool is_closed);

}  // namespace oppkit::ops
