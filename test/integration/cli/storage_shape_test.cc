// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// `oppkit infer` with storage formats: the real tool process against the built-in OPP tree answers storage_shape
// for an output hint's storage_format and reports an impossible transfer as infer.bad_storage_format.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli_test_util.h"

namespace oppkit::test {
namespace {

using nlohmann::json;

json OneResponse(const ToolRun& run) {
  const std::vector<std::string> lines = Lines(run.out);
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  REQUIRE(lines.size() == 1);
  json j;
  REQUIRE_NOTHROW(j = json::parse(lines[0]));
  return j;
}

}  // namespace

TEST_CASE("oppkit CLI: infer answers storage_shape for a requested storage format", "[integration][cli][format]") {
  SECTION("NCHW fp16 -> NC1HWC0 (reference anchor)") {
    const ToolRun run = RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "Relu",
        "inputs": [{"dtype": "float16", "shape": [8, 512, 5, 5], "format": "NCHW"}],
        "outputs": [{"storage_format": "NC1HWC0"}]})"));
    CHECK(run.exit_code == 0);
    const json j = OneResponse(run);
    CHECK(j["outputs"][0]["shape"] == json::array({8, 512, 5, 5}));
    CHECK(j["outputs"][0]["storage_format"] == "NC1HWC0");
    CHECK(j["outputs"][0]["storage_shape"] == json::array({8, 32, 5, 5, 16}));
  }
  SECTION("ND -> FRACTAL_NZ with int8 (C0 32)") {
    const ToolRun run = RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "Relu",
        "inputs": [{"dtype": "int8", "shape": [1, 18, 34]}],
        "outputs": [{"storage_format": "FORMAT_FRACTAL_NZ"}]})"));
    CHECK(run.exit_code == 0);
    const json j = OneResponse(run);
    CHECK(j["outputs"][0]["storage_shape"] == json::array({1, 2, 2, 16, 32}));
  }
  SECTION("FRACTAL_Z with groups, spelled FRACTAL_Z:16") {
    const ToolRun run = RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "Relu",
        "inputs": [{"dtype": "float16", "shape": [48, 512, 5, 5], "format": "NCHW"}],
        "outputs": [{"storage_format": "FRACTAL_Z:16"}]})"));
    CHECK(run.exit_code == 0);
    const json j = OneResponse(run);
    CHECK(j["outputs"][0]["storage_shape"] == json::array({12800, 3, 16, 16}));
  }
  SECTION("an unknown dim stays -1") {
    const ToolRun run = RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "Relu",
        "inputs": [{"dtype": "float16", "shape": [-1, 33, 5, 5], "format": "NCHW"}],
        "outputs": [{"storage_format": "NC1HWC0"}]})"));
    CHECK(run.exit_code == 0);
    const json j = OneResponse(run);
    CHECK(j["outputs"][0]["storage_shape"] == json::array({-1, 3, 5, 5, 16}));
  }
}

TEST_CASE("oppkit CLI: an impossible storage transfer is infer.bad_storage_format", "[integration][cli][format]") {
  const ToolRun run = RunOppkitBuiltIn("infer " + ShellQuote(R"({"op": "Relu",
      "inputs": [{"dtype": "float16", "shape": [8, 64]}],
      "outputs": [{"storage_format": "FRACTAL_ZN_RNN"}]})"));
  CHECK(run.exit_code == 1);
  const json j = OneResponse(run);
  CHECK(j["error"]["code"] == "infer.bad_storage_format");
  CHECK_THAT(j["error"]["message"].get<std::string>(),
             Catch::Contains("[8, 64] from ND to FRACTAL_ZN_RNN (DT_FLOAT16)"));
  CHECK_FALSE(j.contains("outputs"));
}

}  // namespace oppkit::test
