// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What the tiling request parser (tiling_json.cc) shares with the infer request parser (query_json.cc). Internal to
// the core.
#pragma once

#include <nlohmann/json.hpp>

#include "oppkit/core/shape_query.h"

namespace oppkit::json_detail {

/// The `outputs` of a response: one desc per output, a list for a dynamic output, null for an output without descs.
nlohmann::ordered_json OutputsToJson(const QueryResult& result);

}  // namespace oppkit::json_detail
