// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The largest rank of x that Where accepts, shared by its InferShape and InferShapeRange.
#pragma once

#include <cstddef>

namespace oppkit::ops {

/// Largest rank of x that Where accepts (CANN: 1..8).
constexpr size_t kWhereMaxRank = 8;

}  // namespace oppkit::ops
