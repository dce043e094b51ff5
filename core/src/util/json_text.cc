// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "util/json_text.h"

#include <fmt/format.h>

#include <cstdio>
#include <cstdlib>

namespace oppkit::json_detail {

const char* TypeName(const nlohmann::ordered_json& j) {
  switch (j.type()) {
    case nlohmann::json::value_t::null:
      return "null";
    case nlohmann::json::value_t::object:
      return "an object";
    case nlohmann::json::value_t::array:
      return "an array";
    case nlohmann::json::value_t::string:
      return "a string";
    case nlohmann::json::value_t::boolean:
      return "a bool";
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned:
      return "an integer";
    case nlohmann::json::value_t::number_float:
      return "a number";
    default:
      return "an unsupported value";
  }
}

// Note [JSON nesting]
// nlohmann parses iteratively, but every reader of a parsed value (request fields, attr values, graph nodes and
// subgraphs) and nlohmann's dump recurse once per level: 200 KB of '[' overflowed the stack. So the nesting depth is
// measured on the text before parsing (one pass, no allocation) and anything deeper than kMaxJsonNesting refused;
// real documents nest a few levels, a JSON graph with 64 levels of subgraphs about 350.
bool NestsTooDeep(std::string_view text) {
  size_t depth = 0;
  bool in_string = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;  // an escaped character, possibly a quote
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonNesting) return true;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return false;
}

Result<nlohmann::ordered_json> ParseJsonText(std::string_view text, const std::string& what) {
  // nlohmann reads a NUL byte as the end of the input and would ignore whatever follows it.
  if (const size_t nul = text.find('\0'); nul != std::string_view::npos) {
    return Status(ErrorCode::kCliBadJson, fmt::format("{}: not valid JSON: a NUL byte at offset {}", what, nul));
  }
  if (NestsTooDeep(text)) {
    return Status(ErrorCode::kCliBadJson,
                  fmt::format("{}: not valid JSON here: arrays and objects nest deeper than {} levels", what,
                              kMaxJsonNesting));
  }
  try {
    return nlohmann::ordered_json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::exception& e) {
    // e.what() reads "[json.exception.parse_error.101] parse error at line 1, column 2: ..."; keep what follows
    // nlohmann's own id.
    std::string message = e.what();
    const size_t close = message.find("] ");
    if (message.rfind("[json.exception.", 0) == 0 && close != std::string::npos) message.erase(0, close + 2);
    return Status(ErrorCode::kCliBadJson, what + ": not valid JSON: " + message);
  }
}

double ShortestDouble(float f) {
  char buf[32];
  for (int precision = 6; precision <= 9; ++precision) {
    std::snprintf(buf, sizeof(buf), "%.*g", precision, static_cast<double>(f));
    if (std::strtof(buf, nullptr) == f) break;
  }
  return std::strtod(buf, nullptr);
}

std::string Dump(const nlohmann::ordered_json& j, int indent) {
  return j.dump(indent, ' ', /*ensure_ascii=*/false, nlohmann::json::error_handler_t::replace);
}

}  // namespace oppkit::json_detail
