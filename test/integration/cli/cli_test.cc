// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The `oppkit` tool as users and scripts run it: the real build/bin/oppkit process against the real built-in OPP
// tree (build/opp) and against temporary OPP trees built from real libraries. Outputs are checked with an
// independent JSON parser (nlohmann_json, test-only here; the tool's own JSON lives in the core).
#include <algorithm>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "cli_test_util.h"
#include "common/test_support.h"

namespace oppkit::test {
namespace {

using nlohmann::json;

// The first (only) line of a single-request answer, parsed.
json Response(const ToolRun& run) {
  const std::vector<std::string> lines = Lines(run.out);
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  REQUIRE(lines.size() == 1);
  return ParseJson(lines[0]);
}

constexpr const char* kConvRequest =
    R"({"op": "Conv2D", "name": "conv1",
        "inputs": [{"dtype": "float16", "shape": [1, 3, 224, 224], "format": "NCHW"},
                   {"dtype": "float16", "shape": [64, 3, 7, 7], "format": "NCHW"},
                   null],
        "attrs": {"strides": [1, 1, 2, 2], "pads": [3, 3, 3, 3], "data_format": "NCHW"}})";

constexpr const char* kConvResponse =
    R"({"op":"Conv2D","outputs":[{"dtype":"float16","shape":[1,64,112,112],"format":"NCHW"}]})";

}  // namespace

TEST_CASE("oppkit CLI: --version and --help exit 0", "[integration][cli]") {
  SECTION("--version") {
    const ToolRun run = RunOppkit("--version");
    CHECK(run.exit_code == 0);
    CHECK_THAT(run.out, Catch::StartsWith("oppkit ") && Catch::Contains("plugin ABI 1."));
  }
  SECTION("--help lists the commands") {
    const ToolRun run = RunOppkit("--help");
    CHECK(run.exit_code == 0);
    for (const char* command : {"list", "show", "infer", "--batch", "--opp"})
      CHECK_THAT(run.out, Catch::Contains(command));
  }
  SECTION("help of one command") {
    const ToolRun run = RunOppkit("infer --help");
    CHECK(run.exit_code == 0);
    CHECK_THAT(run.out, Catch::StartsWith("usage: oppkit infer"));
    CHECK(RunOppkit("help show").out.rfind("usage: oppkit show", 0) == 0);
  }
}

TEST_CASE("oppkit CLI: usage errors exit 2 with a cli.usage message on stderr", "[integration][cli]") {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"", "no command"},
      {"frobnicate", "unknown command 'frobnicate'"},
      {"list --frobnicate", "unknown option '--frobnicate'"},
      {"list extra", "takes no arguments"},
      {"show", "exactly one op type"},
      {"show Add Relu", "exactly one op type"},
      {"infer", "exactly one REQUEST"},
      {"infer --batch", "exactly one FILE"},
      {"list --batch", "--batch applies to 'infer' and 'tiling' only"},
      {"list --opp", "--opp needs a directory"},
      {"tiling", "exactly one REQUEST"},
      {"tiling --batch a.jsonl b.jsonl", "exactly one FILE"},
      {"tiling --platform", "--platform needs a file"},
      {"infer --platform p.json x.json", "--platform applies to 'tiling' only"},
  };
  for (const auto& [args, message] : cases) {
    INFO("oppkit " << args);
    const ToolRun run = RunOppkitBuiltIn(args);
    CHECK(run.exit_code == 2);
    CHECK(run.out.empty());
    CHECK_THAT(run.err, Catch::Contains("[cli.usage]") && Catch::Contains(message));
  }
}

TEST_CASE("oppkit CLI: list prints every built-in op with its package and functions", "[integration][cli]") {
  const ToolRun run = RunOppkitBuiltIn("list");
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  CHECK(run.err.empty());
  const std::vector<std::string> lines = Lines(run.out);
  REQUIRE(lines.size() > 10);
  CHECK_THAT(lines[0], Catch::StartsWith("OP") && Catch::Contains("PACKAGES") && Catch::Contains("FUNCTIONS"));
  for (const char* op :
       {"Add", "BatchMatMulV2", "Cast", "ConcatV2", "Conv2D", "MatMulV2", "Relu", "Reshape", "Transpose", "Where"}) {
    bool found = false;
    for (const std::string& line : lines) {
      if (line.rfind(std::string(op) + " ", 0) == 0) {
        found = true;
        CHECK_THAT(line, Catch::Contains("built-in") && Catch::Contains("InferShape"));
      }
    }
    CHECK(found);
  }
  CHECK_THAT(run.out, Catch::Contains("ops from 1 package (built-in)"));
}

