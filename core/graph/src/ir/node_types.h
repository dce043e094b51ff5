// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The node types the passes test for, as string_views: `n.type == kDataNodeType` compares with a `const char*` (a
// strlen, then a compare, once per node per check); against a string_view the sizes are compared first. The public
// constants of graph.h stay `const char*` (source compatibility).
#pragma once

#include <string_view>

#include "oppkit/graph/graph.h"

namespace oppkit::detail {

inline constexpr std::string_view kDataType = kDataNodeType;
inline constexpr std::string_view kConstType = kConstNodeType;
inline constexpr std::string_view kNetOutputType = kNetOutputNodeType;
/// The layout conversion the storage passes insert (trans_data_passes.cc) and the DOT drawing highlights.
inline constexpr std::string_view kTransDataType = "TransData";

}  // namespace oppkit::detail
