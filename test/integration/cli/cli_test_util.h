// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Running the real `build/bin/oppkit` process from tests.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/test_support.h"

namespace oppkit::test {

/// What one run of the tool produced.
struct ToolRun {
  int exit_code = -1;
  std::string out;  ///< stdout
  std::string err;  ///< stderr
};

/// Quotes \p s for /bin/sh (single quotes).
std::string ShellQuote(const std::string& s);

/// Runs `build/bin/oppkit <args>` (args already shell-quoted as needed) with ASCEND_OPP_PATH and
/// ASCEND_CUSTOM_OPP_PATH removed from the environment, then \p env_prefix (e.g. `ASCEND_OPP_PATH=/x`) added.
/// \p stdin_text is fed to stdin (empty: /dev/null).
ToolRun RunOppkit(const std::string& args, const std::string& stdin_text = "", const std::string& env_prefix = "");

/// `--opp <build/opp> ` followed by \p args: a run against the built-in tree of the build.
ToolRun RunOppkitBuiltIn(const std::string& args, const std::string& stdin_text = "");

/// Copies the built-in package of the build into \p tmp (as `<tmp>/built-in`) with its version.info.
void CopyBuiltIn(const TempDir& tmp);

/// Splits \p text into lines (without the newlines; a trailing newline does not make an empty last line).
std::vector<std::string> Lines(const std::string& text);

/// \p text (a tool's output) parsed as JSON; fails the test, showing the text, if it is not JSON.
nlohmann::json ParseJson(const std::string& text);

}  // namespace oppkit::test