TEST_CASE("oppkit CLI: list --json gives packages and ops", "[integration][cli]") {
  const ToolRun run = RunOppkitBuiltIn("list --json");
  REQUIRE(run.exit_code == 0);
  const json j = ParseJson(run.out);
  REQUIRE(j["packages"].size() == 1);
  CHECK(j["packages"][0]["name"] == "built-in");
  CHECK(j["packages"][0]["kind"] == "built-in");
  REQUIRE(j["ops"].is_array());
  std::vector<std::string> names;
  for (const json& op : j["ops"]) {
    names.push_back(op["op"].get<std::string>());
    CHECK(op["packages"] == json::array({"built-in"}));
    CHECK(op["prototype"] == true);
    CHECK(op["functions"].is_array());
  }
  CHECK(std::is_sorted(names.begin(), names.end()));
  const auto conv = std::find(names.begin(), names.end(), "Conv2D");
  REQUIRE(conv != names.end());
  const json& conv_functions = j["ops"][conv - names.begin()]["functions"];
  CHECK(std::find(conv_functions.begin(), conv_functions.end(), "InferShape") != conv_functions.end());
  CHECK(std::find(conv_functions.begin(), conv_functions.end(), "InferFormat") != conv_functions.end());
}

TEST_CASE("oppkit CLI: show prints the prototype, functions and provenance", "[integration][cli]") {
  const ToolRun run = RunOppkitBuiltIn("show Conv2D");
  INFO(run.out << run.err);
  REQUIRE(run.exit_code == 0);
  CHECK_THAT(run.out, Catch::StartsWith("Conv2D\n"));
  CHECK_THAT(run.out, Catch::Contains("packages: built-in"));
  CHECK_THAT(run.out, Catch::Contains("libopsproto_rt2.0.so"));
  CHECK_THAT(run.out, Catch::Contains("libopmaster_rt2.0.so"));
  CHECK_THAT(run.out, Catch::Contains("filter"));
  CHECK_THAT(run.out, Catch::Matches("[\\s\\S]*2  bias\\s+optional[\\s\\S]*"));
  CHECK_THAT(run.out, Catch::Matches("[\\s\\S]*strides\\s+ListInt\\s+required[\\s\\S]*"));
  CHECK_THAT(run.out, Catch::Matches("[\\s\\S]*dilations\\s+ListInt\\s+= \\[1, 1, 1, 1\\][\\s\\S]*"));
  CHECK_THAT(run.out, Catch::Matches("[\\s\\S]*InferShape\\s+'built-in'[\\s\\S]*"));
  CHECK_THAT(run.out, Catch::Contains("overrides: none"));
  // Each function names the IMPL_OP block that registered it (plugin ABI 1.1), not just the op's first block.
  CHECK_THAT(run.out, Catch::Matches("[\\s\\S]*InferShape .*conv2d_infershape\\.cc:[0-9]+\\)[\\s\\S]*"));
  CHECK_THAT(run.out, Catch::Matches("[\\s\\S]*InferDataType .*conv2d_infer_datatype\\.cc:[0-9]+\\)[\\s\\S]*"));
  CHECK_THAT(run.out, Catch::Matches("[\\s\\S]*InferFormat .*conv2d_infer_format\\.cc:[0-9]+\\)[\\s\\S]*"));

  const ToolRun reshape = RunOppkitBuiltIn("show Reshape");
  REQUIRE(reshape.exit_code == 0);
  CHECK_THAT(reshape.out, Catch::Contains("data-dependent inputs: shape"));
  CHECK_THAT(reshape.out, Catch::Contains("Tshape: int32, int64"));
}

