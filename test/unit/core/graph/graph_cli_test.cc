// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// `oppkit graph` as users and scripts run it: the real build/bin/oppkit process on the test graphs of
// test/data/graphs, against the built-in OPP tree of the build. The dump is checked with an independent JSON
// parser (nlohmann_json, test-only here). Part of integration_tests (see CMakeLists.txt).
#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "common/test_support.h"
#include "integration/cli/cli_test_util.h"

namespace oppkit::test {
namespace {

using Catch::Matchers::Contains;
using nlohmann::json;

std::string Graph(const std::string& name) { return ShellQuote(TestDataDir() + "/graphs/" + name); }

std::string ReadAll(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

json ParseFile(const std::string& path) {
  const std::string text = ReadAll(path);
  INFO(path << ": " << text);
  json j;
  REQUIRE_NOTHROW(j = json::parse(text));
  return j;
}

const json* FindNode(const json& dump, const std::string& name) {
  for (const json& n : dump.at("nodes")) {
    if (n.at("name") == name) return &n;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("CLI graph: writes the infershape dump and the DOT drawing", "[cli][graph]") {
  TempDir dir;
  const std::string dump_path = dir.path() + "/dump.json";
  const std::string dot_path = dir.path() + "/graph.dot";
  const ToolRun run = RunOppkitBuiltIn("graph " + Graph("conv_relu_pool.json") + " --dump " + ShellQuote(dump_path) +
                                       " --dot " + ShellQuote(dot_path));
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  REQUIRE(run.exit_code == 0);
  CHECK(run.out == "graph 'conv_relu_pool': 6 nodes, 6 inferred, 0 failed, 0 skipped, 0 unknown shapes, 0 errors\n");
  CHECK(run.err.empty());

  const json dump = ParseFile(dump_path);
  CHECK(dump.at("graph") == "conv_relu_pool");
  REQUIRE(dump.at("nodes").size() == 6);
  const json* pool = FindNode(dump, "pool1");
  REQUIRE(pool != nullptr);
  CHECK(pool->at("type") == "MaxPool");
  CHECK(pool->at("inputs") == json::parse(R"([{"source": "relu1:0"}])"));
  const json& y = pool->at("outputs").at(0);
  CHECK(y.at("name") == "y");
  CHECK(y.at("dtype") == "float16");
  CHECK(y.at("origin_shape") == json::parse("[1, 64, 56, 56]"));
  CHECK(y.at("origin_format") == "NCHW");
  CHECK(y.at("storage_shape") == json::parse("[1, 64, 56, 56]"));
  CHECK(y.at("storage_format") == "NCHW");
  CHECK_FALSE(y.contains("range"));
  CHECK(dump.at("summary") == json::parse(R"({"nodes": 6, "unknown_shapes": 0, "errors": []})"));

  const std::string dot = ReadAll(dot_path);
  CHECK_THAT(dot, Contains("digraph \"conv_relu_pool\""));
  CHECK_THAT(dot, Contains("pool1\\nMaxPool\\ny: float16 [1,64,56,56] NCHW"));
  CHECK_THAT(dot, Contains("n2 -> n3 [label=\"float16 [1,64,112,112]\"];"));
}

TEST_CASE("CLI graph: --input-shape overrides a Data node's shape", "[cli][graph]") {
  TempDir dir;
  const std::string dump_path = dir.path() + "/dump.json";
  const ToolRun run = RunOppkitBuiltIn("graph " + Graph("conv_relu_pool.json") +
                                       " --input-shape x:-1,3,64,64 --dump=" + ShellQuote(dump_path));
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  REQUIRE(run.exit_code == 0);
  const json dump = ParseFile(dump_path);
  CHECK(FindNode(dump, "pool1")->at("outputs").at(0).at("origin_shape") == json::parse("[-1, 64, 16, 16]"));
  CHECK(dump.at("summary").at("unknown_shapes") == 4);

  const ToolRun bad = RunOppkitBuiltIn("graph " + Graph("conv_relu_pool.json") + " --input-shape nope:1 --dump -");
  CHECK(bad.exit_code == 1);
  CHECK_THAT(bad.err, Contains("[graph.bad_input_shape] input shape for 'nope': the graph has no such node"));
  const ToolRun malformed = RunOppkitBuiltIn("graph " + Graph("conv_relu_pool.json") + " --input-shape x:a --dump -");
  CHECK(malformed.exit_code == 2);
  CHECK_THAT(malformed.err, Contains("[cli.usage] --input-shape [graph.bad_input_shape]"));
}

TEST_CASE("CLI graph: node errors are reported and the dump is still written, --strict stops at the first",
          "[cli][graph]") {
  TempDir dir;
  const std::string dump_path = dir.path() + "/dump.json";
  const ToolRun run = RunOppkitBuiltIn("graph " + Graph("unknown_op.json") + " --dump " + ShellQuote(dump_path));
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  CHECK(run.exit_code == 1);
  CHECK_THAT(run.err, Contains("oppkit: error: [graph.node_failed] node 'mystery' (NoSuchOp): [infer.unknown_op]"));
  json dump = ParseFile(dump_path);
  const json& errors = dump.at("summary").at("errors");
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].at("node") == "mystery");
  CHECK(errors[0].at("op") == "NoSuchOp");
  CHECK(errors[0].at("code") == "graph.node_failed");
  CHECK(errors[0].at("cause") == "infer.unknown_op");
  CHECK(FindNode(dump, "side")->at("outputs").at(0).at("origin_shape") == json::parse("[8, 16]"));
  CHECK(FindNode(dump, "after")->at("state") == "skipped");

  const ToolRun strict =
      RunOppkitBuiltIn("graph " + Graph("unknown_op.json") + " --strict --dump " + ShellQuote(dump_path));
  CHECK(strict.exit_code == 1);
  CHECK(strict.out ==
        "graph 'unknown_op': 5 nodes, 1 inferred, 1 failed, 0 skipped, 3 not run (--strict), "
        "3 unknown shapes, 1 errors\n");
  dump = ParseFile(dump_path);
  CHECK(dump.at("summary").at("errors").size() == 1);
  CHECK(FindNode(dump, "side")->at("state") == "not_run");
}

TEST_CASE("CLI graph: subgraphs are nested in the dump, --data-format gives Data nodes the graph's format",
          "[cli][graph]") {
  TempDir dir;
  const std::string dump_path = dir.path() + "/dump.json";
  const std::string dot_path = dir.path() + "/graph.dot";
  for (const bool with_format : {false, true}) {
    INFO("--data-format " << with_format);
    const ToolRun run = RunOppkitBuiltIn("graph " + Graph("if_branches.json") +
                                         (with_format ? " --data-format NCHW" : "") + " --dump " +
                                         ShellQuote(dump_path) + " --dot " + ShellQuote(dot_path));
    INFO("stdout: " << run.out << "\nstderr: " << run.err);
    REQUIRE(run.exit_code == 0);
    CHECK(run.out ==
          "graph 'if_branches': 12 nodes, 12 inferred, 0 failed, 0 skipped, 2 unknown shapes, 0 errors\n");
    const json dump = ParseFile(dump_path);
    CHECK(dump.at("summary").at("nodes") == 12);
    const json* choose = FindNode(dump, "choose");
    REQUIRE(choose != nullptr);
    const json& out = choose->at("outputs").at(0);
    CHECK(out.at("name") == "output0");
    CHECK(out.at("origin_shape") == json::parse("[1, -1, 8, 8]"));  // then [1, 3, 8, 8], else [1, 6, 8, 8]
    CHECK(out.at("range") == json::parse("[[1, 1], [3, 6], [8, 8], [8, 8]]"));
    const std::string format = with_format ? "NCHW" : "ND";
    CHECK(out.at("origin_format") == format);
    REQUIRE(choose->at("subgraphs").size() == 2);
    const json& other = choose->at("subgraphs").at(1);
    CHECK(other.at("graph") == "else");
    REQUIRE(other.at("nodes").size() == 4);
    const json& twice = other.at("nodes").at(2);
    CHECK(twice.at("name") == "twice");
    CHECK(twice.at("outputs").at(0).at("origin_shape") == json::parse("[1, 6, 8, 8]"));
    CHECK(twice.at("outputs").at(0).at("origin_format") == format);
    CHECK(FindNode(dump, "act")->at("outputs").at(0).at("origin_format") == format);
  }
  CHECK_THAT(ReadAll(dot_path), Contains("subgraph \"cluster_2_0_\" {") && Contains("label=\"choose/then\";"));
}

TEST_CASE("CLI graph: features not built yet are refused by name, usage errors exit 2", "[cli][graph]") {
  const std::string model = Graph("conv_relu_pool.json");
  struct Case {
    std::string args;
    std::string message;
  };
  const Case cases[] = {
      {"graph " + model + " --data-format NC1HWC0 --dump -",
       "[cli.usage] --data-format 'NC1HWC0': expected NCHW, NHWC, NCDHW, NDHWC or ND"},
      {"graph " + model + " --no-storage-formats --dump -", "[graph.unsupported] --no-storage-formats needs"},
      {"graph " + model + " --keep-unmapped --dump -", "[cli.usage] --keep-unmapped applies to ONNX models"},
      {"graph " + model, "[cli.usage] 'graph' needs --dump OUT.json"},
      {"graph --dump -", "[cli.usage] 'graph' takes exactly one MODEL"},
      {"infer x --strict", "[cli.usage] --strict applies to 'graph' only"},
      {"graph " + model + " --dump", "[cli.usage] --dump needs a value"},
  };
  for (const Case& c : cases) {
    const ToolRun run = RunOppkitBuiltIn(c.args);
    INFO(c.args << "\nstdout: " << run.out << "\nstderr: " << run.err);
    CHECK(run.exit_code == 2);
    CHECK_THAT(run.err, Contains(c.message));
  }
  const ToolRun bad_model =
      RunOppkitBuiltIn("graph " + ShellQuote(TestDataDir() + "/graphs/missing.json") + " --dump -");
  CHECK(bad_model.exit_code == 1);
  CHECK_THAT(bad_model.err, Contains("[io.error]"));
  const ToolRun help = RunOppkitBuiltIn("help graph");
  CHECK(help.exit_code == 0);
  CHECK_THAT(help.out, Contains("usage: oppkit graph"));
}

}  // namespace oppkit::test
