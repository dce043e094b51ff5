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
  CHECK(run.out == "graph 'conv_relu_pool': 9 nodes, 9 inferred, 0 failed, 0 skipped, 0 unknown shapes, 0 errors\n");
  CHECK(run.err.empty());

  const json dump = ParseFile(dump_path);
  CHECK(dump.at("graph") == "conv_relu_pool");
  REQUIRE(dump.at("nodes").size() == 9);  // with three TransData: x and w to NC1HWC0/FRACTAL_Z, pool1 back
  const json* pool = FindNode(dump, "pool1");
  REQUIRE(pool != nullptr);
  CHECK(pool->at("type") == "MaxPool");
  CHECK(pool->at("inputs") == json::parse(R"([{"source": "relu1:0"}])"));
  const json& y = pool->at("outputs").at(0);
  CHECK(y.at("name") == "y");
  CHECK(y.at("dtype") == "float16");
  CHECK(y.at("origin_shape") == json::parse("[1, 64, 56, 56]"));
  CHECK(y.at("origin_format") == "NCHW");
  CHECK(y.at("storage_shape") == json::parse("[1, 4, 56, 56, 16]"));
  CHECK(y.at("storage_format") == "NC1HWC0");
  CHECK_FALSE(y.contains("range"));
  CHECK(dump.at("summary") == json::parse(R"({"nodes": 9, "unknown_shapes": 0, "errors": []})"));
  const json* back = FindNode(dump, "trans_TransData_2");
  REQUIRE(back != nullptr);
  CHECK(back->at("type") == "TransData");
  CHECK(back->at("inserted") == true);
  CHECK(back->at("inputs") == json::parse(R"([{"source": "pool1:0"}])"));
  CHECK(back->at("outputs").at(0).at("storage_format") == "NCHW");
  CHECK(FindNode(dump, "out")->at("inputs") == json::parse(R"([{"source": "trans_TransData_2:0"}])"));
  CHECK_FALSE(pool->contains("inserted"));

  const std::string dot = ReadAll(dot_path);
  CHECK_THAT(dot, Contains("digraph \"conv_relu_pool\""));
  CHECK_THAT(dot, Contains("pool1\\nMaxPool\\ny: float16 [1,64,56,56] NCHW -> NC1HWC0 [1,4,56,56,16]"));
  CHECK_THAT(dot, Contains("n2 -> n3 [label=\"float16 [1,64,112,112]\\nNC1HWC0 [1,4,112,112,16]\", "
                           "color=\"#3d85c6\""));
  CHECK_THAT(dot, Contains("trans_TransData_2\\nTransData\\ndst: float16 [1,64,56,56] NCHW\\n(inserted)\", "
                           "color=\"#e69138\""));
}

TEST_CASE("CLI graph: --input-shape overrides a Data node's shape", "[cli][graph]") {
  TempDir dir;
  const std::string dump_path = dir.path() + "/dump.json";
  const ToolRun run = RunOppkitBuiltIn("graph " + Graph("conv_relu_pool.json") +
                                       " --input-shape x:-1,3,224,224 --dump=" + ShellQuote(dump_path));
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  REQUIRE(run.exit_code == 0);
  const json dump = ParseFile(dump_path);
  CHECK(FindNode(dump, "pool1")->at("outputs").at(0).at("origin_shape") == json::parse("[-1, 64, 56, 56]"));
  CHECK(dump.at("summary").at("unknown_shapes") == 6);  // x, conv1, relu1, pool1 and the TransData of x and pool1

  const ToolRun bad = RunOppkitBuiltIn("graph " + Graph("conv_relu_pool.json") + " --input-shape nope:1 --dump -");
  CHECK(bad.exit_code == 1);
  CHECK_THAT(bad.err, Contains("[graph.bad_input_shape] input shape for 'nope': the graph has no such node (its "
                               "inputs: 'x')"));
  // A static dim of the model cannot change (as in ONNX Runtime): one error, before any node runs.
  const ToolRun clash =
      RunOppkitBuiltIn("graph " + Graph("conv_relu_pool.json") + " --input-shape x:1,3,64,64 --dump -");
  CHECK(clash.exit_code == 1);
  CHECK(clash.err == "oppkit: [graph.bad_input_shape] input shape for 'x': dim 2 is 64, the model declares it static "
                     "as 224 ([1, 3, 224, 224]); -1 makes it dynamic\n");
  const ToolRun malformed = RunOppkitBuiltIn("graph " + Graph("conv_relu_pool.json") + " --input-shape x:a --dump -");
  CHECK(malformed.exit_code == 2);
  CHECK_THAT(malformed.err, Contains("[cli.usage] --input-shape [graph.bad_input_shape]"));
}