TEST_CASE("oppkit CLI: show --json describes inputs, attrs, functions and provenance", "[integration][cli]") {
  const ToolRun run = RunOppkitBuiltIn("show Conv2D --json");
  REQUIRE(run.exit_code == 0);
  const json j = ParseJson(run.out);
  CHECK(j["op"] == "Conv2D");
  CHECK(j["packages"] == json::array({"built-in"}));
  const json& proto = j["prototype"];
  REQUIRE(proto["inputs"].size() == 4);
  CHECK(proto["inputs"][0]["name"] == "x");
  CHECK(proto["inputs"][0]["kind"] == "required");
  CHECK(proto["inputs"][2]["name"] == "bias");
  CHECK(proto["inputs"][2]["kind"] == "optional");
  CHECK(proto["inputs"][3]["dtypes"] == json::array({"int8"}));
  CHECK(proto["outputs"][0]["name"] == "y");
  bool saw_strides = false;
  bool saw_dilations = false;
  for (const json& a : proto["attrs"]) {
    if (a["name"] == "strides") {
      saw_strides = true;
      CHECK(a["type"] == "ListInt");
      CHECK(a["required"] == true);
      CHECK_FALSE(a.contains("default"));
    }
    if (a["name"] == "dilations") {
      saw_dilations = true;
      CHECK(a["required"] == false);
      CHECK(a["default"] == json::array({1, 1, 1, 1}));
    }
  }
  CHECK(saw_strides);
  CHECK(saw_dilations);
  CHECK_THAT(proto["provenance"]["library"].get<std::string>(), Catch::EndsWith("libopsproto_rt2.0.so"));
  bool saw_infer_shape = false;
  for (const json& f : j["functions"]) {
    if (f["function"] == "InferShape") {
      saw_infer_shape = true;
      CHECK(f["package"] == "built-in");
      CHECK_THAT(f["library"].get<std::string>(), Catch::EndsWith("libopmaster_rt2.0.so"));
    }
  }
  CHECK(saw_infer_shape);
  CHECK(j["overrides"].empty());

  const json reshape = ParseJson(RunOppkitBuiltIn("show Reshape --json").out);
  CHECK(reshape["data_dependent_inputs"] == json::array({"shape"}));
  CHECK(reshape["prototype"]["inputs"][1]["type_symbol"] == "Tshape");
  CHECK(reshape["prototype"]["inputs"][1]["dtypes"] == json::array({"int32", "int64"}));
  const json concat = ParseJson(RunOppkitBuiltIn("show ConcatV2 --json").out);
  CHECK(concat["prototype"]["inputs"][0]["kind"] == "dynamic");
}

TEST_CASE("oppkit CLI: show of an unknown op exits 1 with registry.unknown_op", "[integration][cli]") {
  const ToolRun text = RunOppkitBuiltIn("show NoSuchOp");
  CHECK(text.exit_code == 1);
  CHECK_THAT(text.err, Catch::Contains("[registry.unknown_op]") && Catch::Contains("NoSuchOp"));
  const ToolRun as_json = RunOppkitBuiltIn("show NoSuchOp --json");
  CHECK(as_json.exit_code == 1);
  const json j = Response(as_json);
  CHECK(j["op"] == "NoSuchOp");
  CHECK(j["error"]["code"] == "registry.unknown_op");
}

TEST_CASE("oppkit CLI: infer answers a literal request, a request file and stdin alike", "[integration][cli]") {
  TempDir tmp;
  const std::string file = tmp.WriteFile("conv.json", kConvRequest);
  const ToolRun literal = RunOppkitBuiltIn("infer " + ShellQuote(kConvRequest));
  const ToolRun from_file = RunOppkitBuiltIn("infer " + ShellQuote(file));
  const ToolRun from_stdin = RunOppkitBuiltIn("infer -", kConvRequest);
  for (const ToolRun* run : {&literal, &from_file, &from_stdin}) {
    INFO(run->err);
    CHECK(run->exit_code == 0);
    CHECK(run->out == std::string(kConvResponse) + "\n");
  }
}

