// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The two logging entry points of CANN's dlog library that op base libraries call. A file of its own, so that a
// program defining them itself (a test stub) does not also pull in the SDK's error-message functions.
#include <cstdarg>
#include <cstdint>
#include <string>
#include <utility>

#include "framework/common/debug/ge_log.h"
#include "register/plugin_log_internal.h"

// Note [Dlog entry points]
// Op base libraries (CANN's opbase: OP_LOGE, OP_LOGW, ... in op_common/log/log.h) declare and call two functions of
// CANN's dlog library themselves: CheckLogLevel(module, level), 1 if a message of that level would be recorded,
// and DlogRecord(module, level, format, ...). Their levels are the plugin log's (DLOG_DEBUG 0 .. DLOG_ERROR 3);
// other values (CANN's event level and flags) are logged at info. The module id is not used: one op library has one
// log.
namespace {
uint32_t PluginLevel(int32_t dlog_level) {
  if (dlog_level < OPPKIT_LOG_DEBUG || dlog_level > OPPKIT_LOG_ERROR) return OPPKIT_LOG_INFO;
  return static_cast<uint32_t>(dlog_level);
}
}  // namespace

extern "C" {

int32_t CheckLogLevel(int32_t module_id, int32_t log_level);
void DlogRecord(int32_t module_id, int32_t level, const char* format, ...) __attribute__((format(printf, 3, 4)));

int32_t CheckLogLevel(int32_t /*module_id*/, int32_t log_level) {
  return oppkit::detail::PluginLogEnabled(PluginLevel(log_level)) ? 1 : 0;
}

void DlogRecord(int32_t /*module_id*/, int32_t level, const char* format, ...) {
  const uint32_t plugin_level = PluginLevel(level);
  if (format == nullptr || !oppkit::detail::PluginLogEnabled(plugin_level)) return;
  va_list args;
  va_start(args, format);
  std::string message = oppkit::detail::FormatPluginMessage(format, args);
  va_end(args);
  oppkit::detail::DeliverPluginMessage(plugin_level, std::move(message));
}

}  // extern "C"
