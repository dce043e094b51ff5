// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "util/json_text.h"

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

Result<nlohmann::ordered_json> ParseJsonText(std::string_view text, const std::string& what) {
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
