// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// CANN's logging macros for op sources: GELOGE (error, with an error code), GELOGW, GELOGI, GELOGD, printf-style.
//
// Note [Plugin logging]
// An op library does not link a logging library (docs/design.md §8.3). Its messages go to the host's log
// callback, which the host hands over after loading the library (OppkitPluginInfo::set_host_services). Until then
// (messages logged during static initialisation, e.g. a rejected IMPL_OP setting) errors are written to stderr at
// once, and warnings and errors are also kept (up to a small bound) and delivered to the host when it sets its
// services, so registration problems still reach the host's log. Info and debug messages without a host are
// dropped. Messages below the host's `min_log_level` are not formatted at all.
#pragma once

#include <cstdint>

#include "oppkit/plugin_abi.h"

namespace oppkit {
namespace detail {

/// True if a message of \p level (OppkitLogLevel) would be delivered anywhere.
bool PluginLogEnabled(uint32_t level);

/// Formats and delivers one message (Note [Plugin logging]). \p file is shortened to its base name.
void PluginLog(uint32_t level, const char* file, int line, const char* func, const char* format, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/// As PluginLog at error level, prefixing the message with \p error_code.
void PluginLogError(uint32_t error_code, const char* file, int line, const char* func, const char* format, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/// Installs (or, with nullptr, removes) the host's services; flushes the messages kept so far. This is what
/// OppkitPluginInfo::set_host_services points to. \p services is copied.
void SetPluginHostServices(const OppkitHostServices* services);

}  // namespace detail
}  // namespace oppkit

/// Logs an error with a ge status code: `GELOGE(ge::PARAM_INVALID, "node %s: %s is null", name, what);`
#define GELOGE(ERROR_CODE, ...) \
  ::oppkit::detail::PluginLogError(static_cast<uint32_t>(ERROR_CODE), __FILE__, __LINE__, __func__, __VA_ARGS__)
/// Logs a warning: `GELOGW("attr %s missing, using %ld", name, value);`
#define GELOGW(...) ::oppkit::detail::PluginLog(OPPKIT_LOG_WARN, __FILE__, __LINE__, __func__, __VA_ARGS__)
/// Logs an informational message: `GELOGI("tiling key %lu", key);`
#define GELOGI(...) ::oppkit::detail::PluginLog(OPPKIT_LOG_INFO, __FILE__, __LINE__, __func__, __VA_ARGS__)
/// Logs a debug message: `GELOGD("dim %zu = %ld", i, dim);`
#define GELOGD(...) ::oppkit::detail::PluginLog(OPPKIT_LOG_DEBUG, __FILE__, __LINE__, __func__, __VA_ARGS__)
/// CANN's event log; logged at info level.
#define GEEVENT(...) ::oppkit::detail::PluginLog(OPPKIT_LOG_INFO, __FILE__, __LINE__, __func__, __VA_ARGS__)
