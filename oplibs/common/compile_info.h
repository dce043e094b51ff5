// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The built-in ops' compile info: every built-in TilingParse reads a JSON object (its keys are documented in each
// op's tiling source) with nlohmann, privately to the op package. Shared keys override the platform's resources:
// "core_num", "ub_size", "l1_size", "l0a_size", "l0b_size", "l0c_size" (positive integers). Only tiling sources
// include this header (nlohmann is large).
#pragma once

#include <nlohmann/json.hpp>

#include "common/tiling_utils.h"
#include "exe_graph/runtime/tiling_parse_context.h"

namespace oppkit::ops {

/// Parses the compile-info JSON of \p context into \p out: a JSON object (empty or missing text counts as `{}`).
/// Logs, naming the op, and returns false on invalid JSON or a non-object.
bool ParseCompileInfoJson(gert::TilingParseContext* context, nlohmann::json* out);

/// The platform's resources (ReadCoreResources) overridden by the shared keys of \p info. Logs, naming the op and
/// the key, and returns false when an override is not a positive integer or the result has no core count or UB size.
bool ReadCompileResources(gert::TilingParseContext* context, const nlohmann::json& info, CoreResources* out);

/// Reads the optional non-negative integer \p key of \p info into \p value (left unchanged when absent). Logs,
/// naming the op and the key, and returns false when present but not a non-negative integer.
bool ReadCompileInfoUint(gert::TilingParseContext* context, const nlohmann::json& info, const char* key,
                         uint64_t* value);

/// The TilingParse body of an op whose compile info holds only its resources: parses the compile-info JSON and reads
/// the platform with the shared overrides into \p resources (the `resources` member of the op's compile info, nullptr
/// when the framework gave no object: logged). GRAPH_FAILED with the op named on any error.
ge::graphStatus ParseResourcesCompileInfo(gert::TilingParseContext* context, CoreResources* resources);

}  // namespace oppkit::ops