TEST_CASE("oppkit CLI: infer responses follow the request/response contract", "[integration][cli]") {
  SECTION("MatMulV2 with transpose attrs") {
    const json j = Response(RunOppkitBuiltIn(
        "infer " + ShellQuote(R"({"op": "MatMulV2", "inputs": [{"dtype": "float16", "shape": [128, 512]},
                                 {"dtype": "float16", "shape": [1024, 512]}],
                                 "attrs": {"transpose_x1": false, "transpose_x2": true}})")));
    CHECK(j == json::parse(R"({"op":"MatMulV2","outputs":[{"dtype":"float16","shape":[128,1024],"format":"ND"}]})"));
  }
  SECTION("Reshape reads the value of its data-dependent input") {
    const json j = Response(
        RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "Reshape", "inputs": [{"dtype": "float32", "shape": [2, 3, 4]},
                                 {"dtype": "int64", "shape": [2], "value": [0, -1]}]})")));
    CHECK(j["outputs"][0]["shape"] == json::array({2, 12}));
    CHECK(j["outputs"][0]["dtype"] == "float32");
  }
  SECTION("an unknown dim comes back as -1 with a range") {
    const json j = Response(RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "Add", "inputs": [
                   {"dtype": "float32", "shape": [-1, 1, 8], "range": [[1, 32], [1, 1], [8, 8]]},
                   {"dtype": "float32", "shape": [4, 8]}]})")));
    const json& y = j["outputs"][0];
    CHECK(y["shape"] == json::array({-1, 4, 8}));
    CHECK(y["range"] == json::parse("[[1, 32], [4, 4], [8, 8]]"));
  }
  SECTION("a dynamic input is an array of tensors") {
    const json j = Response(RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "ConcatV2", "inputs": [
                   [{"dtype": "float16", "shape": [2, 3]}, {"dtype": "float16", "shape": [2, 5]}],
                   {"dtype": "int32", "shape": [], "value": 1}], "attrs": {"N": 2}})")));
    CHECK(j["outputs"][0]["shape"] == json::array({2, 8}));
  }
  SECTION("Cast takes its dst_type as a dtype name") {
    const json j = Response(
        RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "Cast", "inputs": [{"dtype": "float16", "shape": [8, 16]}],
                                 "attrs": {"dst_type": "int32"}})")));
    CHECK(j["outputs"][0]["dtype"] == "int32");
    CHECK(j["outputs"][0]["shape"] == json::array({8, 16}));
  }
  SECTION("a storage format asked for is echoed") {
    const json j = Response(
        RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "Relu", "inputs": [{"dtype": "float16", "shape": [4, 8]}],
                                 "outputs": [{"storage_format": "ND"}]})")));
    CHECK(j["outputs"][0]["storage_format"] == "ND");
    CHECK(j["outputs"][0]["storage_shape"] == json::array({4, 8}));
  }
}

TEST_CASE("oppkit CLI: infer reports a failed request as a JSON error with a stable code and exits 1",
          "[integration][cli]") {
  const std::vector<std::tuple<std::string, std::string, json>> cases = {
      {R"({"op": "Conv2D", "inputs": [)", "cli.bad_json", nullptr},
      {R"({"op": "NoSuchOp", "inputs": []})", "infer.unknown_op", "NoSuchOp"},
      {R"({"op": "Relu", "inputs": [{"dtype": "float16", "shape": [4]}], "atrs": {}})", "infer.bad_request", "Relu"},
      {R"({"op": "Relu", "inputs": [{"dtype": "float16", "shap": [4]}]})", "infer.bad_request", "Relu"},
      {R"({"inputs": []})", "infer.bad_request", nullptr},
      {R"({"op": "Relu", "inputs": [{"dtype": "float17", "shape": [4]}]})", "infer.bad_dtype", "Relu"},
      {R"({"op": "Relu", "inputs": [{"dtype": "float16", "shape": [4], "format": "NCWH"}]})", "infer.bad_format",
       "Relu"},
      {R"({"op": "Reshape", "inputs": [{"dtype": "float32", "shape": [4]},
           {"dtype": "int32", "shape": [1], "value": [3000000000]}]})",
       "infer.bad_value", "Reshape"},
      {R"({"op": "Conv2D", "inputs": [{"dtype": "float16", "shape": [1, 3, 8, 8], "format": "NCHW"},
           {"dtype": "float16", "shape": [4, 3, 3, 3], "format": "NCHW"}], "attrs": {"pads": [0, 0, 0, 0]}})",
       "infer.missing_attr", "Conv2D"},
  };
  for (const auto& [request, code, op] : cases) {
    INFO(request);
    const ToolRun run = RunOppkitBuiltIn("infer " + ShellQuote(request));
    CHECK(run.exit_code == 1);
    const json j = Response(run);
    CHECK(j["op"] == op);
    CHECK(j["error"]["code"] == code);
    CHECK_FALSE(j["error"]["message"].get<std::string>().empty());
    CHECK_FALSE(j.contains("outputs"));
  }
}

