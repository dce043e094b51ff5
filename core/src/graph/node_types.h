// Copyright 2026 The oppkit Authors. Licensed under the Apache License,
// Version 2.0.
//
// The framework node types of graph.h as string_views, for the passes'
// comparisons: `n.type == kDataNodeType` compares with a `const char*` (a
// strlen, then a compare, once per node per check); against a string_view the
// sizes are compared first. The public constants stay `const char*` (source
// compatibility).
#pragma once

#include <string_view>

#include "oppkit/core/graph.h"

namespace oppkit::detail {

inline constexpr std::string_view kDataType = kDataNodeType;
inline constexpr std::string_view kConstType = kConstNodeType;
inline constexpr std::string_view kNetOutputType = kNetOutputNodeType;

} // namespace oppkit::detail
