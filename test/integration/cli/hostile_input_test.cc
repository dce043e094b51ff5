// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Hostile input through the real `oppkit` process: requests and graphs nested 200,000 levels deep, NUL bytes and
// trailing text in requests, directories named as input files, and OPP trees whose config.ini or version.info is a
// FIFO, a device or a symlink loop. Each gets a stable id and a documented exit status; nothing crashes or hangs.
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "cli_test_util.h"
#include "common/test_support.h"

namespace oppkit::test {
namespace {

using Catch::Matchers::Contains;

// `{"op": "Relu", <field>: [[[...]]]}` with \p depth brackets.
std::string DeepRequest(const std::string& field, size_t depth) {
  return R"({"op": "Relu", "inputs": [{"dtype": "float32", "shape": [2]}], ")" + field +
         "\": " + std::string(depth, '[') + std::string(depth, ']') + "}";
}

// The tool exited by itself (no signal: a crash shows as 128 + signal through the shell) with \p rc.
void CheckExit(const ToolRun& run, int rc) {
  INFO("stdout: " << run.out.substr(0, 2000) << "\nstderr: " << run.err.substr(0, 2000));
  CHECK(run.exit_code == rc);
}

}  // namespace

TEST_CASE("Hostile input: JSON nested 200,000 levels deep is cli.bad_json or graph.bad_json, not a stack overflow",
          "[integration][cli][hostile]") {
  TempDir tmp;
  const std::string deep_attr = tmp.WriteFile("deep_attr.json", DeepRequest("attrs", 200000));
  const std::string deep_input = tmp.WriteFile("deep_input.json", DeepRequest("name", 200000));
  const std::string batch = tmp.WriteFile(
      "batch.jsonl", DeepRequest("attrs", 200000) + "\n" +
                         R"({"op": "Relu", "inputs": [{"dtype": "float32", "shape": [2]}]})" + "\n");
  for (const std::string& file : {deep_attr, deep_input}) {
    const ToolRun infer = RunOppkitBuiltIn("infer " + ShellQuote(file));
    CheckExit(infer, 1);
    CHECK_THAT(infer.out, Contains(R"("code":"cli.bad_json")") && Contains("nest deeper than 1000 levels"));
    const ToolRun tiling = RunOppkitBuiltIn("tiling " + ShellQuote(file));
    CheckExit(tiling, 1);
    CHECK_THAT(tiling.out, Contains(R"("code":"cli.bad_json")"));
  }
  // A batch keeps going past the deep line.
  const ToolRun lines = RunOppkitBuiltIn("infer --batch " + ShellQuote(batch));
  CheckExit(lines, 1);
  const std::vector<std::string> answers = Lines(lines.out);
  REQUIRE(answers.size() == 2);
  CHECK_THAT(answers[0], Contains("cli.bad_json"));
  CHECK_THAT(answers[1], Contains(R"("shape":[2])"));

  const std::string cases = tmp.WriteFile("cases.jsonl", DeepRequest("attrs", 200000));
  const ToolRun check = RunOppkitBuiltIn("check " + ShellQuote(cases));
  CheckExit(check, 1);
  CHECK_THAT(check.out, Contains("cli.bad_json"));

  const std::string graph = tmp.WriteFile(
      "graph.json", R"({"graph": "g", "nodes": [{"name": "x", "type": "Data", "attrs": {"a": )" +
                        std::string(200000, '[') + std::string(200000, ']') + "}}]}");
  const ToolRun infer_graph = RunOppkitBuiltIn("graph " + ShellQuote(graph) + " --dump -");
  CheckExit(infer_graph, 1);
  CHECK_THAT(infer_graph.err, Contains("[graph.bad_json]") && Contains("nest deeper than 1000 levels"));
}

TEST_CASE("Hostile input: a NUL byte or text after the request is cli.bad_json, format RESERVED infer.bad_format",
          "[integration][cli][hostile]") {
  TempDir tmp;
  const std::string request = R"({"op": "Relu", "inputs": [{"dtype": "float32", "shape": [2]}]})";
  const std::string nul = tmp.WriteFile("nul.json", request + std::string(1, '\0') + "garbage");
  const ToolRun with_nul = RunOppkitBuiltIn("infer " + ShellQuote(nul));
  CheckExit(with_nul, 1);
  CHECK_THAT(with_nul.out, Contains(R"("code":"cli.bad_json")") && Contains("a NUL byte at offset 62"));
  const ToolRun trailing = RunOppkitBuiltIn("infer " + ShellQuote(tmp.WriteFile("t.json", request + " trailing")));
  CheckExit(trailing, 1);
  CHECK_THAT(trailing.out, Contains(R"("code":"cli.bad_json")"));
  // RESERVED is CANN's name of "no format", not a format a tensor can have.
  const ToolRun reserved = RunOppkitBuiltIn(
      "infer " + ShellQuote(R"({"op": "Relu", "inputs": [{"dtype": "float32", "shape": [2], "format": "RESERVED"}]})"));
  CheckExit(reserved, 1);
  CHECK_THAT(reserved.out, Contains(R"("code":"infer.bad_format")") && Contains("'RESERVED' is not a format"));
}

