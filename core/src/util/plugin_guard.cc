// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Messages of the plugin-call guard (oppkit/core/plugin_call.h). Built only when a call went wrong.
#include <fmt/format.h>

#include "oppkit/core/plugin_call.h"

namespace oppkit::detail {
namespace {

std::string Subject(std::string_view package, std::string_view op_type, std::string_view function) {
  if (package.empty()) return fmt::format("'{}' {}", op_type, function);
  return fmt::format("'{}' {} (package '{}')", op_type, function, package);
}

}  // namespace

Status PluginThrew(std::string_view package, std::string_view op_type, std::string_view function, const char* what) {
  return Status(ErrorCode::kInferOpThrew,
                fmt::format("{}: threw {}", Subject(package, op_type, function),
                            what == nullptr ? std::string("an exception that is not a std::exception")
                                            : fmt::format("'{}'", what)));
}

Status PluginFailed(ErrorCode code, std::string_view package, std::string_view op_type, std::string_view function,
                    ge::graphStatus status) {
  return Status(code, fmt::format("{}: returned failure status {}", Subject(package, op_type, function), status));
}

Status PluginMissing(ErrorCode code, std::string_view op_type, std::string_view function) {
  return Status(code, fmt::format("'{}': no {} registered", op_type, function));
}

}  // namespace oppkit::detail
