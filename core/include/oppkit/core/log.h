// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The core's log: a level and a sink. Inside the core, messages are written with the fmt-style macros of
// core/src/util/log.h (`OPPKIT_LOG_WARN("skipping package '{}': {}", dir, st.message())`); this header is the
// public side, for applications and tests.
//
// Note [Process-wide log]
// The log level and the sink are the one piece of process-wide state in the core (the registry has none): a log
// is a property of the process, as stderr is. Both are thread-safe. The initial level comes from OPPKIT_LOG_LEVEL
// (`debug`, `info`, `warn`, `error`, `off`; default `warn`); the default sink writes `oppkit <LEVEL>: <message>`
// lines to stderr. Plugins log through the same sink (OppkitHostServices::log).
//
// Example (a test capturing warnings):
//   std::vector<std::string> lines;
//   oppkit::ScopedLogSink capture([&](oppkit::LogLevel, const std::string& m) { lines.push_back(m); });
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "oppkit/core/export.h"

namespace oppkit {

/// Severity of a log message, lowest first.
enum class LogLevel : int { kDebug = 0, kInfo = 1, kWarn = 2, kError = 3, kOff = 4 };

/// `"debug"`, `"info"`, `"warn"`, `"error"` or `"off"`.
OPPKIT_CORE_API const char* LogLevelName(LogLevel level);

/// Receives every message at or above the current level. Called with an internal lock held: must not log.
using LogSink = std::function<void(LogLevel level, const std::string& message)>;

/// Replaces the sink; an empty function restores the default (stderr). Returns the previous sink (empty if it
/// was the default).
OPPKIT_CORE_API LogSink SetLogSink(LogSink sink);

/// Sets the minimum level written.
OPPKIT_CORE_API void SetLogLevel(LogLevel level);

/// The minimum level written.
OPPKIT_CORE_API LogLevel GetLogLevel();

/// True if a message at \p level would be written.
OPPKIT_CORE_API bool LogEnabled(LogLevel level);

/// Writes \p message at \p level (if enabled).
OPPKIT_CORE_API void LogMessage(LogLevel level, std::string_view message);

/// Installs a sink (and optionally a level) for the lifetime of the object, then restores the previous ones.
class OPPKIT_CORE_API ScopedLogSink {
 public:
  /// Installs \p sink; keeps the level.
  explicit ScopedLogSink(LogSink sink);
  /// Installs \p sink and sets \p level.
  ScopedLogSink(LogSink sink, LogLevel level);
  ~ScopedLogSink();
  ScopedLogSink(const ScopedLogSink&) = delete;
  ScopedLogSink& operator=(const ScopedLogSink&) = delete;

 private:
  LogSink previous_sink_;
  LogLevel previous_level_;
};

}  // namespace oppkit