TEST_CASE("oppkit CLI: an op that fails says why: its logged error is part of the infer.op_failed message",
          "[integration][cli]") {
  const ToolRun run = RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "Add", "inputs": [
      {"dtype": "float32", "shape": [4, 3]}, {"dtype": "float32", "shape": [5]}]})"));
  CHECK(run.exit_code == 1);
  const json j = Response(run);
  CHECK(j["error"]["code"] == "infer.op_failed");
  const std::string message = j["error"]["message"].get<std::string>();
  CHECK_THAT(message, Catch::Contains("'Add' InferShape") && Catch::Contains("x1 [4, 3]") &&
                          Catch::Contains("x2 [5]") && Catch::Contains("cannot be broadcast"));
}

TEST_CASE("oppkit CLI: a dynamic output without a count hint takes its count from the op's count attr",
          "[integration][cli]") {
  const ToolRun split = RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "Split", "inputs": [
      {"dtype": "int32", "shape": [], "value": [1]}, {"dtype": "float32", "shape": [4, 6]}],
      "attrs": {"num_split": 3}})"));
  INFO(split.out << split.err);
  REQUIRE(split.exit_code == 0);
  const json y = Response(split)["outputs"][0];
  REQUIRE(y.size() == 3);
  for (const json& desc : y) CHECK(desc["shape"] == json::array({4, 2}));
  // An explicit count hint still wins (and the op checks it against num_split).
  const ToolRun hinted = RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "Unpack", "inputs": [
      {"dtype": "float32", "shape": [2, 5]}], "attrs": {"num": 2}, "outputs": [{"count": 3}]})"));
  CHECK(hinted.exit_code == 1);
  CHECK(Response(hinted)["error"]["code"] == "infer.op_failed");
  const ToolRun unpack = RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "Unpack", "inputs": [
      {"dtype": "float32", "shape": [2, 5]}], "attrs": {"num": 2}})"));
  REQUIRE(unpack.exit_code == 0);
  CHECK(Response(unpack)["outputs"][0].size() == 2);
}

TEST_CASE("oppkit CLI: infer of an unreadable request file is a usage error", "[integration][cli]") {
  const ToolRun run = RunOppkitBuiltIn("infer /nonexistent/request.json");
  CHECK(run.exit_code == 2);
  CHECK(run.out.empty());
  CHECK_THAT(run.err, Catch::Contains("[io.error]") && Catch::Contains("/nonexistent/request.json"));
}

TEST_CASE("oppkit CLI: infer --batch answers every line in order and exits 1 if one fails", "[integration][cli]") {
  TempDir tmp;
  const std::string batch =
      tmp.WriteFile("batch.jsonl",
                    R"({"op": "Relu", "inputs": [{"dtype": "float16", "shape": [1, 2]}]})"
                    "\n"
                    R"({"op": "Relu", "inputs": [{"dtype": "float16", "shape": [1, 2]})"  // broken JSON
                    "\n"
                    R"({"op": "NoSuchOp"})"
                    "\n"
                    R"({"op": "Relu", "inputs": [{"dtype": "float32", "shape": [3]}]})"
                    "\n");
  const ToolRun run = RunOppkitBuiltIn("infer --batch " + ShellQuote(batch));
  CHECK(run.exit_code == 1);
  const std::vector<std::string> lines = Lines(run.out);
  REQUIRE(lines.size() == 4);
  CHECK(ParseJson(lines[0])["outputs"][0]["shape"] == json::array({1, 2}));
  CHECK(ParseJson(lines[1])["error"]["code"] == "cli.bad_json");
  CHECK(ParseJson(lines[1])["op"] == nullptr);
  CHECK(ParseJson(lines[2])["error"]["code"] == "infer.unknown_op");
  CHECK(ParseJson(lines[3])["outputs"][0] == json::parse(R"({"dtype":"float32","shape":[3],"format":"ND"})"));
}

