// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A request tensor's `value` encoded into its dtype (Note [Request values] in request_values.cc). Internal to the
// core's request parser.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "graph/types.h"
#include "oppkit/core/status.h"

namespace oppkit::json_detail {

/// True if \p d converts to float without overflow (converting an out-of-range double is undefined behaviour); the
/// float attrs of a request are checked with it too.
inline bool FitsFloat(double d) { return !std::isfinite(d) || std::fabs(d) <= std::numeric_limits<float>::max(); }

/// The JSON number or nested arrays of numbers \p j as raw bytes of \p dtype, row-major (Note [Request values] in
/// request_values.cc). Errors: infer.bad_value naming \p where.
Result<std::vector<uint8_t>> EncodeValue(const nlohmann::ordered_json& j, ge::DataType dtype,
                                         const std::string& where);

}  // namespace oppkit::json_detail