TEST_CASE("CLI graph: TF-style shape slicing of a dynamic batch folds to exact static dims", "[cli][graph]") {
  // x [-1, 7, 7, 64]: Reshape(x, Pack(shape[0], ReduceProd(shape[1:]))) and a Tile by Pack(shape[0], 2), with
  // StridedSlice masks (shrink_axis, end), a reduction and partial values on the way.
  const ToolRun run = RunOppkitBuiltIn("graph " + Graph("tf_shape_slicing.json") + " --dump -");
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  REQUIRE(run.exit_code == 0);
  const json dump = ParseJson(run.out);
  CHECK(FindNode(dump, "spatial")->at("outputs").at(0).at("origin_shape") == json::parse("[3]"));
  CHECK(FindNode(dump, "flat")->at("outputs").at(0).at("origin_shape") == json::parse("[-1, 3136]"));
  CHECK(FindNode(dump, "tiled")->at("outputs").at(0).at("origin_shape") == json::parse("[-1, 6272]"));
  CHECK(dump.at("summary").at("errors").empty());
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
      {"graph " + model + " --keep-unmapped --dump -", "[cli.usage] --keep-unmapped applies to ONNX models"},
      {"graph " + model + " --no-storage-formats=1 --dump -", "[cli.usage] --no-storage-formats takes no value"},
      {"graph " + model,
       "[cli.usage] 'graph' needs --dump OUT.json (or --dump - for stdout), --summary or --annotate OUT.onnx"},
      {"graph " + model + " --annotate out.onnx", "[cli.usage] --annotate applies to ONNX models (MODEL.onnx) only"},
      {"graph " + model + " --annotate -", "[cli.usage] --annotate needs a file (OUT.onnx)"},
      {"graph " + model + " --summary --dump -", "[cli.usage] --summary prints to stdout"},
      {"graph " + model + " --summary=yes", "[cli.usage] --summary takes no value"},
      {"graph --dump -", "[cli.usage] 'graph' takes exactly one MODEL"},
      {"infer x --strict", "[cli.usage] --strict applies to 'graph' and 'plan' only"},
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

TEST_CASE("CLI graph: --no-storage-formats keeps op tensors in their origin formats", "[cli][graph][storage]") {
  const ToolRun run = RunOppkitBuiltIn("graph " + Graph("conv_relu_pool.json") + " --no-storage-formats --dump -");
  INFO("stderr: " << run.err);
  REQUIRE(run.exit_code == 0);
  CHECK(run.err == "graph 'conv_relu_pool': 6 nodes, 6 inferred, 0 failed, 0 skipped, 0 unknown shapes, 0 errors\n");
  const json dump = json::parse(run.out);
  REQUIRE(dump.at("nodes").size() == 6);
  const json& y = FindNode(dump, "pool1")->at("outputs").at(0);
  CHECK(y.at("storage_format") == "NCHW");
  CHECK(y.at("storage_shape") == json::parse("[1, 64, 56, 56]"));
  const ToolRun bad = RunOppkitBuiltIn("graph " + Graph("conv_relu_pool.json") + " --no-storage-formats=1 --dump -");
  CHECK(bad.exit_code == 2);
  CHECK_THAT(bad.err, Contains("[cli.usage] --no-storage-formats takes no value"));
}

TEST_CASE("CLI graph: user storage formats in the graph file, FRACTAL_NZ for MatMulV2", "[cli][graph][storage]") {
  const ToolRun run = RunOppkitBuiltIn("graph " + Graph("conv_relu_storage.json") + " --dump -");
  INFO("stderr: " << run.err);
  REQUIRE(run.exit_code == 0);
  json dump = json::parse(run.out);
  // x is fed in NC1HWC0 and relu's y is wanted so: only the filter needs a TransData.
  CHECK(FindNode(dump, "conv")->at("inputs") ==
        json::parse(R"([{"source": "x:0"}, {"source": "trans_TransData_0:0"}])"));
  CHECK(FindNode(dump, "out")->at("inputs") == json::parse(R"([{"source": "relu:0"}])"));
  CHECK(FindNode(dump, "x")->at("outputs").at(0).at("storage_shape") == json::parse("[8, 1, 224, 224, 16]"));
  CHECK(FindNode(dump, "trans_TransData_0")->at("outputs").at(0).at("storage_format") == "FRACTAL_Z");
  CHECK(dump.at("nodes").size() == 6);

  const ToolRun mm = RunOppkitBuiltIn("graph " + Graph("matmul_storage.json") + " --dump -");
  INFO("stderr: " << mm.err);
  REQUIRE(mm.exit_code == 0);
  dump = json::parse(mm.out);
  const json& y = FindNode(dump, "mm")->at("outputs").at(0);
  CHECK(y.at("storage_format") == "FRACTAL_NZ");
  CHECK(y.at("storage_shape") == json::parse("[3, 2, 16, 16]"));
  CHECK(FindNode(dump, "mm")->at("inputs").at(2) == json::parse(R"({"source": "bias:0"})"));
  CHECK(dump.at("nodes").size() == 8);  // a and b to FRACTAL_NZ, y back to ND
}

TEST_CASE("CLI graph: storage formats inside subgraphs, the If between them in origin formats",
          "[cli][graph][storage][subgraph]") {
  const ToolRun run = RunOppkitBuiltIn("graph " + Graph("if_conv.json") + " --dump -");
  INFO("stderr: " << run.err);
  REQUIRE(run.exit_code == 0);
  // 9 model nodes (6 in the root graph, 3 + 4 in the branches) and 6 TransData, 3 of them in the else branch.
  CHECK(run.err == "graph 'if_conv': 19 nodes, 19 inferred, 0 failed, 0 skipped, 0 unknown shapes, 0 errors\n");
  const json dump = json::parse(run.out);
  CHECK(dump.at("summary").at("nodes") == 19);
  // conv0's NC1HWC0 goes back to NCHW before the If, which reads its origin format.
  const json* choose = FindNode(dump, "choose");
  REQUIRE(choose != nullptr);
  CHECK(choose->at("inputs").at(1) == json::parse(R"({"source": "trans_TransData_2:0"})"));
  CHECK(FindNode(dump, "trans_TransData_2")->at("inputs") == json::parse(R"([{"source": "conv0:0"}])"));
  const json& branches = choose->at("subgraphs");
  REQUIRE(branches.size() == 2);
  // then: a Relu on the NCHW branch input, nothing to convert.
  CHECK(branches[0].at("nodes").size() == 3);
  CHECK(FindNode(branches[0], "relu")->at("outputs").at(0).at("storage_format") == "NCHW");
  // else: the Conv2D gets its TransData inside the branch, and the branch returns NCHW.
  const json& else_branch = branches[1];
  CHECK(else_branch.at("nodes").size() == 7);
  CHECK(FindNode(else_branch, "conv1")->at("outputs").at(0).at("storage_format") == "NC1HWC0");
  CHECK(FindNode(else_branch, "eout")->at("inputs") == json::parse(R"([{"source": "trans_TransData_2:0"}])"));
  const json* back = FindNode(else_branch, "trans_TransData_2");
  REQUIRE(back != nullptr);
  CHECK(back->at("inserted") == true);
  CHECK(back->at("outputs").at(0).at("storage_format") == "NCHW");

  const ToolRun off = RunOppkitBuiltIn("graph " + Graph("if_conv.json") + " --no-storage-formats --dump -");
  REQUIRE(off.exit_code == 0);
  CHECK(off.err == "graph 'if_conv': 13 nodes, 13 inferred, 0 failed, 0 skipped, 0 unknown shapes, 0 errors\n");
}

TEST_CASE("CLI show: an op's storage-format declaration in text and JSON", "[cli][storage]") {
  const ToolRun text = RunOppkitBuiltIn("show Conv2D");
  REQUIRE(text.exit_code == 0);
  CHECK_THAT(text.out, Contains("  storage formats (preferred first):\n    1. x NC1HWC0, filter FRACTAL_Z (groups from "
                                "attr 'groups'), bias ND, offset_w ND -> y NC1HWC0\n"));
  CHECK_THAT(text.out, Contains("    StorageFormats     'built-in' ("));
  CHECK_THAT(text.out, Contains("conv2d_storage_formats.cc:7)"));
  const ToolRun relu = RunOppkitBuiltIn("show Relu");
  CHECK_THAT(relu.out, Contains("  storage formats: format agnostic (follows its inputs)\n"));
  const ToolRun reshape = RunOppkitBuiltIn("show Reshape");
  CHECK_THAT(reshape.out, Contains("  storage formats: none declared (runs in its origin formats)\n"));

  const ToolRun js = RunOppkitBuiltIn("show BNInference --json");
  REQUIRE(js.exit_code == 0);
  const json d = json::parse(js.out).at("storage_formats");
  CHECK(d.at("kind") == "combinations");
  REQUIRE(d.at("combinations").size() == 2);
  CHECK(d.at("combinations")[0].at("inputs")[1] ==
        json::parse(R"({"name": "mean", "format": "NC1HWC0", "reshape_type": "C"})"));
  CHECK(d.at("combinations")[0].at("outputs") == json::parse(R"([{"name": "y", "format": "NC1HWC0"}])"));
  CHECK(d.at("combinations")[1].at("inputs")[1].at("format") == "ND");
  CHECK_THAT(d.at("provenance").at("source").get<std::string>(), Contains("bn_inference_storage_formats.cc:"));
  const ToolRun plain = RunOppkitBuiltIn("show Reshape --json");
  CHECK(json::parse(plain.out).at("storage_formats") == json::parse(R"({"kind": "none", "combinations": []})"));
}

TEST_CASE("CLI graph: --symbolic writes formulas, symbols and guards into the dump", "[cli][graph][symbolic]") {
  TempDir dir;
  const std::string dump_path = dir.path() + "/dump.json";
  const std::string dot_path = dir.path() + "/graph.dot";
  const ToolRun run = RunOppkitBuiltIn("graph " + Graph("symbolic_heads.json") + " --symbolic --dump " +
                                       ShellQuote(dump_path) + " --dot " + ShellQuote(dot_path));
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  REQUIRE(run.exit_code == 0);
  CHECK_THAT(run.out, Contains("symbolic: 2 input symbols, 0 fresh symbols, 0 guards, "));
  const json dump = ParseFile(dump_path);
  const auto formulas = [&](const std::string& node) {
    const json* n = FindNode(dump, node);
    REQUIRE(n != nullptr);
    return n->at("outputs").at(0).at("symbolic_shape");
  };
  CHECK(formulas("x") == json::parse(R"(["batch", "seq", "64"])"));
  CHECK(formulas("split") == json::parse(R"(["batch", "seq", "4", "16"])"));
  CHECK(formulas("scores") == json::parse(R"(["batch", "4", "seq", "16"])"));
  CHECK(formulas("flat") == json::parse(R"(["batch*seq", "64"])"));
  CHECK(FindNode(dump, "new_shape")->at("outputs").at(0).at("symbolic_value") ==
        json::parse(R"(["batch", "seq", "4", "-1"])"));
  // The numeric pass cannot divide an unknown element count: the formulas know the 16.
  CHECK(FindNode(dump, "split")->at("outputs").at(0).at("origin_shape") == json::parse("[-1, -1, 4, -1]"));
  CHECK(dump.at("symbols") == json::parse(R"([{"name": "batch", "source": {"input": "x", "dim": 0}},
                                              {"name": "seq", "source": {"input": "x", "dim": 1}}])"));
  CHECK(dump.at("guards") == json::array());
  CHECK(dump.at("summary").at("symbols") == 2);
  CHECK(dump.at("summary").at("fresh_symbols") == 0);
  CHECK_THAT(ReadAll(dot_path), Contains("[batch, 4, seq, 16]"));

  SECTION("--input-shape binds batch: the formulas hold the number") {
    const ToolRun bound = RunOppkitBuiltIn("graph " + Graph("symbolic_heads.json") +
                                           " --symbolic --input-shape x:8,-1,64 --dump -");
    REQUIRE(bound.exit_code == 0);
    const json j = json::parse(bound.out);
    CHECK(FindNode(j, "flat")->at("outputs").at(0).at("symbolic_shape") == json::parse(R"(["seq*8", "64"])"));
    CHECK(j.at("symbols").at(0).at("value") == 8);
  }
  SECTION("--symbol-hint takes NAME=VALUE and needs --symbolic") {
    const ToolRun hinted = RunOppkitBuiltIn("graph " + Graph("symbolic_heads.json") +
                                            " --symbolic --symbol-hint batch=8 --symbol-hint seq=3 --dump -");
    CHECK(hinted.exit_code == 0);
    CHECK(RunOppkitBuiltIn("graph " + Graph("symbolic_heads.json") + " --symbol-hint batch=8 --dump -").exit_code == 2);
    CHECK(RunOppkitBuiltIn("graph " + Graph("symbolic_heads.json") + " --symbolic --symbol-hint batch --dump -")
              .exit_code == 2);
  }
  SECTION("without --symbolic the dump has no symbolic fields") {
    const ToolRun plain = RunOppkitBuiltIn("graph " + Graph("symbolic_heads.json") + " --dump -");
    REQUIRE(plain.exit_code == 0);
    CHECK_THAT(plain.out, !Contains("symbolic_shape") && !Contains("\"symbols\""));
  }
}

TEST_CASE("CLI graph: --summary prints a table of every node's inputs and outputs", "[cli][graph]") {
  SECTION("shapes, formats and the TransData the storage passes inserted; no dump needed") {
    const ToolRun run = RunOppkitBuiltIn("graph " + Graph("conv_relu_pool.json") + " --summary");
    INFO("stdout: " << run.out << "\nstderr: " << run.err);
    REQUIRE(run.exit_code == 0);
    CHECK(run.out ==
          "node               op          inputs -> outputs\n"
          "x                  Data        -> float16 [1,3,224,224] NCHW\n"
          "w                  Const       -> float16 [64,3,7,7] NCHW\n"
          "trans_TransData_0  TransData*  [1,3,224,224] -> float16 [1,3,224,224] NCHW -> NC1HWC0 [1,1,224,224,16]\n"
          "trans_TransData_1  TransData*  [64,3,7,7] -> float16 [64,3,7,7] NCHW -> FRACTAL_Z [49,4,16,16]\n"
          "conv1              Conv2D      [1,3,224,224], [64,3,7,7] -> float16 [1,64,112,112] NCHW -> NC1HWC0 "
          "[1,4,112,112,16]\n"
          "relu1              Relu        [1,64,112,112] -> float16 [1,64,112,112] NCHW -> NC1HWC0 [1,4,112,112,16]\n"
          "pool1              MaxPool     [1,64,112,112] -> float16 [1,64,56,56] NCHW -> NC1HWC0 [1,4,56,56,16]\n"
          "trans_TransData_2  TransData*  [1,64,56,56] -> float16 [1,64,56,56] NCHW\n"
          "out                NetOutput   [1,64,56,56]\n"
          "graph 'conv_relu_pool': 9 nodes, 9 inferred, 0 failed, 0 skipped, 0 unknown shapes, 0 errors\n");
    CHECK(run.err.empty());
  }
  SECTION("formulas after the symbolic pass, storage shapes too") {
    const ToolRun run = RunOppkitBuiltIn("graph " + Graph("symbolic_heads.json") + " --symbolic --summary");
    INFO("stdout: " << run.out << "\nstderr: " << run.err);
    REQUIRE(run.exit_code == 0);
    CHECK_THAT(run.out, Contains("\nproj               BatchMatMulV2  [batch,seq,64], [64,64] -> float32 "
                                 "[batch,seq,64] ND -> FRACTAL_NZ [batch,4,ceil_div(seq, 16),16,16]\n"));
    CHECK_THAT(run.out,
               Contains("\nflat               Reshape        [batch,seq,64], [2] -> float32 [batch*seq,64] ND\n"));
    CHECK_THAT(run.out, Contains("\nout                NetOutput      [batch,4,seq,16], [batch*seq,64]\n"));
  }
  SECTION("nodes that were not inferred show their state; the dump is written beside the table") {
    TempDir dir;
    const std::string dump_path = dir.path() + "/dump.json";
    const ToolRun run =
        RunOppkitBuiltIn("graph " + Graph("unknown_op.json") + " --summary --dump " + ShellQuote(dump_path));
    INFO("stdout: " << run.out << "\nstderr: " << run.err);
    CHECK(run.exit_code == 1);
    CHECK_THAT(run.out, Contains("\nmystery  NoSuchOp   [8,16] -> failed\n"));
    CHECK_THAT(run.out, Contains("\nafter    Relu       ? -> skipped\n"));
    CHECK_THAT(run.out, Contains("\nside     Sigmoid    [8,16] -> float16 [8,16] ND\n"));
    CHECK_THAT(run.err, Contains("[graph.node_failed] node 'mystery'"));
    CHECK(ParseFile(dump_path).at("summary").at("errors").size() == 1);
  }
  SECTION("a node's subgraphs follow it, indented") {
    const ToolRun run = RunOppkitBuiltIn("graph " + Graph("if_branches.json") + " --summary");
    INFO("stdout: " << run.out << "\nstderr: " << run.err);
    REQUIRE(run.exit_code == 0);
    CHECK_THAT(run.out, Contains("\nchoose     If         [], [1,3,8,8] -> float32 [1,-1,8,8] ND\n"
                                 "  [choose/then]\n"
                                 "    tx     Data       -> float32 [1,3,8,8] ND\n"));
    CHECK_THAT(run.out, Contains("\n  [choose/else]\n"));
    CHECK_THAT(run.out, Contains("\n    twice  ConcatV2   [1,3,8,8], [1,3,8,8], [] -> float32 [1,6,8,8] ND\n"));
  }
}

}  // namespace oppkit::test
