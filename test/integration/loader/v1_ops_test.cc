// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Ops written the V1 way (test/integration/plugins/v1_ops): their InferShape, verifier and InferFormat functions on a
// ge::Operator run where the ops have no V2 functions, in single-op queries, tiling and graphs. Through the real CLI.
#include <catch2/catch.hpp>
#include <string>

#include "integration/cli/cli_test_util.h"
#include "integration/loader/opp_tree.h"

namespace oppkit::test {
namespace {

using Catch::Matchers::Contains;

std::string Opp(const OppTree& tree) {
  tree.AddVendor("v1", "v1_ops");
  return " --opp " + ShellQuote(tree.root());
}

ToolRun Infer(const std::string& request, const std::string& opp) {
  return RunOppkit("infer " + ShellQuote(request) + opp);
}

}  // namespace

TEST_CASE("V1 ops: the V1 InferShape gives output shapes and dtypes", "[integration][loader][v1][cli]") {
  OppTree tree;
  const std::string opp = Opp(tree);
  // y's dtype is an explicit set in the prototype: only the function (ELMTWISE_INFER_SHAPEANDTYPE) sets it.
  const ToolRun scale = Infer(R"({"op":"V1Scale","inputs":[{"dtype":"float16","shape":[2,3]}]})", opp);
  INFO(scale.out << scale.err);
  CHECK(scale.exit_code == 0);
  CHECK_THAT(scale.out, Contains(R"("outputs":[{"dtype":"float16","shape":[2,3],"format":"ND"}])"));

  // BROADCAST_INFER; the dtype from the prototype's symbol.
  const ToolRun add =
      Infer(R"({"op":"V1Add","inputs":[{"dtype":"float32","shape":[2,1]},{"dtype":"float32","shape":[3]}]})", opp);
  INFO(add.out << add.err);
  CHECK(add.exit_code == 0);
  CHECK_THAT(add.out, Contains(R"("outputs":[{"dtype":"float32","shape":[2,3],"format":"ND"}])"));
  const ToolRun no_broadcast =
      Infer(R"({"op":"V1Add","inputs":[{"dtype":"float32","shape":[2,4]},{"dtype":"float32","shape":[3]}]})", opp);
  CHECK(no_broadcast.exit_code != 0);
  CHECK_THAT(no_broadcast.out, Contains("infer.op_failed"));
  CHECK_THAT(no_broadcast.out, Contains("V1InferShape"));
  CHECK_THAT(no_broadcast.out, Contains("cannot broadcast"));

  // A dynamic input through the REG_OP class's generated accessors; the function's error reaches the caller.
  const ToolRun concat =
      Infer(R"({"op":"V1ConcatList","inputs":[[{"dtype":"int32","shape":[2,3]},{"dtype":"int32","shape":[4,3]}]],)"
            R"("attrs":{"axis":0}})",
            opp);
  INFO(concat.out << concat.err);
  CHECK(concat.exit_code == 0);
  CHECK_THAT(concat.out, Contains(R"("outputs":[{"dtype":"int32","shape":[6,3],"format":"ND"}])"));
  const ToolRun bad_axis =
      Infer(R"({"op":"V1ConcatList","inputs":[[{"dtype":"int32","shape":[2,3]}]],"attrs":{"axis":5}})", opp);
  CHECK(bad_axis.exit_code != 0);
  CHECK_THAT(bad_axis.out, Contains("axis 5 is outside rank 2"));
}

TEST_CASE("V1 ops: const input values reach GetInputConstData, ranges come back", "[integration][loader][v1][cli]") {
  OppTree tree;
  const std::string opp = Opp(tree);
  const ToolRun known = Infer(R"({"op":"V1Reshape","inputs":[{"dtype":"float32","shape":[2,6]},)"
                              R"({"dtype":"int32","shape":[2],"value":[3,-1]}]})",
                              opp);
  INFO(known.out << known.err);
  CHECK(known.exit_code == 0);
  CHECK_THAT(known.out, Contains(R"("outputs":[{"dtype":"float32","shape":[3,4],"format":"ND"}])"));

  // Without the value: unknown dims, with the range the function set.
  const ToolRun unknown =
      Infer(R"({"op":"V1Reshape","inputs":[{"dtype":"float32","shape":[2,6]},{"dtype":"int64","shape":[3]}]})", opp);
  INFO(unknown.out << unknown.err);
  CHECK(unknown.exit_code == 0);
  CHECK_THAT(unknown.out, Contains(R"("shape":[-1,-1,-1])"));
  CHECK_THAT(unknown.out, Contains(R"("range":[[1,-1],[1,-1],[1,-1]])"));
}

TEST_CASE("V1 ops: a verifier's failure refuses the node with infer.verify_failed", "[integration][loader][v1][cli]") {
  OppTree tree;
  const std::string opp = Opp(tree);
  const ToolRun refused = Infer(
      R"({"op":"V1Reshape","inputs":[{"dtype":"float32","shape":[2,6]},{"dtype":"int32","shape":[1],"value":[12]}],)"
      R"("attrs":{"allowzero":5}})",
      opp);
  INFO(refused.out << refused.err);
  CHECK(refused.exit_code != 0);
  CHECK_THAT(refused.out, Contains("infer.verify_failed"));
  CHECK_THAT(refused.out, Contains("V1Verify"));
  CHECK_THAT(refused.out, Contains("allowzero must be 0 or 1, got 5"));
}

TEST_CASE("V1 ops: the V1 InferFormat gives output formats", "[integration][loader][v1][cli]") {
  OppTree tree;
  const std::string opp = Opp(tree);
  // The default rule would take x1's NHWC; the op's function takes x2's.
  const ToolRun add = Infer(R"({"op":"V1Add","inputs":[{"dtype":"float16","shape":[1,2,3,4],"format":"NHWC"},)"
                            R"({"dtype":"float16","shape":[1,2,3,4],"format":"NCHW"}]})",
                            opp);
  INFO(add.out << add.err);
  CHECK(add.exit_code == 0);
  CHECK_THAT(add.out, Contains(R"("format":"NCHW")"));

  const ToolRun show = RunOppkit("show V1Add --json" + opp);
  INFO(show.out);
  CHECK(show.exit_code == 0);
  CHECK_THAT(show.out, Contains("V1InferShape"));
  CHECK_THAT(show.out, Contains("V1InferFormat"));
}

TEST_CASE("V1 ops: a higher package's V1 InferShape replaces a lower one's V2 InferShape",
          "[integration][loader][v1][cli]") {
  OppTree tree;
  const std::string opp = Opp(tree);
  tree.Add("built-in", "v2_base");
  const ToolRun over = Infer(R"({"op":"V1Over","inputs":[{"dtype":"float32","shape":[3,5]}]})", opp);
  INFO(over.out << over.err);
  CHECK(over.exit_code == 0);
  CHECK_THAT(over.out, Contains(R"("outputs":[{"dtype":"float32","shape":[6,5],"format":"ND"}])"));
  const ToolRun show = RunOppkit("show V1Over" + opp);
  INFO(show.out);
  CHECK_THAT(show.out, Contains("InferShape from 'built-in'"));
  // The vendor's V1 ops count as inferable: doctor does not warn that they have no InferShape.
  const ToolRun doctor = RunOppkit("doctor" + opp);
  INFO(doctor.out << doctor.err);
  CHECK_THAT(doctor.out + doctor.err, !Contains("doctor.no_infershape"));
}

TEST_CASE(
    "V1 ops: Tiling runs on the shapes the V1 InferShape gave, and "
    "graphs infer through them",
    "[integration][loader][v1][cli]") {
  OppTree tree;
  const std::string opp = Opp(tree);
  const ToolRun tiling =
      RunOppkit(R"(tiling '{"op":"V1Scale","inputs":[{"dtype":"float32","shape":[2,3]}],"compile_info":{}}')" + opp);
  INFO(tiling.out << tiling.err);
  CHECK(tiling.exit_code == 0);
  CHECK_THAT(tiling.out, Contains(R"("tiling_key":6)"));

  // The Const's value reaches the V1 function in a graph as in a query.
  tree.dir().WriteFile("g.json", R"({"graph": "v1", "nodes": [
    {"name": "x", "type": "Data", "attrs": {"index": 0}, "tensor": {"dtype": "float16", "shape": [2, 6]}},
    {"name": "s", "type": "Const", "tensor": {"dtype": "int32", "shape": [2], "value": [4, -1]}},
    {"name": "r", "type": "V1Reshape", "inputs": ["x:0", "s:0"]},
    {"name": "m", "type": "V1Scale", "inputs": ["r:0"], "attrs": {"factor": 2.0}},
    {"name": "out", "type": "NetOutput", "inputs": ["m:0"]}]})");
  const ToolRun graph = RunOppkit("graph" + opp + " " + ShellQuote(tree.root() + "/g.json") + " --dump -");
  INFO(graph.out << graph.err);
  CHECK(graph.exit_code == 0);
  CHECK_THAT(graph.out, Contains(R"({"name":"m","type":"V1Scale","inputs":[{"source":"r:0"}],"outputs":[)"
                                 R"({"name":"y","dtype":"float16","origin_shape":[4,3])"));

  // A node's inference rule comes before the op's V1 InferShape (GE's order), in a graph too; with it, the V1 function
  // does not run, so the rule gives the dtype too (1: float16).
  tree.dir().WriteFile("rule.json",
                       R"({"graph": "v1_rule", "nodes": [
    {"name": "x", "type": "Data", "attrs": {"index": 0}, "tensor": {"dtype": "float16", "shape": [2, 6]}},
    {"name": "m", "type": "V1Scale", "inputs": ["x:0"],
     "attrs": {"_inference_rule":)"
                       R"( "{\"dtype\":[1],\"shape\":{\"inputs\":[[\"s0\",\"s1\"]],\"outputs\":[[\"s1\",\"s0*3\"]]}}"}},
    {"name": "out", "type": "NetOutput", "inputs": ["m:0"]}]})");
  const ToolRun ruled = RunOppkit("graph" + opp + " " + ShellQuote(tree.root() + "/rule.json") + " --dump -");
  INFO(ruled.out << ruled.err);
  CHECK(ruled.exit_code == 0);
  CHECK_THAT(ruled.out, Contains(R"({"name":"m","type":"V1Scale","inputs":[{"source":"x:0"}],"outputs":[)"
                                 R"({"name":"y","dtype":"float16","origin_shape":[6,6])"));
}

}  // namespace oppkit::test
