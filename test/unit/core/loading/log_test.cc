// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "oppkit/core/log.h"

#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

#include "common/test_support.h"
#include "oppkit/core/op_package_loader.h"

namespace oppkit {
namespace {

TEST_CASE("Log: a scoped sink receives messages at or above the level, then is restored", "[core][log]") {
  std::vector<std::string> outer;
  ScopedLogSink outer_capture([&](LogLevel, const std::string& m) { outer.push_back(m); }, LogLevel::kWarn);
  const LogLevel before = GetLogLevel();
  std::vector<std::pair<LogLevel, std::string>> lines;
  {
    ScopedLogSink capture([&](LogLevel level, const std::string& m) { lines.emplace_back(level, m); }, LogLevel::kInfo);
    CHECK(GetLogLevel() == LogLevel::kInfo);
    LogMessage(LogLevel::kDebug, "hidden");
    LogMessage(LogLevel::kInfo, "shown");
    LogMessage(LogLevel::kError, "also shown");
    CHECK_FALSE(LogEnabled(LogLevel::kDebug));
    CHECK(LogEnabled(LogLevel::kWarn));
  }
  CHECK(GetLogLevel() == before);
  LogMessage(LogLevel::kError, "after");  // goes to the previous sink, not ours
  CHECK(outer == std::vector<std::string>{"after"});
  REQUIRE(lines.size() == 2);
  CHECK(lines[0] == std::make_pair(LogLevel::kInfo, std::string("shown")));
  CHECK(lines[1].first == LogLevel::kError);
}

TEST_CASE("Log: level off silences everything", "[core][log]") {
  int count = 0;
  ScopedLogSink capture([&](LogLevel, const std::string&) { ++count; }, LogLevel::kOff);
  LogMessage(LogLevel::kError, "x");
  CHECK(count == 0);
  CHECK(std::string(LogLevelName(LogLevel::kWarn)) == "warn");
}

TEST_CASE("Log: the loader logs tree problems where it handles them", "[core][log]") {
  std::vector<std::string> lines;
  ScopedLogSink capture([&](LogLevel, const std::string& m) { lines.push_back(m); }, LogLevel::kWarn);
  test::TempDir tmp;
  LoadOptions options;
  options.opp_root = tmp.path() + "/missing";
  options.use_environment = false;
  OpRegistry registry;
  (void)LoadOpPackages(options, registry);
  REQUIRE(lines.size() == 1);
  CHECK_THAT(lines[0], Catch::StartsWith("[load.opp_root_missing]"));
}

}  // namespace
}  // namespace oppkit
