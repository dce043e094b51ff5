// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The plugin log's delivery, for the SDK's other front ends (base/err_msg.h, CANN's dlog entry points).
#pragma once
#include <cstdarg>
#include <cstdint>
#include <string>

namespace oppkit {
namespace detail {

/// printf-style formatting of \p format with \p args (any length); the format itself if formatting fails.
std::string FormatPluginMessage(const char* format, va_list args);

/// "<base name of file>:<line> <func>" (without func when it is empty).
std::string SourceLocation(const char* file, int line, const char* func);

/// Delivers one formatted message of \p level (OppkitLogLevel) as PluginLog does (Note [Plugin logging]): to the
/// host, or kept until the host is known. The caller checks PluginLogEnabled() first.
void DeliverPluginMessage(uint32_t level, std::string message);

}  // namespace detail
}  // namespace oppkit
