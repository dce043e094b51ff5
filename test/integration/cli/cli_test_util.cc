// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "cli_test_util.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>
#include <sstream>
#include <vector>

#include "common/test_support.h"

namespace oppkit::test {

std::string ShellQuote(const std::string& s) {
  std::string out = "'";
  for (char c : s) {
    if (c == '\'') {
      out += "'\\''";
    } else {
      out += c;
    }
  }
  return out + "'";
}

ToolRun RunOppkit(const std::string& args, const std::string& stdin_text, const std::string& env_prefix) {
  TempDir tmp;
  const std::string err_path = tmp.path() + "/stderr";
  std::string stdin_path = "/dev/null";
  if (!stdin_text.empty()) stdin_path = tmp.WriteFile("stdin", stdin_text);
  const std::string command = "env -u ASCEND_OPP_PATH -u ASCEND_CUSTOM_OPP_PATH " + env_prefix + " " +
                              ShellQuote(BuildDir() + "/bin/oppkit") + " " + args + " <" + ShellQuote(stdin_path) +
                              " 2>" + ShellQuote(err_path);
  ToolRun run;
  run.exit_code = RunCommand(command, &run.out);
  std::ifstream err(err_path);
  run.err.assign(std::istreambuf_iterator<char>(err), std::istreambuf_iterator<char>());
  return run;
}

void CopyBuiltIn(const TempDir& tmp) {
  const std::string arch_dir = ArchLibDir();
  const std::string proto = "built-in/op_proto/" + arch_dir + "/libopsproto_rt2.0.so";
  const std::string master = "built-in/op_impl/ai_core/tbe/op_tiling/" + arch_dir + "/libopmaster_rt2.0.so";
  tmp.CopyFile(BuildOppRoot() + "/" + proto, proto);
  tmp.CopyFile(BuildOppRoot() + "/" + master, master);
  tmp.CopyFile(BuildOppRoot() + "/version.info", "version.info");
}

ToolRun RunOppkitBuiltIn(const std::string& args, const std::string& stdin_text) {
  return RunOppkit("--opp " + ShellQuote(BuildOppRoot()) + " " + args, stdin_text);
}

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) lines.push_back(line);
  return lines;
}

nlohmann::json ParseJson(const std::string& text) {
  INFO("output: " << text);
  nlohmann::json j;
  REQUIRE_NOTHROW(j = nlohmann::json::parse(text));
  return j;
}

}  // namespace oppkit::test