TEST_CASE("oppkit CLI: infer --batch from stdin exits 0 when every line succeeds and skips blank lines",
          "[integration][cli]") {
  std::string one_line;  // kConvRequest spans lines; a JSON Lines request may not
  for (const char* c = kConvRequest; *c != '\0'; ++c) one_line += (*c == '\n' ? ' ' : *c);
  const ToolRun run = RunOppkitBuiltIn("infer --batch -", one_line + "\n\n   \n" + one_line + "\n");
  CHECK(run.exit_code == 0);
  const std::vector<std::string> lines = Lines(run.out);
  REQUIRE(lines.size() == 2);
  CHECK(lines[0] == kConvResponse);
  CHECK(lines[1] == kConvResponse);
}

TEST_CASE("oppkit CLI: a package that fails to load is a warning, and the rest still works", "[integration][cli]") {
  TempDir tmp;
  CopyBuiltIn(tmp);
  tmp.WriteFile("vendors/config.ini", "load_priority=broken\n");
  tmp.WriteFile("vendors/broken/op_impl/ai_core/tbe/op_tiling/" + ArchLibDir() + "/libbroken.so",
                "this is not an ELF file");
  const ToolRun list = RunOppkit("--opp " + ShellQuote(tmp.path()) + " list");
  CHECK(list.exit_code == 0);
  CHECK_THAT(list.err, Catch::Contains("WARN") && Catch::Contains("[load.") && Catch::Contains("libbroken.so"));
  // Printed once: the loader logs it and the tool does not repeat the load report.
  CHECK(list.err.find("libbroken.so") == list.err.rfind("libbroken.so"));
  CHECK_THAT(list.out, Catch::Contains("Conv2D"));
  const ToolRun infer = RunOppkit("--opp " + ShellQuote(tmp.path()) + " infer " + ShellQuote(kConvRequest));
  CHECK(infer.exit_code == 0);
  CHECK(infer.out == std::string(kConvResponse) + "\n");
}

TEST_CASE("oppkit CLI: doctor explains each problem of an OPP tree in one line and exits 1 on errors",
          "[integration][cli]") {
  const ToolRun healthy = RunOppkitBuiltIn("doctor");
  INFO(healthy.out << healthy.err);
  CHECK(healthy.exit_code == 0);
  CHECK_THAT(healthy.out, Catch::Contains("1 of 1 packages loaded") && Catch::Contains("0 errors, 0 warnings"));

  TempDir tmp;
  CopyBuiltIn(tmp);
  tmp.WriteFile("vendors/config.ini", "load_priority=broken\n");
  tmp.WriteFile("vendors/broken/op_impl/ai_core/tbe/op_tiling/" + ArchLibDir() + "/libbroken.so",
                "this is not an ELF file");
  tmp.MakeDir("vendors/forgotten");
  const ToolRun sick = RunOppkit("--opp " + ShellQuote(tmp.path()) + " doctor");
  INFO(sick.out << sick.err);
  CHECK(sick.exit_code == 1);
  CHECK(sick.err.empty());  // findings go to stdout, once; the loader's own warnings are not repeated
  const std::vector<std::string> lines = Lines(sick.out);
  REQUIRE(lines.size() == 3);
  CHECK_THAT(lines[0], Catch::StartsWith("warning: [doctor.unlisted_vendor] vendor 'forgotten'"));
  CHECK_THAT(lines[1],
             Catch::StartsWith("error: [load.not_shared_library] package 'broken'") && Catch::Contains("libbroken.so"));
  CHECK_THAT(lines[2], Catch::Contains("1 of 2 packages loaded") && Catch::EndsWith("1 errors, 1 warnings"));

  CHECK(RunOppkitBuiltIn("doctor extra").exit_code == 2);
}

