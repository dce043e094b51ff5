// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// `oppkit tiling` as users and scripts run it: the real build/bin/oppkit process against the built-in OPP tree
// (MatMulV2's Tiling), one request or JSON Lines, with and without --platform FILE. The values of MatMulV2's
// tiling belong to its own tests; these check the command's contract: the fields, hex data, the cache shared by a
// batch, the platform reaching the op, errors and exit statuses.
#include <catch2/catch.hpp>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli_test_util.h"
#include "common/test_support.h"

namespace oppkit::test {
namespace {

using nlohmann::json;

// A MatMulV2 request [m, k] x [k, n] with \p extra keys (after a comma) appended.
std::string MatMul(int m, int k, int n, const std::string& extra = R"("compile_info": {})") {
  return R"({"op": "MatMulV2", "inputs": [{"dtype": "float16", "shape": [)" + std::to_string(m) + ", " +
         std::to_string(k) + R"(]}, {"dtype": "float16", "shape": [)" + std::to_string(k) + ", " + std::to_string(n) +
         R"(]}], )" + extra + "}";
}

// Checks the fields every successful tiling response has, and that the tiling data is \p size bytes of hex.
void CheckTilingAnswer(const json& j, uint32_t max_cores) {
  INFO(j.dump());
  CHECK(j["op"] == "MatMulV2");
  REQUIRE(j["outputs"].is_array());
  for (const char* key :
       {"tiling_key", "block_dim", "tiling_data_size", "tiling_cond", "schedule_mode", "local_memory_size"}) {
    INFO(key);
    CHECK(j[key].is_number_integer());
  }
  CHECK(j["atomic_clean"].is_boolean());
  CHECK(j["compile_info_cached"].is_boolean());
  REQUIRE(j["workspaces"].is_array());
  CHECK(j["workspaces"].size() <= 16);
  const auto block_dim = j["block_dim"].get<int64_t>();
  CHECK(block_dim >= 1);
  CHECK(block_dim <= max_cores);
  REQUIRE(j["tiling_data"].is_string());
  const std::string hex = j["tiling_data"].get<std::string>();
  CHECK(hex.size() == 2 * j["tiling_data_size"].get<size_t>());
  CHECK(hex.find_first_not_of("0123456789abcdef") == std::string::npos);
}

}  // namespace

TEST_CASE("oppkit tiling: one request gives outputs, tiling key, block dim and hex tiling data",
          "[integration][cli][tiling]") {
  SECTION("literal request") {
    const ToolRun run = RunOppkitBuiltIn("tiling " + ShellQuote(MatMul(64, 128, 256)));
    INFO(run.out << run.err);
    REQUIRE(run.exit_code == 0);
    const std::vector<std::string> lines = Lines(run.out);
    REQUIRE(lines.size() == 1);
    const json j = ParseJson(lines[0]);
    CHECK(j["outputs"] == json::parse(R"([{"dtype":"float16","shape":[64,256],"format":"ND"}])"));
    CheckTilingAnswer(j, 24);  // the default platform's AI cores
    CHECK(j["tiling_data_size"].get<int64_t>() > 0);
    CHECK(j["compile_info_cached"] == false);
  }
  SECTION("from a file and from stdin, the same answer") {
    TempDir tmp;
    const std::string file = tmp.WriteFile("mm.json", MatMul(64, 128, 256, R"("compile_info": "{}")"));
    const ToolRun from_file = RunOppkitBuiltIn("tiling " + ShellQuote(file));
    const ToolRun from_stdin = RunOppkitBuiltIn("tiling -", MatMul(64, 128, 256));
    const ToolRun literal = RunOppkitBuiltIn("tiling " + ShellQuote(MatMul(64, 128, 256)));
    INFO(from_file.err << from_stdin.err);
    CHECK(from_file.exit_code == 0);
    CHECK(from_stdin.exit_code == 0);
    CHECK(from_file.out == literal.out);
    CHECK(from_stdin.out == literal.out);
  }
  SECTION("help") {
    const ToolRun run = RunOppkit("tiling --help");
    CHECK(run.exit_code == 0);
    CHECK_THAT(run.out, Catch::StartsWith("usage: oppkit tiling") && Catch::Contains("--platform FILE") &&
                            Catch::Contains("compile_info"));
    CHECK_THAT(RunOppkit("--help").out, Catch::Contains("tiling"));
  }
}

TEST_CASE("oppkit tiling: errors are JSON error objects with exit status 1", "[integration][cli][tiling]") {
  struct Case {
    std::string request;
    std::string code;
  };
  const std::vector<Case> cases = {
      {MatMul(64, 128, 256, R"("compile_info": 3)"), "infer.bad_request"},
      {MatMul(64, 128, 256, R"("platform": {})"), "infer.bad_request"},  // no compile_info
      {MatMul(64, 128, 256, R"("compile_info": {}, "platform": {"SoCInfo": {"ai_core_cnt": "many"}})"),
       "tiling.bad_platform"},
      {R"({"op": "MatMulV2", "inputs": [{"dtype": "float16", "shape": [64, 128]}, )"
       R"({"dtype": "float16", "shape": [127, 256]}], "compile_info": {}})",
       "infer.op_failed"},  // k mismatch: shape inference fails first
      {MatMul(64, 128, 256, R"("compile_info": "not json")"), "tiling.parse_failed"},
      {MatMul(64, 128, 256, R"("compile_info": {"core_num": 0})"), "tiling.parse_failed"},
      {R"({"op": "Reshape", "inputs": [{"dtype": "float32", "shape": [2, 3]}, )"
       R"({"dtype": "int64", "shape": [1], "value": [6]}], "compile_info": {}})",
       "tiling.no_func"},
      {R"({"op": "Nope", "inputs": [], "compile_info": {}})", "infer.unknown_op"},
  };
  for (const Case& c : cases) {
    INFO(c.request);
    const ToolRun run = RunOppkitBuiltIn("tiling " + ShellQuote(c.request));
    INFO(run.out << run.err);
    CHECK(run.exit_code == 1);
    const std::vector<std::string> lines = Lines(run.out);
    REQUIRE(lines.size() == 1);
    const json j = ParseJson(lines[0]);
    REQUIRE(j.contains("error"));
    CHECK(j["error"]["code"] == c.code);
    CHECK(j["error"]["message"].is_string());
    CHECK_FALSE(j.contains("tiling_key"));
  }
}

TEST_CASE("oppkit tiling --batch answers every line in order and parses each compile info once",
          "[integration][cli][tiling]") {
  const std::string batch = MatMul(64, 128, 256, R"("compile_info": {"core_num": 24})") + "\n" +
                            MatMul(32, 64, 16, R"("compile_info": {"core_num": 24})") + "\n" + "\n" +  // skipped
                            R"({"op": "Nope", "inputs": [], "compile_info": {}})" + "\n" +
                            MatMul(64, 128, 256, R"("compile_info": "{\"core_num\":24}")") + "\n" +
                            MatMul(64, 128, 256, R"("compile_info": {"core_num": 8})") + "\n";
  const ToolRun run = RunOppkitBuiltIn("tiling --batch -", batch);
  INFO(run.out << run.err);
  CHECK(run.exit_code == 1);  // one line failed
  const std::vector<std::string> lines = Lines(run.out);
  REQUIRE(lines.size() == 5);
  std::vector<json> answers;
  for (const std::string& line : lines) answers.push_back(ParseJson(line));
  CheckTilingAnswer(answers[0], 24);
  CheckTilingAnswer(answers[1], 24);
  CHECK(answers[1]["outputs"][0]["shape"] == json::array({32, 16}));
  CHECK(answers[2]["error"]["code"] == "infer.unknown_op");
  CheckTilingAnswer(answers[3], 24);
  CheckTilingAnswer(answers[4], 8);  // the compile info's core_num overrides the platform's 24
  // The object {"core_num": 24} is serialized to the text {"core_num":24}: lines 1, 2 and 4 share one TilingParse.
  CHECK(answers[0]["compile_info_cached"] == false);
  CHECK(answers[1]["compile_info_cached"] == true);
  CHECK(answers[3]["compile_info_cached"] == true);
  CHECK(answers[4]["compile_info_cached"] == false);
  // Same request, same answer (apart from the cache flag).
  answers[3].erase("compile_info_cached");
  answers[0].erase("compile_info_cached");
  CHECK(answers[3] == answers[0]);
}

TEST_CASE("oppkit tiling --batch: all lines succeeding exit 0, a missing FILE is a usage error",
          "[integration][cli][tiling]") {
  TempDir tmp;
  const std::string file = tmp.WriteFile("ok.jsonl", MatMul(64, 128, 256) + "\n" + MatMul(8, 16, 32) + "\n");
  const ToolRun ok = RunOppkitBuiltIn("tiling --batch " + ShellQuote(file));
  INFO(ok.out << ok.err);
  CHECK(ok.exit_code == 0);
  CHECK(Lines(ok.out).size() == 2);
  const ToolRun missing = RunOppkitBuiltIn("tiling --batch " + ShellQuote(tmp.path() + "/none.jsonl"));
  CHECK(missing.exit_code == 2);
  CHECK(missing.out.empty());
  CHECK_THAT(missing.err, Catch::Contains("[io.error]"));
}

TEST_CASE("oppkit tiling --platform FILE sets the platform every request starts from", "[integration][cli][tiling]") {
  TempDir tmp;
  const std::string two_cores = tmp.WriteFile("two.json", R"({"SoCInfo": {"ai_core_cnt": 2, "cube_core_cnt": 2,
                                                                            "vector_core_cnt": 4}})");
  // Big enough to be split over many cores on the default platform.
  const std::string big = MatMul(4096, 1024, 4096);
  const ToolRun base = RunOppkitBuiltIn("tiling " + ShellQuote(big));
  REQUIRE(base.exit_code == 0);
  const json on_default = ParseJson(base.out);
  CheckTilingAnswer(on_default, 24);
  CHECK(on_default["block_dim"].get<int64_t>() > 2);

