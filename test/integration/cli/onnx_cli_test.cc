// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// `oppkit graph MODEL.onnx` on the small models of test/data/onnx (written by test/data/onnx/generate.py), through
// the real tool and the built-in OPP tree of the build (its ONNX parser package included).
#include <catch2/catch.hpp>

#include <string>

#include "cli_test_util.h"
#include "common/test_support.h"

namespace oppkit::test {
namespace {

using Catch::Contains;

std::string OnnxModel(const std::string& name) { return ShellQuote(TestDataDir() + "/onnx/" + name); }

const nlohmann::json* FindNode(const nlohmann::json& dump, const std::string& name) {
  for (const nlohmann::json& n : dump.at("nodes")) {
    if (n.at("name") == name) return &n;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("CLI graph: an ONNX model is imported through the parser plugins and written as the dump",
          "[cli][graph][onnx]") {
  const ToolRun run = RunOppkitBuiltIn("graph " + OnnxModel("resnet_stem.onnx") + " --input-shape image:8,3,224,224 "
                                       "--dump -");
  INFO(run.err);
  CHECK(run.exit_code == 0);
  // 11 model nodes and 3 TransData: image and the filter into NC1HWC0 / FRACTAL_Z, the output back to NCHW.
  CHECK(run.err == "graph 'resnet_stem': 14 nodes, 14 inferred, 0 failed, 0 skipped, 0 unknown shapes, 0 errors\n");
  const nlohmann::json dump = ParseJson(run.out);
  const nlohmann::json* pool = FindNode(dump, "pool1");
  REQUIRE(pool != nullptr);
  CHECK(pool->at("type") == "MaxPoolV3");
  CHECK(pool->at("outputs")[0].at("name") == "pool1_out");  // the ONNX value name
  CHECK(pool->at("outputs")[0].at("origin_shape") == nlohmann::json::parse("[8, 64, 56, 56]"));
  CHECK(pool->at("outputs")[0].at("storage_format") == "NC1HWC0");
  const std::string conv_input = FindNode(dump, "conv1")->at("inputs")[0].at("source");
  REQUIRE(conv_input.size() > 2);
  const nlohmann::json* trans = FindNode(dump, conv_input.substr(0, conv_input.size() - 2));
  REQUIRE(trans != nullptr);
  CHECK(trans->at("type") == "TransData");
  CHECK(trans->at("inserted") == true);
  CHECK(trans->at("inputs")[0].at("source") == "image:0");
}

TEST_CASE("CLI graph: unmapped ONNX ops fail the import, or stay opaque with --keep-unmapped", "[cli][graph][onnx]") {
  const ToolRun plain = RunOppkitBuiltIn("graph " + OnnxModel("unmapped_op.onnx") + " --dump -");
  CHECK(plain.exit_code == 1);
  CHECK(plain.out.empty());  // nothing to dump: the model did not import
  CHECK_THAT(plain.err, Contains("oppkit: error: [onnx.unmapped_op] node 'mystery' (Celu): no parser of the loaded "
                                 "packages maps 'ai.onnx::13::Celu'"));
  // One summary names every op type that stopped the import and how to go on without them.
  CHECK_THAT(plain.err, Contains("1 node(s) could not be imported; op types without a parser or not supported: Celu "
                                 "(1); --keep-unmapped keeps such nodes as opaque nodes"));
  const ToolRun kept = RunOppkitBuiltIn("graph " + OnnxModel("unmapped_op.onnx") + " --keep-unmapped --dump -");
  CHECK(kept.exit_code == 1);  // the opaque node fails inference (its op is unknown)
  CHECK_THAT(kept.err, Contains("warning: [onnx.unmapped_op] node 'mystery' (Celu)") &&
                           Contains("(kept as an opaque node)") &&
                           Contains("[graph.node_failed] node 'mystery' (ai.onnx::13::Celu): [infer.unknown_op]"));
  const nlohmann::json dump = ParseJson(kept.out);
  CHECK(FindNode(dump, "mystery")->at("state") == "failed");
  CHECK(FindNode(dump, "after")->at("state") == "skipped");
  CHECK(FindNode(dump, "side")->at("outputs")[0].at("origin_shape") == nlohmann::json::parse("[2, 3]"));
}

TEST_CASE("CLI graph: a file that is not an ONNX model is onnx.bad_model", "[cli][graph][onnx]") {
  TempDir dir;
  const std::string path = dir.WriteFile("broken.onnx", "this is not protobuf \xff\xff\xff");
  const ToolRun run = RunOppkitBuiltIn("graph " + ShellQuote(path) + " --dump -");
  CHECK(run.exit_code == 1);
  CHECK_THAT(run.err, Contains("[onnx.bad_model]") && Contains("not an ONNX model"));
}

}  // namespace oppkit::test
