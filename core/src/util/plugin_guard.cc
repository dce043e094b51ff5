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

const char* GraphStatusName(ge::graphStatus status) {
  switch (status) {
    case ge::GRAPH_SUCCESS:
      return "GRAPH_SUCCESS";
    case ge::GRAPH_FAILED:
      return "GRAPH_FAILED";
    case ge::GRAPH_NOT_CHANGED:
      return "GRAPH_NOT_CHANGED";
    case ge::GRAPH_PARAM_INVALID:
      return "GRAPH_PARAM_INVALID";
    case ge::GRAPH_NODE_WITHOUT_CONST_INPUT:
      return "GRAPH_NODE_WITHOUT_CONST_INPUT";
    case ge::GRAPH_NODE_NEED_REPASS:
      return "GRAPH_NODE_NEED_REPASS";
    case ge::GRAPH_INVALID_IR_DEF:
      return "GRAPH_INVALID_IR_DEF";
    case ge::OP_WITHOUT_IR_DATATYPE_INFER_RULE:
      return "OP_WITHOUT_IR_DATATYPE_INFER_RULE";
    case ge::GRAPH_PARAM_OUT_OF_RANGE:
      return "GRAPH_PARAM_OUT_OF_RANGE";
    case ge::GRAPH_MEM_OPERATE_FAILED:
      return "GRAPH_MEM_OPERATE_FAILED";
    case ge::GRAPH_NULL_PTR:
      return "GRAPH_NULL_PTR";
    case ge::GRAPH_MEMCPY_FAILED:
      return "GRAPH_MEMCPY_FAILED";
    case ge::GRAPH_MEMSET_FAILED:
      return "GRAPH_MEMSET_FAILED";
    case ge::GRAPH_MATH_CAL_FAILED:
      return "GRAPH_MATH_CAL_FAILED";
    case ge::GRAPH_ADD_OVERFLOW:
      return "GRAPH_ADD_OVERFLOW";
    case ge::GRAPH_MUL_OVERFLOW:
      return "GRAPH_MUL_OVERFLOW";
    case ge::GRAPH_ROUND_UP_OVERFLOW:
      return "GRAPH_ROUND_UP_OVERFLOW";
    case ge::PARAM_INVALID:
      return "PARAM_INVALID";
    case ge::INTERNAL_ERROR:
      return "INTERNAL_ERROR";
    default:
      return nullptr;
  }
}

Status PluginFailed(ErrorCode code, std::string_view package, std::string_view op_type, std::string_view function,
                    ge::graphStatus status) {
  const char* name = GraphStatusName(status);
  const std::string returned =
      name != nullptr ? fmt::format("returned {}", name) : fmt::format("returned failure status {}", status);
  const std::string logged = TakePluginErrors();
  if (logged.empty()) return Status(code, fmt::format("{}: {}", Subject(package, op_type, function), returned));
  return Status(code, fmt::format("{}: {}: {}", Subject(package, op_type, function), returned, logged));
}

Status PluginMissing(ErrorCode code, std::string_view op_type, std::string_view function) {
  return Status(code, fmt::format("'{}': no {} registered", op_type, function));
}

}  // namespace oppkit::detail
