// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// `oppkit check` as CI runs it: the real build/bin/oppkit process against the built-in OPP tree of the build, on
// data files written to a temporary directory. Each case below states the exact FAIL line or summary it expects.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "cli_test_util.h"
#include "common/test_support.h"

namespace oppkit::test {
namespace {

// An Add request with the given input shapes (float16, ND).
std::string AddRequest(const std::string& x1, const std::string& x2) {
  return R"({"op": "Add", "inputs": [{"dtype": "float16", "shape": )" + x1 + R"(}, {"dtype": "float16", "shape": )" +
         x2 + "}]}";
}

// One case line.
std::string Case(const std::string& id, const std::string& request, const std::string& expect) {
  return R"({"id": ")" + id + R"(", "request": )" + request + R"(, "expect": )" + expect + "}";
}

// Runs `oppkit check` on \p paths (already quoted) against build/opp.
ToolRun Check(const std::string& paths) { return RunOppkitBuiltIn("check " + paths); }

std::vector<std::string> FailLines(const ToolRun& run) {
  std::vector<std::string> fails;
  for (const std::string& line : Lines(run.out)) {
    if (line.rfind("FAIL ", 0) == 0) fails.push_back(line);
  }
  return fails;
}

std::string LastLine(const ToolRun& run) {
  const std::vector<std::string> lines = Lines(run.out);
  return lines.empty() ? std::string() : lines.back();
}

}  // namespace

TEST_CASE("oppkit check: passing cases print only the summary and exit 0", "[integration][cli][check]") {
  TempDir tmp;
  const std::string file = tmp.WriteFile(
      "add.jsonl",
      "// comments and blank lines are skipped\n"
      "\n"
      "# hash comments too\n" +
          Case("Add.broadcast", AddRequest("[8, 1, 32]", "[4, 32]"),
               R"({"outputs": [{"shape": [8, 4, 32], "dtype": "float16", "format": "ND"}]})") +
          "\n" +
          Case("Add.dtype_names", AddRequest("[2]", "[2]"),
               R"({"outputs": [{"shape": [2], "dtype": "DT_FLOAT16", "format": "FORMAT_ND"}]})") +
          "\n" +
          Case("Where.range", R"({"op": "Where", "inputs": [{"dtype": "float32", "shape": [3, 4]}]})",
               R"({"outputs": [{"shape": [-1, 2], "dtype": "int64", "range": [[0, 12], [2, 2]]}]})") +
          "\n" +
          Case("Add.no_range", AddRequest("[2, 3]", "[3]"), R"({"outputs": [{"shape": [2, 3], "range": null}]})") +
          "\n" + Case("Add.skip_output", AddRequest("[2]", "[2]"), R"({"outputs": [null]})") + "\n");
  const ToolRun run = Check(ShellQuote(file));
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  CHECK(run.exit_code == 0);
  CHECK(FailLines(run).empty());
  CHECK(LastLine(run) == "5 passed, 0 failed");
}

TEST_CASE("oppkit check: a mismatch prints file, line, id and expected vs actual, and exits 1",
          "[integration][cli][check]") {
  TempDir tmp;
  const std::string file = tmp.WriteFile(
      "add.jsonl",
      Case("Add.ok", AddRequest("[8, 1]", "[4]"), R"({"outputs": [{"shape": [8, 4]}]})") + "\n" +
          "// a comment still counts as a line\n" +
          Case("Add.wrong_shape", AddRequest("[8, 1]", "[4]"),
               R"({"outputs": [{"shape": [8, 5], "dtype": "float32", "format": "NCHW"}]})") +
          "\n" +
          Case("Add.output_count", AddRequest("[2]", "[2]"), R"({"outputs": [{"shape": [2]}, {"shape": [2]}]})") +
          "\n" +
          Case("Where.wrong_range", R"({"op": "Where", "inputs": [{"dtype": "float32", "shape": [3, 4]}]})",
               R"({"outputs": [{"shape": [-1, 2], "range": [[0, 11], [2, 2]]}]})") +
          "\n" + Case("Add.unexpected_error", AddRequest("[3, 4]", "[3, 5]"), R"({"outputs": [{"shape": [3, 5]}]})") +
          "\n");
  const ToolRun run = Check(ShellQuote(file));
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  CHECK(run.exit_code == 1);
  const std::vector<std::string> fails = FailLines(run);
  REQUIRE(fails.size() == 4);
  CHECK(fails[0] == "FAIL " + file +
                        ":3 Add.wrong_shape: outputs[0].shape: expected [8,5], got [8,4]; outputs[0].dtype: expected "
                        "float32, got float16; outputs[0].format: expected NCHW, got ND");
  CHECK_THAT(fails[1], Catch::StartsWith("FAIL " + file + ":4 Add.output_count: expected 2 outputs, got 1: ") &&
                           Catch::Contains(R"("shape":[2])"));
  CHECK(fails[2] ==
        "FAIL " + file + ":5 Where.wrong_range: outputs[0].range: expected [[0,11],[2,2]], got [[0,12],[2,2]]");
  CHECK_THAT(fails[3],
             Catch::StartsWith("FAIL " + file + ":6 Add.unexpected_error: expected outputs, got error [infer."));
  CHECK(LastLine(run) == "1 passed, 4 failed");
}

TEST_CASE("oppkit check: expected errors match by code and optional message substring", "[integration][cli][check]") {
  TempDir tmp;
  const std::string unknown_op = R"({"op": "NoSuchOp", "inputs": []})";
  const std::string file = tmp.WriteFile(
      "errors.jsonl",
      Case("Unknown.code", unknown_op, R"({"error": "infer.unknown_op"})") + "\n" +
          Case("Unknown.message", unknown_op, R"({"error": "infer.unknown_op", "message_contains": "NoSuchOp"})") +
          "\n" +
          Case("Bad.request", R"({"op": "Add", "inputs": [{"dtype": "float99", "shape": [1]}]})",
               R"({"error": "infer.bad_dtype", "message_contains": "inputs[0].dtype"})") +
          "\n" + Case("Add.incompatible", AddRequest("[3, 4]", "[3, 5]"), R"({"error": "infer.op_failed"})") + "\n" +
          Case("Unknown.wrong_code", unknown_op, R"({"error": "infer.op_failed"})") + "\n" +
          Case("Unknown.wrong_message", unknown_op, R"({"error": "infer.unknown_op", "message_contains": "Conv2D"})") +
          "\n" + Case("Add.not_an_error", AddRequest("[2]", "[2]"), R"({"error": "infer.op_failed"})") + "\n");
  const ToolRun run = Check(ShellQuote(file));
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  CHECK(run.exit_code == 1);
  const std::vector<std::string> fails = FailLines(run);
  REQUIRE(fails.size() == 3);
  CHECK(fails[0] == "FAIL " + file +
                        ":5 Unknown.wrong_code: expected error infer.op_failed, got [infer.unknown_op] 'NoSuchOp': no "
                        "loaded package provides this op");
  CHECK(fails[1] == "FAIL " + file +
                        ":6 Unknown.wrong_message: error message: expected it to contain \"Conv2D\", got "
                        "\"[infer.unknown_op] 'NoSuchOp': no loaded package provides this op\"");
  CHECK_THAT(fails[2],
             Catch::StartsWith("FAIL " + file + ":7 Add.not_an_error: expected error infer.op_failed, got ") &&
                 Catch::Contains(R"("outputs":[{"dtype":"float16","shape":[2])"));
  CHECK(LastLine(run) == "4 passed, 3 failed");
  // Note [Check is quiet]: the ops' own error logs stay off stderr; the FAIL lines carry the messages.
  CHECK(run.err.empty());
}

TEST_CASE("oppkit check: a dynamic output is compared instance by instance", "[integration][cli][check]") {
  TempDir tmp;
  const std::string split = R"({"op": "SplitD", "inputs": [{"dtype": "float32", "shape": [4, 6]}], )"
                            R"("attrs": {"split_dim": 1, "num_split": 3}, "outputs": [{"count": 3}]})";
  const std::string file = tmp.WriteFile(
      "split.jsonl",
      Case("SplitD.ok", split, R"({"outputs": [[{"shape": [4, 2]}, {"shape": [4, 2]}, {"shape": [4, 2]}]]})") + "\n" +
          Case("SplitD.count", split, R"({"outputs": [[{"shape": [4, 2]}, {"shape": [4, 2]}]]})") + "\n" +
          Case("SplitD.plain", split, R"({"outputs": [{"shape": [4, 2]}]})") + "\n" +
          Case("SplitD.instance", split,
               R"({"outputs": [[{"shape": [4, 2]}, {"shape": [4, 3]}, {"shape": [4, 2], "dtype": "int8"}]]})") +
          "\n");
  const ToolRun run = Check(ShellQuote(file));
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  CHECK(run.exit_code == 1);
  const std::vector<std::string> fails = FailLines(run);
  REQUIRE(fails.size() == 3);
  CHECK(fails[0] == "FAIL " + file + ":2 SplitD.count: outputs[0]: expected 2 instances, got 3");
  CHECK(fails[1] == "FAIL " + file + ":3 SplitD.plain: outputs[0]: 'y' is a dynamic output: expect a list of descs");
  CHECK(fails[2] == "FAIL " + file +
                        ":4 SplitD.instance: outputs[0][1].shape: expected [4,3], got [4,2]; outputs[0][2].dtype: "
                        "expected int8, got float32");
  CHECK(LastLine(run) == "1 passed, 3 failed");
}

TEST_CASE("oppkit check: malformed lines fail with cli.bad_json and their line number, the rest still runs",
          "[integration][cli][check]") {
  TempDir tmp;
  const std::string ok = Case("Add.ok", AddRequest("[2]", "[2]"), R"({"outputs": [{"shape": [2]}]})");
  const std::string file = tmp.WriteFile(
      "bad.jsonl",
      "{not json\n" +                                                                                            // 1
          std::string(R"({"request": {"op": "Add"}, "expect": {"error": "infer.op_failed"}})") + "\n" +          // 2
          Case("Bad.dtype", AddRequest("[2]", "[2]"), R"({"outputs": [{"shape": [2], "dtype": "float99"}]})") +  // 3
          "\n" + Case("Bad.code", AddRequest("[2]", "[2]"), R"({"error": "infer.no_such_code"})") + "\n" +       // 4
          Case("Bad.both", AddRequest("[2]", "[2]"), R"({"outputs": [], "error": "infer.op_failed"})") + "\n" +  // 5
          Case("Bad.no_shape", AddRequest("[2]", "[2]"), R"({"outputs": [{"dtype": "float16"}]})") + "\n" +      // 6
          R"({"id": "Bad.key", "request": {}, "expect": {"outputs": []}, "expected": 1})" + "\n" +               // 7
          "[1, 2]\n" +                                                                                           // 8
          ok + "\n" +                                                                                            // 9
          ok + "\n");                                                                                            // 10
  const ToolRun run = Check(ShellQuote(file));
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  CHECK(run.exit_code == 1);
  const std::vector<std::string> fails = FailLines(run);
  REQUIRE(fails.size() == 9);
  const std::vector<std::string> starts = {
      ":1 (no id): [cli.bad_json] case: not valid JSON",
      ":2 (no id): [cli.bad_json] case: missing 'id'",
      ":3 Bad.dtype: [cli.bad_json] expect.outputs[0].dtype: unknown dtype \"float99\"",
      ":4 Bad.code: [cli.bad_json] expect.error: unknown error code 'infer.no_such_code'",
      ":5 Bad.both: [cli.bad_json] expect: needs exactly one of 'outputs' and 'error'",
      ":6 Bad.no_shape: [cli.bad_json] expect.outputs[0]: a desc needs 'shape'",
      ":7 Bad.key: [cli.bad_json] case: unknown key 'expected'",
      ":8 (no id): [cli.bad_json] case: expected an object, got an array",
      ":10 Add.ok: [cli.bad_json] duplicate id (first at " + file + ":9)",
  };
  for (size_t k = 0; k < starts.size(); ++k) CHECK_THAT(fails[k], Catch::StartsWith("FAIL " + file + starts[k]));
  CHECK(LastLine(run) == "1 passed, 9 failed");
}

TEST_CASE("oppkit check: tiling cases expect the tiling key, block dim, workspaces and the outputs",
          "[integration][cli][check][tiling]") {
  TempDir tmp;
  const std::string request =
      R"({"op": "TransData", "inputs": [{"dtype": "float16", "shape": [8, 512, 5, 5], "format": "NCHW"}], )"
      R"("attrs": {"src_format": "NCHW", "dst_format": "NC1HWC0"}, "compile_info": {}})";
  const auto tiling_case = [&](const std::string& id, const std::string& tiling, const std::string& expect) {
    return R"({"id": ")" + id + R"(", "tiling": )" + tiling + R"(, "expect": )" + expect + "}\n";
  };
  const std::string file = tmp.WriteFile(
      "tiling.jsonl",
      tiling_case("T.ok", request,
                  R"({"outputs": [{"shape": [8, 32, 5, 5, 16]}], "tiling_key": 12, "block_dim": 48, )"
                  R"("workspaces": [16777216], "atomic_clean": false})") +                                       // 1
          tiling_case("T.key_only", request, R"({"tiling_key": 12})") +                                        // 2
          tiling_case("T.wrong", request,
                      R"({"outputs": [{"shape": [8, 32, 5, 5, 8]}], "tiling_key": 21, "workspaces": []})") +  // 3
          tiling_case("T.no_layout", request, R"({"fields": {"rows": 1}})") +                                 // 4
          tiling_case("T.error", R"({"op": "TransData", "inputs": []})", R"({"error": "infer.bad_request"})") +  // 5
          tiling_case("T.unexpected", request, R"({"error": "tiling.failed"})") +                              // 6
          tiling_case("T.bad_key", request, R"({"tiling_keys": 12})") +                                        // 7
          tiling_case("T.nothing", request, R"({})") +                                                         // 8
          tiling_case("T.infer_key", request, R"({"error": "infer.op_failed", "block_dim": 1})") +             // 9
          R"({"id": "T.both", "request": {"op": "Add"}, "tiling": {"op": "Add"}, "expect": {"block_dim": 1}})" +
          "\n" +                                                                                             // 10
          Case("T.infer_case_key", AddRequest("[2]", "[2]"), R"({"block_dim": 1})") + "\n");                 // 11
  const ToolRun run = Check(ShellQuote(file));
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  CHECK(run.exit_code == 1);
  const std::vector<std::string> fails = FailLines(run);
  REQUIRE(fails.size() == 8);
  const std::vector<std::string> expected = {
      ":3 T.wrong: outputs[0].shape: expected [8,32,5,5,8], got [8,32,5,5,16]; tiling_key: expected 21, got 12; "
      "workspaces: expected [], got [16777216]",
      ":4 T.no_layout: fields: the op declares no tiling-data layout (REGISTER_TILING_DATA_CLASS)",
      ":6 T.unexpected: expected error tiling.failed, got {\"op\":\"TransData\"",
      ":7 T.bad_key: [cli.bad_json] expect: unknown key 'tiling_keys' (a tiling case expects error and",
      ":8 T.nothing: [cli.bad_json] expect: needs either 'error' or what the answer holds",
      ":9 T.infer_key: [cli.bad_json] expect: needs either 'error' or what the answer holds",
      ":10 T.both: [cli.bad_json] case: needs exactly one of 'request' (an infer request) and 'tiling'",
      ":11 T.infer_case_key: [cli.bad_json] expect: unknown key 'block_dim' (expect has outputs, or error and",
  };
  for (size_t k = 0; k < expected.size(); ++k) {
    CHECK_THAT(fails[k], Catch::StartsWith("FAIL " + file + expected[k]));
  }
  CHECK(LastLine(run) == "3 passed, 8 failed");
}

TEST_CASE("oppkit check: a directory runs its jsonl files in name order, not recursively",
          "[integration][cli][check]") {
  TempDir tmp;
  const std::string wrong = Case("X.wrong", AddRequest("[2]", "[2]"), R"({"outputs": [{"shape": [3]}]})");
  const std::string right = Case("X.right", AddRequest("[2]", "[2]"), R"({"outputs": [{"shape": [2]}]})");
  auto renamed = [](std::string line, const std::string& id) { return line.replace(line.find("X."), 2, id + "."); };
  tmp.WriteFile("data/b.jsonl", renamed(wrong, "B") + "\n" + renamed(right, "B") + "\n");
  tmp.WriteFile("data/a.jsonl", renamed(right, "A") + "\n" + renamed(wrong, "A") + "\n");
  tmp.WriteFile("data/notes.txt", "not a data file\n");
  tmp.WriteFile("data/sub/c.jsonl", renamed(wrong, "C") + "\n");
  const std::string dir = tmp.path() + "/data";
  const ToolRun run = Check(ShellQuote(dir));
  INFO("stdout: " << run.out << "\nstderr: " << run.err);
  CHECK(run.exit_code == 1);
  const std::vector<std::string> fails = FailLines(run);
  REQUIRE(fails.size() == 2);
  CHECK_THAT(fails[0],
             Catch::StartsWith("FAIL " + dir + "/a.jsonl:2 A.wrong: outputs[0].shape: expected [3], got [2]"));
  CHECK_THAT(fails[1], Catch::StartsWith("FAIL " + dir + "/b.jsonl:1 B.wrong: "));
  CHECK(LastLine(run) == "2 passed, 2 failed");

  SECTION("several paths: files and directories together") {
    const std::string extra = tmp.WriteFile("extra.jsonl", renamed(right, "E") + "\n");
    const ToolRun both = Check(ShellQuote(extra) + " " + ShellQuote(dir));
    CHECK(both.exit_code == 1);
    CHECK(LastLine(both) == "3 passed, 2 failed");
  }
  SECTION("a directory with only passing cases exits 0") {
    tmp.WriteFile("good/a.jsonl", renamed(right, "G") + "\n");
    const ToolRun good = Check(ShellQuote(tmp.path() + "/good"));
    CHECK(good.exit_code == 0);
    CHECK(good.out == "1 passed, 0 failed\n");
  }
}

TEST_CASE("oppkit check: usage errors and unreadable paths exit 2 before any case runs", "[integration][cli][check]") {
  TempDir tmp;
  const std::string good =
      tmp.WriteFile("good.jsonl", Case("A.ok", AddRequest("[2]", "[2]"), R"({"outputs": [{"shape": [2]}]})") + "\n");
  SECTION("no path") {
    const ToolRun run = RunOppkitBuiltIn("check");
    CHECK(run.exit_code == 2);
    CHECK_THAT(run.err, Catch::Contains("[cli.usage]") && Catch::Contains("'check' takes one or more PATHs"));
  }
  SECTION("a missing path, even beside a good one") {
    const ToolRun run = Check(ShellQuote(good) + " " + ShellQuote(tmp.path() + "/missing.jsonl"));
    CHECK(run.exit_code == 2);
    CHECK(run.out.empty());
    CHECK_THAT(run.err, Catch::Contains("[io.error]") && Catch::Contains("missing.jsonl"));
  }
  SECTION("help") {
    const ToolRun run = RunOppkit("check --help");
    CHECK(run.exit_code == 0);
    CHECK_THAT(run.out, Catch::StartsWith("usage: oppkit check") && Catch::Contains("message_contains"));
  }
}

}  // namespace oppkit::test