TEST_CASE("oppkit CLI: a vendor package overriding built-in functions shows up with its provenance",
          "[integration][cli]") {
  TempDir tmp;
  CopyBuiltIn(tmp);
  const std::string master = "op_impl/ai_core/tbe/op_tiling/" + ArchLibDir() + "/libopmaster_rt2.0.so";
  tmp.CopyFile(BuildOppRoot() + "/built-in/" + master, "vendors/acme/" + master);
  tmp.WriteFile("vendors/config.ini", "load_priority=acme\n");
  const std::string opp = "--opp " + ShellQuote(tmp.path());

  const ToolRun show = RunOppkit(opp + " show Relu --json");
  INFO(show.err);
  REQUIRE(show.exit_code == 0);
  const json j = ParseJson(show.out);
  CHECK(j["packages"] == json::array({"acme", "built-in"}));
  bool saw_infer_shape = false;
  for (const json& f : j["functions"]) {
    if (f["function"] != "InferShape") continue;
    saw_infer_shape = true;
    CHECK(f["package"] == "acme");
    CHECK_THAT(f["library"].get<std::string>(), Catch::Contains("vendors/acme"));
  }
  CHECK(saw_infer_shape);
  REQUIRE_FALSE(j["overrides"].empty());
  CHECK(j["overrides"][0]["winner"]["package"] == "acme");
  CHECK(j["overrides"][0]["loser"]["package"] == "built-in");
  CHECK(j["prototype"]["provenance"]["package"] == "built-in");

  const ToolRun text = RunOppkit(opp + " show Relu");
  CHECK_THAT(text.out, Catch::Contains("'built-in'") && Catch::Contains("'acme'") && Catch::Contains("wins"));
  const ToolRun list = RunOppkit(opp + " list");
  CHECK_THAT(list.out, Catch::Contains("acme,built-in"));
  CHECK(RunOppkit(opp + " infer " + ShellQuote(kConvRequest)).out == std::string(kConvResponse) + "\n");
}

TEST_CASE("oppkit CLI: a package from ASCEND_CUSTOM_OPP_PATH comes first, show lists its private attrs and overrides",
          "[integration][cli]") {
  // The seed-sample package (test/integration/seed_samples) as a custom, vendor-shaped directory named `seeds`.
  TempDir tmp;
  const std::string plugins = TestPluginDir() + "/seed_samples/";
  tmp.CopyFile(plugins + "libseed_samples_proto.so", "seeds/op_proto/" + ArchLibDir() + "/libseed_samples_proto.so");
  tmp.CopyFile(plugins + "libseed_samples_ops.so",
               "seeds/op_impl/ai_core/tbe/op_tiling/" + ArchLibDir() + "/libseed_samples_ops.so");
  const std::string env = "ASCEND_CUSTOM_OPP_PATH=" + ShellQuote(tmp.path() + "/seeds");

  const ToolRun foo = RunOppkit("--opp " + ShellQuote(BuildOppRoot()) + " show Foo --json", "", env);
  INFO(foo.err);
  REQUIRE(foo.exit_code == 0);
  const json j = ParseJson(foo.out);
  CHECK(j["packages"] == json::array({"seeds"}));
  REQUIRE(j["private_attrs"].size() == 2);
  CHECK(j["private_attrs"][0]["name"] == "Bar1");
  CHECK(j["private_attrs"][1]["name"] == "Bar2");
  CHECK(j["private_attrs"][0]["default"] == nullptr);
  const ToolRun foo_text = RunOppkit("--opp " + ShellQuote(BuildOppRoot()) + " show Foo", "", env);
  CHECK_THAT(foo_text.out, Catch::Contains("private attrs:") && Catch::Contains("Bar1  (no default)"));

  // Cast is in both: the custom package's prototype and InferShape win, the built-in ones are recorded as overridden.
  const json cast = ParseJson(RunOppkit("--opp " + ShellQuote(BuildOppRoot()) + " show Cast --json", "", env).out);
  CHECK(cast["packages"] == json::array({"seeds", "built-in"}));
  CHECK(cast["prototype"]["provenance"]["package"] == "seeds");
  std::vector<std::string> overridden;
  for (const json& r : cast["overrides"]) {
    CHECK(r["winner"]["package"] == "seeds");
    CHECK(r["loser"]["package"] == "built-in");
    overridden.push_back(r["function"].get<std::string>());
  }
  CHECK(std::find(overridden.begin(), overridden.end(), "InferShape") != overridden.end());
  CHECK(std::find(overridden.begin(), overridden.end(), "Prototype") != overridden.end());
  const json list = ParseJson(RunOppkit("--opp " + ShellQuote(BuildOppRoot()) + " list --json", "", env).out);
  CHECK(list["packages"][0]["name"] == "seeds");
  CHECK(list["packages"][0]["kind"] == "custom");
}

