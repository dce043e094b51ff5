// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "util/log.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <utility>

namespace oppkit {
namespace {

// See Note [Process-wide log] in oppkit/core/log.h.
LogLevel LevelFromEnvironment() {
  const char* text = std::getenv("OPPKIT_LOG_LEVEL");
  if (text == nullptr) return LogLevel::kWarn;
  for (LogLevel level : {LogLevel::kDebug, LogLevel::kInfo, LogLevel::kWarn, LogLevel::kError, LogLevel::kOff}) {
    if (strcasecmp(text, LogLevelName(level)) == 0) return level;
  }
  if (strcasecmp(text, "warning") == 0) return LogLevel::kWarn;
  return LogLevel::kWarn;
}

struct LogState {
  std::atomic<int> level{static_cast<int>(LevelFromEnvironment())};
  std::mutex mutex;  // guards sink and serializes writes
  LogSink sink;      // empty: stderr
};

LogState& State() {
  static LogState* state = new LogState();  // never destroyed: usable from static destructors
  return *state;
}

}  // namespace

const char* LogLevelName(LogLevel level) {
  switch (level) {
    case LogLevel::kDebug:
      return "debug";
    case LogLevel::kInfo:
      return "info";
    case LogLevel::kWarn:
      return "warn";
    case LogLevel::kError:
      return "error";
    case LogLevel::kOff:
      return "off";
  }
  return "?";
}

LogSink SetLogSink(LogSink sink) {
  LogState& state = State();
  std::lock_guard<std::mutex> lock(state.mutex);
  std::swap(state.sink, sink);
  return sink;
}

void SetLogLevel(LogLevel level) { State().level.store(static_cast<int>(level), std::memory_order_relaxed); }

LogLevel GetLogLevel() { return static_cast<LogLevel>(State().level.load(std::memory_order_relaxed)); }

bool LogEnabled(LogLevel level) {
  return level != LogLevel::kOff && static_cast<int>(level) >= State().level.load(std::memory_order_relaxed);
}

void LogMessage(LogLevel level, std::string_view message) {
  if (!LogEnabled(level)) return;
  LogState& state = State();
  std::lock_guard<std::mutex> lock(state.mutex);
  if (state.sink) {
    state.sink(level, std::string(message));
    return;
  }
  std::string line = "oppkit ";
  for (const char* p = LogLevelName(level); *p != '\0'; ++p) line += static_cast<char>(*p - 'a' + 'A');
  line += ": ";
  line.append(message.data(), message.size());
  line += '\n';
  std::fwrite(line.data(), 1, line.size(), stderr);
}

ScopedLogSink::ScopedLogSink(LogSink sink) : previous_level_(GetLogLevel()) {
  previous_sink_ = SetLogSink(std::move(sink));
}

ScopedLogSink::ScopedLogSink(LogSink sink, LogLevel level) : ScopedLogSink(std::move(sink)) { SetLogLevel(level); }

ScopedLogSink::~ScopedLogSink() {
  SetLogSink(std::move(previous_sink_));
  SetLogLevel(previous_level_);
}

}  // namespace oppkit