  SECTION("the file's core count reaches the op") {
    const ToolRun run = RunOppkitBuiltIn("tiling --platform " + ShellQuote(two_cores) + " " + ShellQuote(big));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    CheckTilingAnswer(ParseJson(run.out), 2);
  }
  SECTION("a request's platform overrides the file's, in a batch too") {
    const std::string back_to_default =
        R"("compile_info": {}, "platform": {"SoCInfo": {"ai_core_cnt": 24, "cube_core_cnt": 24, "vector_core_cnt": 48}})";
    const std::string batch = big + "\n" + MatMul(4096, 1024, 4096, back_to_default) + "\n";
    const ToolRun run = RunOppkitBuiltIn("tiling --batch --platform=" + ShellQuote(two_cores) + " -", batch);
    INFO(run.out << run.err);
    REQUIRE(run.exit_code == 0);
    const std::vector<std::string> lines = Lines(run.out);
    REQUIRE(lines.size() == 2);
    CheckTilingAnswer(ParseJson(lines[0]), 2);
    const json overridden = ParseJson(lines[1]);
    CheckTilingAnswer(overridden, 24);
    CHECK(overridden["block_dim"] == on_default["block_dim"]);
  }
  SECTION("an unreadable or invalid platform file is a usage error, nothing is answered") {
    const std::string bad = tmp.WriteFile("bad.json", R"({"SoCInfo": {"ai_core_cnt": -3}})");
    for (const std::string& file : {bad, tmp.path() + "/missing.json"}) {
      INFO(file);
      const ToolRun run = RunOppkitBuiltIn("tiling --platform " + ShellQuote(file) + " " + ShellQuote(big));
      CHECK(run.exit_code == 2);
      CHECK(run.out.empty());
      CHECK_THAT(run.err, Catch::Contains("[tiling.bad_platform]"));
    }
  }
}

}  // namespace oppkit::test
