// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Tensor values as JSON numbers, shared by the JSON graph format (Const values, graph_json_write.cc) and the infershape
// dump (folded values, graph_dump.cc). Internal to liboppkit_core.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <vector>

#include "graph/types.h"

namespace oppkit::detail {

/// \p bytes (raw, row-major, in \p dtype) as a flat JSON array of numbers (bool as true/false); false for a dtype
/// JSON cannot carry (e.g. complex64) or a non-finite float.
bool ValueToJson(const std::vector<uint8_t>& bytes, ge::DataType dtype, nlohmann::ordered_json* out);

}  // namespace oppkit::detail
