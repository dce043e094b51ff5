// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// How messages print a shape, `[1, -1, 3]`: one spelling for every module's errors.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "oppkit/core/export.h"

namespace oppkit::detail {

/// `[1, -1, 3]` (cold: built only for messages, Note [Cold error paths] in inference/query_checks.h).
[[gnu::cold]] OPPKIT_CORE_API std::string ShapeToString(const int64_t* dims, size_t rank);
[[gnu::cold]] inline std::string ShapeToString(const std::vector<int64_t>& shape) {
  return ShapeToString(shape.data(), shape.size());
}

}  // namespace oppkit::detail
