// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The core's internal logging macros (fmt-based). Public control (level, sink) is in oppkit/core/log.h.
// Log where a failure is handled, not where it is detected (docs/design.md §8.3).
//
// Example: OPPKIT_LOG_WARN("skipping package '{}': {}", name, st.message());
#pragma once

#include <fmt/format.h>

#include <string>
#include <utility>

#include "oppkit/core/log.h"

namespace oppkit::detail {

/// Formats and writes a message if \p level is enabled (the arguments are not formatted otherwise).
template <typename... Args>
void LogFormatted(LogLevel level, fmt::format_string<Args...> format, Args&&... args) {
  if (!LogEnabled(level)) return;
  LogMessage(level, fmt::format(format, std::forward<Args>(args)...));
}

}  // namespace oppkit::detail

/// Logs a debug message: `OPPKIT_LOG_DEBUG("opened '{}'", path)`.
#define OPPKIT_LOG_DEBUG(...) ::oppkit::detail::LogFormatted(::oppkit::LogLevel::kDebug, __VA_ARGS__)
/// Logs an info message: `OPPKIT_LOG_INFO("loaded {} ops", n)`.
#define OPPKIT_LOG_INFO(...) ::oppkit::detail::LogFormatted(::oppkit::LogLevel::kInfo, __VA_ARGS__)
/// Logs a warning: `OPPKIT_LOG_WARN("skipping package '{}': {}", dir, st.message())`.
#define OPPKIT_LOG_WARN(...) ::oppkit::detail::LogFormatted(::oppkit::LogLevel::kWarn, __VA_ARGS__)
/// Logs an error: `OPPKIT_LOG_ERROR("{}", st.message())`.
#define OPPKIT_LOG_ERROR(...) ::oppkit::detail::LogFormatted(::oppkit::LogLevel::kError, __VA_ARGS__)
