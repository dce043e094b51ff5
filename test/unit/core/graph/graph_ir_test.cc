// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The graph IR itself (graph.h): removing nodes, and the input descs the InferShape pass leaves beside each
// producer's output desc.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "graph_test_util.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"

namespace oppkit::test {
namespace {

using Catch::Matchers::StartsWith;

OutputRef Out(NodeId node, uint32_t index = 0) { return OutputRef{node, index}; }

}  // namespace

TEST_CASE("ComputeGraph: RemoveNodes drops the marked nodes and renumbers every edge", "[core][graph]") {
  ComputeGraph g("g");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {2, 3}));
  const NodeId dead = g.AddNode("dead", "Relu", {Out(x)});
  const NodeId relu = g.AddNode("relu", "Relu", {Out(x)});
  const NodeId add = g.AddNode("add", "Add", {Out(relu), Out(x)});
  g.AddNetOutput("out", {Out(add)});

  std::vector<bool> remove(g.size(), false);
  remove[dead] = true;
  REQUIRE(g.RemoveNodes(remove).ok());
  REQUIRE(g.size() == 4);
  CHECK(g.node(1).name == "relu");
  CHECK(g.node(2).name == "add");
  CHECK(g.node(2).inputs[0].sources[0] == Out(1));
  CHECK(g.node(2).inputs[1].sources[0] == Out(0));
  CHECK(g.node(3).inputs[0].sources[0] == Out(2));
  CHECK(g.Validate().ok());

  SECTION("a node that still reads a removed node is refused and nothing changes") {
    std::vector<bool> bad(g.size(), false);
    bad[1] = true;  // relu feeds add
    const Status st = g.RemoveNodes(bad);
    CHECK_THAT(st.message(), StartsWith("[graph.bad_edge] node 'add' (Add)"));
    CHECK(g.size() == 4);
    CHECK(g.node(1).name == "relu");
  }
  SECTION("a flag vector of the wrong size is refused") {
    CHECK(g.RemoveNodes(std::vector<bool>(2, false)).code() == ErrorCode::kGraphBadNode);
  }
  (void)relu;
  (void)add;
}

TEST_CASE("InferShape pass: each connected input gets a desc copied from its producer, named after the IR input",
          "[core][graph]") {
  ComputeGraph g("g");
  const NodeId a = g.AddData("a", 0, TensorDesc(ge::DT_FLOAT16, {2, 3}, ge::FORMAT_ND));
  const NodeId b = g.AddData("b", 1, TensorDesc(ge::DT_FLOAT16, {4, 3}, ge::FORMAT_ND));
  const NodeId axis = g.AddConst("axis", Int32Const({0}, {}));
  const NodeId cat = g.AddNode("cat", "ConcatV2", {NodeInput::List({Out(a), Out(b)}), Out(axis)});
  const NodeId out = g.AddNetOutput("out", {Out(cat)});
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  REQUIRE(report->ok());
  const Node& c = g.node(cat);
  REQUIRE(c.input_descs.size() == 3);
  CHECK(c.input_descs[0].name == "x0");
  CHECK(c.input_descs[1].name == "x1");
  CHECK(c.input_descs[2].name == "concat_dim");
  CHECK(ShapeString(c.input_descs[1].origin_shape) == "[4, 3]");
  CHECK(c.input_descs[2].dtype == ge::DT_INT32);
  CHECK_FALSE(c.input_descs[2].value.has_value());  // values stay with their producer
  const Node& o = g.node(out);
  REQUIRE(o.input_descs.size() == 1);
  CHECK(o.input_descs[0].name == "x0");
  CHECK(ShapeString(o.input_descs[0].origin_shape) == "[6, 3]");
  CHECK(g.node(a).input_descs.empty());
}

}  // namespace oppkit::test
