// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The backend of GELOGE/GELOGW/GELOGI/GELOGD inside an op library (Note [Plugin logging] in
// framework/common/debug/ge_log.h).
#include <algorithm>
#include <atomic>
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "framework/common/debug/ge_log.h"
#include "register/plugin_log_internal.h"

namespace oppkit {
namespace detail {
namespace {

using HostLogFn = void (*)(uint32_t level, const char* message);

constexpr size_t kMaxPendingMessages = 64;

// Note [Plugin log state]
// `host_log` and `min_level` are read on every log call without a lock; everything else is guarded by `mu`.
// Messages logged while there is no host are kept in `pending` (warnings and errors only) and delivered by
// SetPluginHostServices(), under `mu`, so a message is never lost between the check and the queueing.
struct LogState {
  std::atomic<HostLogFn> host_log{nullptr};
  std::atomic<uint32_t> min_level{OPPKIT_LOG_INFO};
  std::mutex mu;
  std::vector<std::pair<uint32_t, std::string>> pending;
  size_t dropped = 0;
};

LogState& State() {
  static LogState state;
  return state;
}

const char* BaseName(const char* file) {
  if (file == nullptr) return "?";
  const char* slash = std::strrchr(file, '/');
  return slash == nullptr ? file : slash + 1;
}

const char* LevelName(uint32_t level) {
  switch (level) {
    case OPPKIT_LOG_DEBUG:
      return "DEBUG";
    case OPPKIT_LOG_INFO:
      return "INFO";
    case OPPKIT_LOG_WARN:
      return "WARN";
    default:
      return "ERROR";
  }
}

}  // namespace

std::string FormatPluginMessage(const char* format, va_list args) {
  if (format == nullptr) return std::string();
  char buffer[512];
  va_list copy;
  va_copy(copy, args);
  const int n = std::vsnprintf(buffer, sizeof(buffer), format, copy);
  va_end(copy);
  if (n < 0) return std::string(format);
  if (static_cast<size_t>(n) < sizeof(buffer)) return std::string(buffer, static_cast<size_t>(n));
  std::string out(static_cast<size_t>(n) + 1, '\0');
  std::vsnprintf(&out[0], out.size(), format, args);
  out.resize(static_cast<size_t>(n));
  return out;
}

void DeliverPluginMessage(uint32_t level, std::string message) {
  LogState& state = State();
  if (HostLogFn fn = state.host_log.load(std::memory_order_acquire)) {
    fn(level, message.c_str());
    return;
  }
  if (level < OPPKIT_LOG_WARN) return;  // info/debug without a host: dropped
  if (level >= OPPKIT_LOG_ERROR) std::fprintf(stderr, "[oppkit plugin] %s %s\n", LevelName(level), message.c_str());
  std::lock_guard<std::mutex> lock(state.mu);
  if (HostLogFn fn = state.host_log.load(std::memory_order_acquire)) {  // the host arrived meanwhile
    fn(level, message.c_str());
    return;
  }
  if (state.pending.size() < kMaxPendingMessages) {
    state.pending.emplace_back(level, std::move(message));
  } else {
    ++state.dropped;
  }
}

std::string SourceLocation(const char* file, int line, const char* func) {
  std::string where = BaseName(file);
  where += ':';
  where += std::to_string(line);
  if (func != nullptr && *func != '\0') {
    where += ' ';
    where += func;
  }
  return where;
}

namespace {

std::string Prefix(const char* file, int line, const char* func) { return SourceLocation(file, line, func) + ": "; }

}  // namespace

bool PluginLogEnabled(uint32_t level) {
  const LogState& state = State();
  if (state.host_log.load(std::memory_order_acquire) != nullptr) {
    return level >= state.min_level.load(std::memory_order_relaxed);
  }
  return level >= OPPKIT_LOG_WARN;
}

void PluginLog(uint32_t level, const char* file, int line, const char* func, const char* format, ...) {
  if (!PluginLogEnabled(level)) return;
  va_list args;
  va_start(args, format);
  std::string message = Prefix(file, line, func) + FormatPluginMessage(format, args);
  va_end(args);
  DeliverPluginMessage(level, std::move(message));
}

void PluginLogError(uint32_t error_code, const char* file, int line, const char* func, const char* format, ...) {
  if (!PluginLogEnabled(OPPKIT_LOG_ERROR)) return;
  va_list args;
  va_start(args, format);
  std::string message = Prefix(file, line, func) + FormatPluginMessage(format, args);
  va_end(args);
  message += " [ErrorNo: " + std::to_string(error_code) + "]";
  DeliverPluginMessage(OPPKIT_LOG_ERROR, std::move(message));
}

void SetPluginHostServices(const OppkitHostServices* services) {
  LogState& state = State();
  std::lock_guard<std::mutex> lock(state.mu);
  // Read only the fields both sides know (a host built against an older ABI may pass a smaller struct).
  OppkitHostServices copy{};
  if (services != nullptr && services->struct_size >= offsetof(OppkitHostServices, min_log_level) + sizeof(uint32_t)) {
    std::memcpy(&copy, services, std::min<size_t>(services->struct_size, sizeof(copy)));
  }
  if (copy.log == nullptr) {
    state.host_log.store(nullptr, std::memory_order_release);
    return;
  }
  state.min_level.store(copy.min_log_level, std::memory_order_relaxed);
  state.host_log.store(copy.log, std::memory_order_release);
  for (const auto& message : state.pending) {
    if (message.first >= copy.min_log_level) copy.log(message.first, message.second.c_str());
  }
  if (state.dropped > 0) {
    const std::string note = std::to_string(state.dropped) +
                             " more messages logged before the host was known were "
                             "dropped";
    copy.log(OPPKIT_LOG_WARN, note.c_str());
  }
  state.pending.clear();
  state.dropped = 0;
}

}  // namespace detail
}  // namespace oppkit