TEST_CASE("Hostile input: a directory named as an input file is io.error with exit status 2",
          "[integration][cli][hostile]") {
  TempDir tmp;
  for (const std::string& command : std::vector<std::string>{"infer ", "infer --batch ", "tiling ", "graph "}) {
    INFO(command);
    const ToolRun run = RunOppkitBuiltIn(command + ShellQuote(tmp.path()) + (command == "graph " ? " --dump -" : ""));
    CHECK_THAT(run.err, Contains("[io.error]") && Contains("a directory, not a regular file"));
    CHECK((run.exit_code == 2 || (command == "graph " && run.exit_code == 1)));
    CHECK_FALSE(run.err.find("[internal]") != std::string::npos);
  }
}

TEST_CASE("Hostile input: config.ini and version.info that are a FIFO, a device or a symlink loop are load errors",
          "[integration][cli][hostile]") {
  TempDir tmp;
  CopyBuiltIn(tmp);
  const std::string config = tmp.path() + "/vendors/config.ini";
  const std::string version = tmp.path() + "/version.info";
  tmp.WriteFile("vendors/.keep", "");
  REQUIRE(::unlink(version.c_str()) == 0);
  REQUIRE(::symlink("/dev/zero", version.c_str()) == 0);  // read whole, it would grow memory without bound

  SECTION("a FIFO without a writer: a plain open() would block forever") {
    REQUIRE(::mkfifo(config.c_str(), 0600) == 0);
    const ToolRun doctor = RunOppkit("doctor --opp " + ShellQuote(tmp.path()));
    CheckExit(doctor, 1);
    CHECK_THAT(doctor.out, Contains("error: [load.config_malformed] '" + config + "': cannot read: a FIFO"));
    CHECK_THAT(doctor.out, Contains("error: [io.error] '" + version + "': cannot read: a device"));
    const ToolRun list = RunOppkit("--opp " + ShellQuote(tmp.path()) + " list");
    CheckExit(list, 0);
    CHECK_THAT(list.out, Contains("Conv2D"));
  }
  SECTION("a symlink loop: every vendor is dropped, and that is said") {
    REQUIRE(::symlink("config.ini", config.c_str()) == 0);
    const ToolRun doctor = RunOppkit("doctor --opp " + ShellQuote(tmp.path()));
    CheckExit(doctor, 1);
    CHECK_THAT(doctor.out, Contains("error: [load.config_malformed] '" + config + "': cannot read (Too many levels"));
  }
}

TEST_CASE("Hostile input: a world-writable op library is refused, doctor says so, and the environment can allow it",
          "[integration][cli][hostile][trust]") {
  TempDir tmp;
  CopyBuiltIn(tmp);
  const std::string master =
      tmp.path() + "/built-in/op_impl/ai_core/tbe/op_tiling/" + ArchLibDir() + "/libopmaster_rt2.0.so";
  REQUIRE(::chmod(master.c_str(), 0666) == 0);
  const ToolRun doctor = RunOppkit("doctor --opp " + ShellQuote(tmp.path()));
  CheckExit(doctor, 1);
  CHECK_THAT(doctor.out, Contains("[load.untrusted]") &&
                             Contains("'" + master + "': not loaded: the library is writable by everyone (mode 666)"));
  const ToolRun refused = RunOppkit("--opp " + ShellQuote(tmp.path()) + " list");
  CHECK_THAT(refused.out, !Contains("Conv2D"));
  const ToolRun allowed = RunOppkit("--opp " + ShellQuote(tmp.path()) + " list", "", "OPPKIT_ALLOW_UNTRUSTED_OPP=1");
  CheckExit(allowed, 0);
  CHECK_THAT(allowed.out, Contains("Conv2D"));
}

