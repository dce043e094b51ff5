// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Command-line parsing of the `oppkit` tool (docs/design.md §6, docs/cli.md).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace oppkit::cli {

/// Exit statuses (docs/design.md §6.4): everything succeeded / some request failed / usage error.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;
inline constexpr int kExitUsage = 2;

/// A parsed command line.
struct Options {
  /// `list`, `show`, `infer`, `tiling`, `check`, ..., or empty (only --help / --version given).
  std::string command;
  /// Positional arguments after the command (`-` is positional: stdin).
  std::vector<std::string> args;
  /// `--opp DIR`: the OPP root (overrides ASCEND_OPP_PATH).
  std::optional<std::string> opp_root;
  /// `--platform FILE` (tiling): the platform description every request starts from.
  std::optional<std::string> platform_file;
  /// Options of `graph` and `plan` as given, each followed by its value unless written `--name=value`
  /// (graph_command.cc and plan_command.cc read them; GraphOptionArity and PlanOptionArity tell the parser which
  /// arguments they are).
  std::vector<std::string> graph_options;
  bool json = false;
  bool batch = false;
  /// `--fields` (tiling): responses name the tiling data's fields.
  bool fields = false;
  bool help = false;
  bool version = false;
};

/// Parses argv. Options may stand before or after the command; `--opp DIR` and `--opp=DIR` are both accepted;
/// `--` ends the options. On a usage error returns nullopt and sets \p error (without the `[cli.usage]` prefix).
std::optional<Options> ParseOptions(int argc, const char* const* argv, std::string* error);

/// How many values follow \p arg if it is an option of `graph` (0 or 1), or -1 if it is not one (graph_command.cc).
int GraphOptionArity(std::string_view arg);

/// The help text of `oppkit help graph` (graph_command.cc).
std::string GraphHelpText();

/// As GraphOptionArity, for the options only `plan` has (`--run`, `--repeat`, `--all`; plan_command.cc).
int PlanOptionArity(std::string_view arg);

/// The help text of `oppkit help plan` (plan_command.cc).
std::string PlanHelpText();

/// Checks the positional arguments and flags against the command; empty string if fine, else the problem.
std::string ValidateOptions(const Options& options);

/// The general help text (`oppkit --help`), or the help of one command.
std::string HelpText(const std::string& command = "");

}  // namespace oppkit::cli
