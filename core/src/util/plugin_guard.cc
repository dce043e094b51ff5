// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Messages of the plugin-call guard (oppkit/core/plugin_call.h). Built only when a call went wrong.
#include <fmt/format.h>

#include <array>
#include <cstddef>

#include "oppkit/core/plugin_call.h"
#include "util/plugin_errors.h"

namespace oppkit::detail {
namespace {

// Note [Plugin error text in statuses]: a small ring of the calling thread's most recent op error messages.
constexpr size_t kKeptPluginErrors = 4;
constexpr size_t kMaxPluginErrorLength = 1024;

struct PluginErrorRing {
  std::array<std::string, kKeptPluginErrors> messages;
  size_t count = 0;  // messages recorded since the last Take/Clear (may exceed the ring's size)
};

PluginErrorRing& ThreadPluginErrors() {
  thread_local PluginErrorRing ring;
  return ring;
}

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

void RecordPluginError(std::string_view message) noexcept {
  try {
    PluginErrorRing& ring = ThreadPluginErrors();
    std::string& slot = ring.messages[ring.count % kKeptPluginErrors];
    slot.assign(message.substr(0, kMaxPluginErrorLength));
    ++ring.count;
  } catch (...) {
    // Out of memory while recording a diagnostic: the status simply goes without it.
  }
}

std::string TakePluginErrors() {
  PluginErrorRing& ring = ThreadPluginErrors();
  std::string joined;
  if (ring.count > kKeptPluginErrors) {
    joined = fmt::format("({} earlier messages dropped) ", ring.count - kKeptPluginErrors);
  }
  const size_t first = ring.count > kKeptPluginErrors ? ring.count - kKeptPluginErrors : 0;
  for (size_t i = first; i < ring.count; ++i) {
    if (i > first) joined += "; ";
    joined += ring.messages[i % kKeptPluginErrors];
  }
  ring.count = 0;
  return joined;
}

void ClearPluginErrors() noexcept { ThreadPluginErrors().count = 0; }

Status PluginFailed(ErrorCode code, std::string_view package, std::string_view op_type, std::string_view function,
                    ge::graphStatus status) {
  const std::string logged = TakePluginErrors();
  if (logged.empty()) {
    return Status(code, fmt::format("{}: returned failure status {}", Subject(package, op_type, function), status));
  }
  return Status(code, fmt::format("{}: returned failure status {}: {}", Subject(package, op_type, function), status,
                                  logged));
}

Status PluginMissing(ErrorCode code, std::string_view op_type, std::string_view function) {
  return Status(code, fmt::format("'{}': no {} registered", op_type, function));
}

}  // namespace oppkit::detail
