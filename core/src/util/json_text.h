// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The JSON text helpers of oppkit's modules (internal; nlohmann types appear only in internal headers): parsing
// with a stable error, compact rendering, float printing. Exported from liboppkit_core for the modules above it.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "oppkit/core/export.h"
#include "oppkit/core/status.h"

namespace oppkit::json_detail {

/// An error status `[<id>] <where>: <what>`.
inline Status Fail(ErrorCode code, const std::string& where, const std::string& what) {
  return Status(code, where + ": " + what);
}

/// A short name of a JSON value's type for messages ("a string", "null", ...).
OPPKIT_CORE_API const char* TypeName(const nlohmann::ordered_json& j);

/// Deepest nesting of arrays and objects ParseJsonText accepts (Note [JSON nesting]).
inline constexpr size_t kMaxJsonNesting = 1000;

/// True if \p text nests arrays and objects deeper than kMaxJsonNesting (strings are skipped; stops early).
OPPKIT_CORE_API bool NestsTooDeep(std::string_view text);

/// Parses JSON text, keeping key order. `cli.bad_json` (naming \p what and the position) if it is not JSON or
/// nests deeper than kMaxJsonNesting. The single place where nlohmann's parse exceptions are caught.
OPPKIT_CORE_API Result<nlohmann::ordered_json> ParseJsonText(std::string_view text, const std::string& what);

/// The shortest decimal that reads back as the same float, so 0.001f writes as 0.001 rather than as the nearest
/// double's 0.0010000000474974513.
OPPKIT_CORE_API double ShortestDouble(float f);

/// Compact one-line rendering (invalid UTF-8 is replaced, never thrown on).
OPPKIT_CORE_API std::string Dump(const nlohmann::ordered_json& j, int indent = -1);

}  // namespace oppkit::json_detail
