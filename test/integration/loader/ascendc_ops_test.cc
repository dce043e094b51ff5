// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// An op library written the Ascend C way, on a base helper library in the style of CANN's opbase
// (test/integration/plugins/ascendc_ops): its OpDef is the prototype, its tiling-data class lays out the tiling
// buffer, and the base library's logs and registered error messages reach the caller's error. Through the real CLI.
#include <catch2/catch.hpp>
#include <string>

#include "integration/cli/cli_test_util.h"
#include "integration/loader/opp_tree.h"

namespace oppkit::test {
namespace {

using Catch::Matchers::Contains;

std::string Opp(const OppTree& tree) {
  tree.AddVendor("ascendc", "ascendc_ops");
  return " --opp " + ShellQuote(tree.root());
}

}  // namespace

TEST_CASE("Ascend C ops: the OpDef is the prototype, its shared dtype columns the dtype rule",
          "[integration][loader][ascendc][cli]") {
  OppTree tree;
  const std::string opp = Opp(tree);
  const ToolRun infer = RunOppkit(
      R"(infer '{"op":"ScaleAdd","inputs":[{"dtype":"bfloat16","shape":[4,8]},{"dtype":"bfloat16","shape":[4,8]}]}')" +
      opp);
  INFO(infer.out << infer.err);
  CHECK(infer.exit_code == 0);
  CHECK_THAT(infer.out, Contains(R"("outputs":[{"dtype":"bfloat16","shape":[4,8],"format":"ND"}])"));

  // x2's dtype must be x1's: the two share one column list.
  const ToolRun mixed = RunOppkit(
      R"(infer '{"op":"ScaleAdd","inputs":[{"dtype":"float16","shape":[4,8]},{"dtype":"float32","shape":[4,8]}]}')" +
      opp);
  CHECK(mixed.exit_code != 0);
  CHECK_THAT(mixed.out, Contains("infer.dtype_mismatch"));

  const ToolRun show = RunOppkit("show ScaleAdd --json" + opp);
  INFO(show.out);
  CHECK(show.exit_code == 0);
  CHECK_THAT(show.out, Contains(R"("source": "scale_add_def.cc)"));
  CHECK_THAT(show.out, Contains(R"("name": "alpha")"));
}

TEST_CASE("Ascend C ops: the base library's log lines and registered error messages reach the caller's error",
          "[integration][loader][ascendc][cli]") {
  OppTree tree;
  const std::string opp = Opp(tree);
  const ToolRun infer = RunOppkit(
      R"(infer '{"op":"ScaleAdd","inputs":[{"dtype":"float16","shape":[4,8]},{"dtype":"float16","shape":[4,9]}]}')" +
      opp);
  INFO(infer.out << infer.err);
  CHECK(infer.exit_code != 0);
  CHECK_THAT(infer.out, Contains("infer.op_failed"));
  // TEST_OP_LOGE through DlogRecord, and E89101 formatted from the table the base library registered at load.
  CHECK_THAT(infer.out, Contains("[TEST_BASE] OpName:[ScaleAdd] x2 [4, 9] differs from x1 [4, 8]"));
  CHECK_THAT(infer.out, Contains("E89101: In op[ScaleAdd], input[x2] has shape [4, 9], expected [4, 8]."));
}

TEST_CASE("Ascend C ops: the tiling-data class fills the tiling buffer in the kernel struct's layout",
          "[integration][loader][ascendc][cli]") {
  OppTree tree;
  const std::string opp = Opp(tree);
  // Default platform: 48 vector cores, NpuArch 2201. totalLength u32 @0, tileNum u16 @4, 2 bytes of padding,
  // alpha f32 @8, coreSplit u32[2] @12, padded to 24.
  const ToolRun tiling = RunOppkit(
      R"(tiling '{"op":"ScaleAdd","inputs":[{"dtype":"float32","shape":[4,8]},{"dtype":"float32","shape":[4,8]}],)"
      R"("attrs":{"alpha":2.5},"compile_info":{}}')" +
      opp);
  INFO(tiling.out << tiling.err);
  CHECK(tiling.exit_code == 0);
  // Tiling key: dtype float32 (0) in bits 0-7, tile count 8 (position 1 of {4, 8}) in bits 8-9, multi-core in bit 10.
  CHECK_THAT(tiling.out, Contains(R"("tiling_key":1280,"block_dim":48)"));
  CHECK_THAT(tiling.out, Contains(R"("tiling_data":"200000000800000000002040010000003000000000000000")"));
  CHECK_THAT(tiling.out, Contains(R"("tiling_data_size":24)"));
  CHECK_THAT(tiling.out, !Contains(R"("fields")"));  // only when asked for

  // The package publishes the class's layout: --fields names the same bytes.
  const ToolRun fields = RunOppkit(
      R"(tiling --fields '{"op":"ScaleAdd",)"
      R"("inputs":[{"dtype":"float32","shape":[4,8]},{"dtype":"float32","shape":[4,8]}],)"
      R"("attrs":{"alpha":2.5},"compile_info":{}}')" +
      opp);
  INFO(fields.out << fields.err);
  CHECK(fields.exit_code == 0);
  CHECK_THAT(fields.out, Contains(R"("fields":{"totalLength":32,"tileNum":8,"alpha":2.5,"coreSplit":[1,48]})"));

  // Another platform: NpuArch 3510 takes 4 tiles; 8 vector cores split 32 elements into 4 each.
  const std::string platform = tree.dir().WriteFile(
      "platform.json", R"({"version": {"NpuArch": "3510"}, "SoCInfo": {"vector_core_cnt": 8}})");
  const ToolRun other = RunOppkit(
      R"(tiling '{"op":"ScaleAdd","inputs":[{"dtype":"float16","shape":[4,8]},{"dtype":"float16","shape":[4,8]}],)"
      R"("compile_info":{}}' --platform )" +
      ShellQuote(platform) + opp);
  INFO(other.out << other.err);
  CHECK(other.exit_code == 0);
  CHECK_THAT(other.out, Contains(R"("tiling_key":1025,"block_dim":8)"));  // float16 (1), 4 tiles (0), multi-core
  CHECK_THAT(other.out, Contains(R"("tiling_data":"20000000040000000000803f040000000800000000000000")"));
}

TEST_CASE("Ascend C ops: oppkit check cases expect tiling-data fields by name", "[integration][loader][ascendc][cli]") {
  OppTree tree;
  const std::string opp = Opp(tree);
  const std::string tiling =
      R"({"op": "ScaleAdd", "inputs": [{"dtype": "float32", "shape": [4, 8]}, {"dtype": "float32", "shape": [4, 8]}], )"
      R"("attrs": {"alpha": 2.5}, "compile_info": {}})";
  const std::string cases = tree.dir().WriteFile(
      "scale_add.jsonl",
      R"({"id": "ScaleAdd.fields", "tiling": )" + tiling +
          R"(, "expect": {"tiling_key": 1280, "fields": {"tileNum": 8, "alpha": 2.5, "coreSplit": [1, 48]}}})" + "\n" +
          R"({"id": "ScaleAdd.wrong", "tiling": )" + tiling +
          R"(, "expect": {"fields": {"tileNum": 4, "coreSplit": [1, 8], "tailRows": 0}}})" + "\n");
  const ToolRun run = RunOppkit("check " + ShellQuote(cases) + opp);
  INFO(run.out << run.err);
  CHECK(run.exit_code == 1);
  CHECK_THAT(run.out, Contains("FAIL " + cases +
                               ":2 ScaleAdd.wrong: fields.tileNum: expected 4, got 8; fields.coreSplit: expected [1,8], "
                               "got [1,48]; fields.tailRows: no such field in the layout (or past the tiling data's end)"));
  CHECK_THAT(run.out, Contains("1 passed, 1 failed"));
}

}  // namespace oppkit::test
