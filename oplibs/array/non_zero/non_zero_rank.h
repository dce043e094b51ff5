// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The largest rank of x that NonZero accepts, shared by its InferShape and InferShapeRange.
#pragma once

#include <cstddef>

namespace oppkit::ops {

/// Largest rank of x that NonZero accepts.
constexpr size_t kNonZeroMaxRank = 8;

}  // namespace oppkit::ops