TEST_CASE("Hostile input: doctor survives a library whose static initializer calls exit(0), and fails",
          "[integration][cli][hostile][probe]") {
  TempDir tmp;
  CopyBuiltIn(tmp);
  const std::string lib_dir = "vendors/exits/op_impl/ai_core/tbe/op_tiling/" + ArchLibDir();
  const std::string bad = tmp.CopyFile(TestPluginDir() + "/libinit_exit.so", lib_dir + "/libinit_exit.so");
  tmp.WriteFile("vendors/config.ini", "load_priority=exits\n");
  const ToolRun doctor = RunOppkit("doctor --opp " + ShellQuote(tmp.path()));
  CheckExit(doctor, 1);
  CHECK_THAT(doctor.out, Contains("[load.probe_failed]") && Contains("'" + bad + "'") &&
                             Contains("ended the process with exit status"));  // 0, or LSan's at exit under ASan
  CHECK_THAT(doctor.out, Contains("1 of 2 packages loaded"));
}

TEST_CASE("Hostile input: a *.so name that is a directory, a dangling link or a link loop fails its package",
          "[integration][cli][hostile]") {
  TempDir tmp;
  CopyBuiltIn(tmp);
  const std::string lib_dir = "vendors/broken/op_impl/ai_core/tbe/op_tiling/" + ArchLibDir();
  tmp.WriteFile("vendors/config.ini", "load_priority=broken\n");
  tmp.WriteFile(lib_dir + "/.keep", "");
  const std::string library = tmp.path() + "/" + lib_dir + "/libbroken.so";
  std::string what;
  SECTION("a directory") {
    REQUIRE(::mkdir(library.c_str(), 0755) == 0);
    what = "a directory";
  }
  SECTION("a dangling symbolic link") {
    REQUIRE(::symlink("libgone.so", library.c_str()) == 0);
    what = "a dangling symbolic link";
  }
  SECTION("a symbolic link loop") {
    REQUIRE(::symlink("libbroken.so", library.c_str()) == 0);
    what = "a symbolic link loop";
  }
  const ToolRun doctor = RunOppkit("doctor --opp " + ShellQuote(tmp.path()));
  CheckExit(doctor, 1);
  CHECK_THAT(doctor.out, Contains("error: [load.not_shared_library] package 'broken'") &&
                             Contains("'" + library + "' is " + what + ", not a shared library"));
  CHECK_THAT(doctor.out, Contains("1 of 2 packages loaded"));
  CHECK_THAT(doctor.out, !Contains("doctor.empty_package"));
}

TEST_CASE("Hostile input: doctor fails on an OPP root with no op packages", "[integration][cli][hostile]") {
  TempDir tmp;
  tmp.WriteFile("version.info", "Version=8.0.0\n");
  const ToolRun doctor = RunOppkit("doctor --opp " + ShellQuote(tmp.path()));
  CheckExit(doctor, 1);
  CHECK_THAT(doctor.out, Contains("error: [doctor.no_packages] '" + tmp.path() + "' has no op packages"));
}

TEST_CASE("Hostile input: one tensor for a dynamic input is infer.dynamic_input", "[integration][cli][hostile]") {
  const ToolRun one = RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "ConcatV2", "inputs": [
      {"dtype": "float32", "shape": [2, 3]}, {"dtype": "int32", "shape": [], "value": 0}]})"));
  CheckExit(one, 1);
  CHECK_THAT(one.out, Contains(R"("code":"infer.dynamic_input")") &&
                          Contains("input 0 (x) is dynamic: give a list of its instances ([x] for one)"));
  const ToolRun list = RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "ConcatV2", "inputs": [
      [{"dtype": "float32", "shape": [2, 3]}], {"dtype": "int32", "shape": [], "value": 0}]})"));
  CheckExit(list, 0);
  CHECK_THAT(list.out, Contains(R"("shape":[2,3])"));
}

TEST_CASE("Hostile input: Cumsum's axis is checked where CANN reads it, at tiling", "[integration][cli][hostile]") {
  const std::string x = R"({"dtype": "float32", "shape": [2, 3]})";
  const auto request = [&](const std::string& axis) {
    return ShellQuote(R"({"op": "Cumsum", "inputs": [)" + x + R"(, {"dtype": "int64", "shape": [])" + axis +
                      R"(}], "compile_info": {}})");
  };
  const ToolRun out_of_range = RunOppkitBuiltIn("tiling " + request(R"(, "value": 5)"));
  CheckExit(out_of_range, 1);
  CHECK_THAT(out_of_range.out, Contains("input axis = 5 is out of range [-2, 2) for x [2, 3]"));
  const ToolRun no_value = RunOppkitBuiltIn("tiling " + request(""));
  CheckExit(no_value, 1);
  CHECK_THAT(no_value.out, Contains(R"("code":"infer.missing_value")"));
  const ToolRun ok = RunOppkitBuiltIn("tiling " + request(R"(, "value": -1)"));
  CheckExit(ok, 0);
  CHECK_THAT(ok.out, Contains(R"("tiling_key":0)") && Contains(R"("block_dim":2)"));
}

}  // namespace oppkit::test