TEST_CASE("oppkit CLI: the OPP root comes from --opp, else ASCEND_OPP_PATH, else the tree beside the tool",
          "[integration][cli]") {
  TempDir empty;  // an OPP root with no packages at all
  empty.WriteFile("version.info", "Version=0.1\n");
  SECTION("beside the tool (build/opp)") {
    const ToolRun run = RunOppkit("list --json");
    REQUIRE(run.exit_code == 0);
    const json list = ParseJson(run.out);
    CHECK(list["packages"][0]["path"] == BuildDir() + "/opp/built-in");
    // The build's own tree has op libraries unless the tests load another build's (CMake's OPPKIT_TEST_OPP_ROOT).
    if (BuildOppRoot() == BuildDir() + "/opp") CHECK_FALSE(list["ops"].empty());
  }
  SECTION("ASCEND_OPP_PATH") {
    const ToolRun run = RunOppkit("list --json", "", "ASCEND_OPP_PATH=" + ShellQuote(empty.path()));
    REQUIRE(run.exit_code == 0);
    CHECK(ParseJson(run.out)["ops"].empty());
  }
  SECTION("--opp wins over ASCEND_OPP_PATH") {
    const ToolRun run =
        RunOppkit("list --json --opp=" + ShellQuote(BuildOppRoot()), "", "ASCEND_OPP_PATH=" + ShellQuote(empty.path()));
    REQUIRE(run.exit_code == 0);
    CHECK_FALSE(ParseJson(run.out)["ops"].empty());
  }
}

TEST_CASE("oppkit CLI: a missing OPP root is a warning, queries then fail with infer.unknown_op",
          "[integration][cli]") {
  const ToolRun list = RunOppkit("--opp /nonexistent/opp list");
  CHECK(list.exit_code == 0);
  CHECK_THAT(list.err, Catch::Contains("WARN") && Catch::Contains("[load.opp_root_missing]"));
  CHECK(list.err.find("[load.opp_root_missing]") == list.err.rfind("[load.opp_root_missing]"));
  CHECK_THAT(list.out, Catch::Contains("0 ops from 0 packages"));
  const ToolRun infer = RunOppkit("--opp /nonexistent/opp infer " + ShellQuote(kConvRequest));
  CHECK(infer.exit_code == 1);
  CHECK(Response(infer)["error"]["code"] == "infer.unknown_op");
}

TEST_CASE("oppkit CLI: a request may name its inputs, answered as the positional one", "[integration][cli]") {
  const std::string x = R"({"dtype": "float16", "shape": [1, 3, 224, 224], "format": "NCHW"})";
  const std::string w = R"({"dtype": "float16", "shape": [64, 3, 7, 7], "format": "NCHW"})";
  const std::string attrs = R"("attrs": {"strides": [1, 1, 2, 2], "pads": [3, 3, 3, 3], "data_format": "NCHW"})";
  const ToolRun positional =
      RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "Conv2D", "inputs": [)" + x + ", " + w + "], " + attrs + "}"));
  const ToolRun named = RunOppkitBuiltIn(
      "infer " + ShellQuote(R"({"op": "Conv2D", "inputs": {"filter": )" + w + R"(, "x": )" + x + "}, " + attrs + "}"));
  INFO(positional.out << named.out << named.err);
  CHECK(named.exit_code == 0);
  CHECK(named.out == positional.out);
  CHECK_THAT(named.out, Catch::Contains(R"("shape":[1,64,112,112])"));
  const ToolRun unknown =
      RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "Conv2D", "inputs": {"x": )" + x + R"(, "w": )" + w + "}}"));
  CHECK(unknown.exit_code == 1);
  CHECK_THAT(unknown.out, Catch::Contains("infer.bad_request") &&
                              Catch::Contains("'Conv2D': inputs: the op has no input 'w' (its inputs: "
                                              "x, filter, bias, offset_w)"));
  const ToolRun missing = RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "Conv2D", "inputs": {"x": )" + x + "}}"));
  CHECK_THAT(missing.out, Catch::Contains("infer.missing_input"));
}

}  // namespace oppkit::test
