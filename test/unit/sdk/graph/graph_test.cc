// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ge::Graph (graph/graph.h): SetInputs first, validity, the AddOp lookup list, names.
#include "graph/graph.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "graph/operator_reg.h"
#include "oppkit/framework_ops.h"
#include "oppkit/graph_description.h"

// clang-format off
namespace ge {
REG_OP(GraphTestRelu)
    .INPUT(x, TensorType({DT_FLOAT}))
    .OUTPUT(y, TensorType({DT_FLOAT}))
    .OP_END_FACTORY_REG(GraphTestRelu)
}  // namespace ge
// clang-format on

TEST_CASE("Graph: SetInputs comes first, as in CANN", "[sdk][graph]") {
  auto x = ge::op::Data("x");
  auto relu = ge::op::GraphTestRelu("relu").set_input_x(x);
  ge::Graph graph("net");
  CHECK(graph.GetName() == "net");
  CHECK_FALSE(graph.IsValid());

  SECTION("outputs before inputs are ignored") {
    graph.SetOutputs({relu});
    graph.SetInputs({x});
    CHECK(graph.IsValid());
    oppkit::GraphDescription d;
    REQUIRE(oppkit::DescribeGraph(graph, &d) == ge::GRAPH_SUCCESS);
    CHECK(d.graph()->output_count == 0);
  }
  SECTION("inputs, then outputs and targets") {
    graph.SetInputs({x}).SetOutputs({relu}).SetTargets({relu});
    CHECK(graph.IsValid());
    oppkit::GraphDescription d;
    REQUIRE(oppkit::DescribeGraph(graph, &d) == ge::GRAPH_SUCCESS);
    CHECK(d.graph()->input_count == 1);
    CHECK(d.graph()->output_count == 1);
    CHECK(d.graph()->target_count == 1);
  }
  SECTION("empty input lists and empty operators are ignored") {
    graph.SetInputs({});
    CHECK_FALSE(graph.IsValid());
    graph.SetInputs({ge::Operator()});
    CHECK_FALSE(graph.IsValid());
  }
}

TEST_CASE("Graph: AddOp fills the lookup list of FindOpByName, FindOpByType and GetAllOpName", "[sdk][graph]") {
  ge::Graph graph("g");
  auto x = ge::op::Data("x");
  auto r1 = ge::op::GraphTestRelu("r1");
  auto r2 = ge::op::GraphTestRelu("r2");
  CHECK(graph.AddOp(x) == ge::GRAPH_SUCCESS);
  CHECK(graph.AddOp(r2) == ge::GRAPH_SUCCESS);
  CHECK(graph.AddOp(r1) == ge::GRAPH_SUCCESS);
  CHECK(graph.AddOp(ge::op::GraphTestRelu("r1")) == ge::GRAPH_FAILED);  // the name is taken

  ge::Operator found;
  REQUIRE(graph.FindOpByName("r2", found) == ge::GRAPH_SUCCESS);
  CHECK(found.GetOpType() == "GraphTestRelu");
  found.SetAttr("tag", int64_t{5});  // the same operator, not a copy of its state
  int64_t tag = 0;
  CHECK(r2.GetAttr("tag", tag) == ge::GRAPH_SUCCESS);
  CHECK(tag == 5);
  CHECK(graph.FindOpByName(std::string("nope"), found) == ge::GRAPH_FAILED);

  std::vector<ge::Operator> relus;
  CHECK(graph.FindOpByType("GraphTestRelu", relus) == ge::GRAPH_SUCCESS);
  CHECK(relus.size() == 2);
  std::vector<std::string> names;
  CHECK(graph.GetAllOpName(names) == ge::GRAPH_SUCCESS);
  CHECK(names == std::vector<std::string>{"r1", "r2", "x"});
  std::vector<ge::AscendString> ascend_names;
  CHECK(graph.GetAllOpName(ascend_names) == ge::GRAPH_SUCCESS);
  CHECK(ascend_names.size() == 3);
}

TEST_CASE("Graph: a default-constructed graph ignores every setter", "[sdk][graph]") {
  ge::Graph graph;
  graph.SetInputs({ge::op::Data("x")});
  CHECK_FALSE(graph.IsValid());
  CHECK(graph.GetName().empty());
  ge::AscendString name;
  CHECK(graph.GetName(name) == ge::GRAPH_FAILED);
  CHECK(graph.AddOp(ge::op::Data("x")) == ge::GRAPH_FAILED);
  ge::Graph copy = ge::Graph("shared");
  ge::Graph other = copy;
  other.SetInputs({ge::op::Data("x")});
  CHECK(copy.IsValid());  // copies share one state
}
