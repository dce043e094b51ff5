// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GRAPH_NODE_NEED_REPASS in the InferShape pass (docs/formats.md §6.2-6.3): a real op package
// (test/integration/plugins/repass_op) whose InferShape asks for re-passes, loaded beside the built-in packages into a
// temporary OPP tree. In integration_tests, which builds the test plugins.
#include <catch2/catch.hpp>
#include <memory>
#include <string>

#include "integration/loader/opp_tree.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/core/node_engine.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/shape_query.h"

namespace oppkit::test {
namespace {

using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

// The built-in packages of the build and the repass_op package, in one registry for the whole test run.
const RegistrySnapshot& OpsWithRepass() {
  static const std::shared_ptr<const RegistrySnapshot> snapshot = [] {
    static OppTree tree;
    const std::string arch = ArchLibDir();
    for (const std::string& lib : {"built-in/op_proto/" + arch + "/libopsproto_rt2.0.so",
                                  "built-in/op_impl/ai_core/tbe/op_tiling/" + arch + "/libopmaster_rt2.0.so"}) {
      tree.dir().CopyFile(BuildOppRoot() + "/" + lib, lib);
    }
    tree.Add("vendors/repass", "repass_op");
    tree.SetLoadPriority("repass");
    static OpRegistry registry;
    const LoadReport report = LoadOpPackages(tree.Options(), registry);
    REQUIRE(report.ok());
    return registry.Snapshot();
  }();
  return *snapshot;
}

std::string Shape(const ComputeGraph& g, const std::string& node) {
  const Node& n = g.node(g.FindNode(node));
  std::string s = "[";
  for (size_t k = 0; k < n.outputs.at(0).origin_shape.size(); ++k) {
    s += (k == 0 ? "" : ", ") + std::to_string(n.outputs[0].origin_shape[k]);
  }
  return s + "]";
}

// x [3, 5] -> <type> (node \p name) -> Relu -> NetOutput.
ComputeGraph Chain(const std::string& type, const std::string& name) {
  ComputeGraph g("repass");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {3, 5}));
  const NodeId op = g.AddNode(name, type, {OutputRef{x, 0}});
  const NodeId relu = g.AddNode("relu", "Relu", {OutputRef{op, 0}});
  g.AddNetOutput("out", {OutputRef{relu, 0}});
  return g;
}

}  // namespace

TEST_CASE("InferShape pass: an op returning GRAPH_NODE_NEED_REPASS runs again at once until it settles",
          "[integration][graph]") {
  SECTION("InferShapes") {
    ComputeGraph g = Chain("RepassTwice", "twice_a");
    Result<GraphInferReport> report = InferShapes(OpsWithRepass(), g);
    REQUIRE(report.ok());
    CHECK(report->ok());
    CHECK(report->repasses == 2);  // the node itself, twice; its consumers never saw the placeholder shapes
    CHECK(Shape(g, "twice_a") == "[3, 5]");
    CHECK(Shape(g, "relu") == "[3, 5]");
    CHECK(report->inferred == 4);
  }
  SECTION("InferGraph") {
    ComputeGraph g = Chain("RepassTwice", "twice_b");
    Result<GraphInferReport> report = InferGraph(OpsWithRepass(), g);
    REQUIRE(report.ok());
    CHECK(report->ok());
    CHECK(report->repasses == 2);
    CHECK(Shape(g, "relu") == "[3, 5]");
  }
}

TEST_CASE("InferShape pass: an op that always returns GRAPH_NODE_NEED_REPASS stops at the visit limit",
          "[integration][graph]") {
  for (const bool strict : {false, true}) {
    INFO("strict " << strict);
    ComputeGraph g = Chain("RepassForever", strict ? "forever_strict" : "forever");
    GraphInferOptions options;
    options.strict = strict;
    Result<GraphInferReport> report = InferShapes(OpsWithRepass(), g, options);
    REQUIRE(report.ok());
    REQUIRE(report->errors.size() == 1);
    const GraphError& e = report->errors[0];
    CHECK(e.status.code() == ErrorCode::kGraphRepassLimit);
    CHECK(e.node == g.node(1).name);
    CHECK_THAT(e.status.message(),
               StartsWith("[graph.repass_limit] node '" + g.node(1).name + "' (RepassForever): the InferShape pass "
                          "stopped after 40 node visits (10 x the 4 nodes of the graph)"));
    CHECK(g.node(1).state == NodeState::kFailed);
    CHECK(g.node(g.FindNode("relu")).state == NodeState::kNotRun);
    CHECK(report->not_run == 2);
  }
}

TEST_CASE("Node engine: GRAPH_NODE_NEED_REPASS is a failure unless the run allows it", "[integration][graph]") {
  OpQuery q;
  q.op_type = "RepassForever";
  q.node_name = "single";
  q.inputs = {TensorDesc(ge::DT_FLOAT, {2})};
  Result<QueryResult> plain = InferOp(OpsWithRepass(), q);
  REQUIRE_FALSE(plain.ok());
  CHECK_THAT(plain.status().message(), StartsWith("[infer.op_failed] 'RepassForever' InferShape (package 'repass')") &&
                                           Contains("returned GRAPH_NODE_NEED_REPASS"));
  Result<const OpEntry*> entry = FindQueryOp(OpsWithRepass(), "RepassForever");
  REQUIRE(entry.ok());
  NodeRunOptions options;
  options.allow_need_repass = true;
  NodeRunResult allowed;
  REQUIRE(RunNode(**entry, q, options, &allowed).ok());
  CHECK(allowed.need_repass);
}

}  // namespace oppkit::test
