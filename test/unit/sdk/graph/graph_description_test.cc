// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// oppkit::DescribeGraph (oppkit/graph_description.h): the plain-C description of a ge::Graph, read back field by
// field (the core's reader is tested in test/unit/core/graph/ge_graph_test.cc).
#include "oppkit/graph_description.h"

#include <catch2/catch.hpp>
#include <cstring>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "graph/graph.h"
#include "graph/operator_reg.h"
#include "oppkit/attr_value.h"
#include "oppkit/framework_ops.h"

// clang-format off
namespace ge {
REG_OP(DescribeTestConv)
    .INPUT(x, TensorType({DT_FLOAT16, DT_FLOAT}))
    .INPUT(filter, TensorType({DT_FLOAT16, DT_FLOAT}))
    .OPTIONAL_INPUT(bias, TensorType({DT_FLOAT16, DT_FLOAT}))
    .OUTPUT(y, TensorType({DT_FLOAT16, DT_FLOAT}))
    .REQUIRED_ATTR(strides, ListInt)
    .ATTR(data_format, String, "NHWC")
    .OP_END_FACTORY_REG(DescribeTestConv)

REG_OP(DescribeTestSplit)
    .INPUT(x, "T")
    .DYNAMIC_OUTPUT(y, "T")
    .OUTPUT(tail, "T")
    .DATATYPE(T, TensorType::BasicType())
    .OP_END_FACTORY_REG(DescribeTestSplit)

REG_OP(DescribeTestConcat)
    .DYNAMIC_INPUT(x, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::BasicType())
    .OP_END_FACTORY_REG(DescribeTestConcat)

REG_OP(DescribeTestIf)
    .INPUT(cond, TensorType::ALL())
    .DYNAMIC_INPUT(input, TensorType::ALL())
    .DYNAMIC_OUTPUT(output, TensorType::ALL())
    .ATTR(fill, Tensor, Tensor())
    .GRAPH(then_branch)
    .GRAPH(else_branch)
    .OP_END_FACTORY_REG(DescribeTestIf)
}  // namespace ge
// clang-format on

namespace {

const OppkitGraphNode& NodeAt(const OppkitGraph* g, uint32_t i) {
  REQUIRE(i < g->node_count);
  return *reinterpret_cast<const OppkitGraphNode*>(reinterpret_cast<const unsigned char*>(g->nodes) +
                                                   size_t{i} * g->node_struct_size);
}

uint32_t IndexOf(const OppkitGraph* g, const std::string& name) {
  for (uint32_t i = 0; i < g->node_count; ++i) {
    if (name == NodeAt(g, i).name) return i;
  }
  FAIL("no node " << name);
  return 0;
}

std::vector<std::string> NodeNames(const OppkitGraph* g) {
  std::vector<std::string> out;
  for (uint32_t i = 0; i < g->node_count; ++i) out.emplace_back(NodeAt(g, i).name);
  return out;
}

const OppkitGraphAttr* FindAttr(const OppkitGraphNode& n, const std::string& name) {
  for (uint32_t k = 0; k < n.attr_count; ++k) {
    if (name == n.attrs[k].name) return &n.attrs[k];
  }
  return nullptr;
}

ge::TensorDesc Desc(std::vector<int64_t> dims, ge::Format format, ge::DataType dt) {
  return ge::TensorDesc(ge::Shape(dims), format, dt);
}

// x -> conv(x, w) -> graph output; the builder's operators go out of scope when it returns.
ge::Graph ConvGraph() {
  auto x = ge::op::Data("x").set_attr_index(0);
  x.update_input_desc_x(Desc({1, 3, 8, 8}, ge::FORMAT_NCHW, ge::DT_FLOAT16));
  const std::vector<uint8_t> bytes(4 * 3 * 3 * 3 * 2, 1);
  auto w = ge::op::Const("w").set_attr_value(ge::Tensor(Desc({4, 3, 3, 3}, ge::FORMAT_NCHW, ge::DT_FLOAT16), bytes));
  auto conv = ge::op::DescribeTestConv("conv").set_input_x(x).set_input_filter(w).set_attr_strides({1, 1, 1, 1});
  conv.set_attr_data_format("NCHW");
  ge::TensorDesc y = Desc({1, 4, 6, 6}, ge::FORMAT_NCHW, ge::DT_FLOAT16);
  y.SetShapeRange({{1, 1}, {4, 4}, {6, 6}, {6, 6}});
  conv.update_output_desc_y(y);
  ge::Graph graph("conv_net");
  graph.SetInputs({x}).SetOutputs({conv});
  return graph;
}

}  // namespace

TEST_CASE("DescribeGraph: nodes, producers first, with IR inputs, descs, attrs and Const data", "[sdk][graph]") {
  const ge::Graph graph = ConvGraph();  // every operator handle is gone: the graph's links keep them
  oppkit::GraphDescription d;
  REQUIRE(oppkit::DescribeGraph(graph, &d) == ge::GRAPH_SUCCESS);
  CHECK(d.error().empty());
  const OppkitGraph* g = d.graph();
  REQUIRE(g != nullptr);
  CHECK(g->abi_version == OPPKIT_GRAPH_DESC_VERSION);
  CHECK(g->struct_size == sizeof(OppkitGraph));
  CHECK(g->node_struct_size == sizeof(OppkitGraphNode));
  CHECK(std::string(g->name) == "conv_net");
  CHECK(NodeNames(g) == std::vector<std::string>{"x", "w", "conv"});
  REQUIRE(g->input_count == 1);
  CHECK(g->inputs[0] == IndexOf(g, "x"));
  REQUIRE(g->output_count == 1);  // SetOutputs({conv}): all of its outputs
  CHECK(g->outputs[0].node == IndexOf(g, "conv"));
  CHECK(g->outputs[0].output_index == 0);
  CHECK(g->outputs[0].output_name == nullptr);

  const OppkitGraphNode& x = NodeAt(g, IndexOf(g, "x"));
  CHECK(std::string(x.type) == "Data");
  REQUIRE(x.input_count == 1);
  CHECK(x.inputs[0].sources[0].node == OPPKIT_GRAPH_NO_NODE);
  const OppkitGraphTensorDesc& xt = x.inputs[0].descs[0];
  CHECK(xt.declared == 1);
  CHECK(std::string(xt.name) == "x");
  CHECK(xt.dtype == ge::DT_FLOAT16);
  CHECK(xt.origin_format == ge::FORMAT_NCHW);
  CHECK(std::vector<int64_t>(xt.dims, xt.dims + xt.dim_count) == std::vector<int64_t>{1, 3, 8, 8});
  CHECK(x.outputs[0].descs[0].declared == 0);  // y was not set
  const OppkitGraphAttr* index = FindAttr(x, "index");
  REQUIRE(index != nullptr);
  CHECK(index->value.type == OPPKIT_ATTR_INT);
  CHECK(index->value.i == 0);

  const OppkitGraphNode& w = NodeAt(g, IndexOf(g, "w"));
  REQUIRE(w.value != nullptr);
  CHECK(w.value->declared == 1);
  CHECK(w.value->data_size == 4 * 3 * 3 * 3 * 2);
  CHECK(w.value->data[0] == 1);
  CHECK(w.value->dim_count == 4);
  CHECK(FindAttr(w, "value") == nullptr);  // the tensor is not an ABI attr

  const OppkitGraphNode& conv = NodeAt(g, IndexOf(g, "conv"));
  REQUIRE(conv.input_count == 3);
  CHECK(std::string(conv.inputs[1].name) == "filter");
  CHECK(conv.inputs[0].sources[0].node == IndexOf(g, "x"));
  CHECK(conv.inputs[1].sources[0].node == IndexOf(g, "w"));
  CHECK(conv.inputs[2].kind == OPPKIT_IO_OPTIONAL);
  CHECK(conv.inputs[2].sources[0].node == OPPKIT_GRAPH_NO_NODE);
  const OppkitGraphTensorDesc& y = conv.outputs[0].descs[0];
  CHECK(y.declared == 1);
  REQUIRE(y.range_count == 4);
  CHECK(y.range[2] == 4);
  const OppkitGraphAttr* strides = FindAttr(conv, "strides");
  REQUIRE(strides != nullptr);
  CHECK(oppkit::AttrValue::FromAbi(strides->value) == oppkit::AttrValue::ListInt({1, 1, 1, 1}));
  const OppkitGraphAttr* format = FindAttr(conv, "data_format");
  REQUIRE(format != nullptr);
  CHECK(std::string(format->value.s) == "NCHW");

  SECTION("the description is rebuilt on re-use") {
    ge::Graph other("other");
    auto y0 = ge::op::Data("y0");
    other.SetInputs({y0}).SetOutputs({y0});
    REQUIRE(oppkit::DescribeGraph(other, &d) == ge::GRAPH_SUCCESS);
    CHECK(d.graph()->node_count == 1);
    oppkit::GraphDescription moved = std::move(d);
    CHECK(std::string(moved.graph()->name) == "other");
  }
}

TEST_CASE("DescribeGraph: dynamic instances, outputs by index and by name, targets, fed-only operators",
          "[sdk][graph]") {
  auto x = ge::op::Data("x");
  auto split = ge::op::DescribeTestSplit("split").set_input_x(x).create_dynamic_output_y(3);
  auto concat = ge::op::DescribeTestConcat("concat").create_dynamic_input_x(2);
  concat.set_dynamic_input_x(0, split, "y2").set_dynamic_input_x(1, split, "tail");
  auto side = ge::op::DescribeTestConcat("side").create_dynamic_input_x(1).set_dynamic_input_x(0, x);  // feeds nothing
  ge::Graph graph("g");
  graph.SetInputs({x}).SetOutputs(std::vector<std::pair<ge::Operator, std::vector<size_t>>>{{split, {1, 3}}});
  graph.SetTargets({concat});

  oppkit::GraphDescription d;
  REQUIRE(oppkit::DescribeGraph(graph, &d) == ge::GRAPH_SUCCESS);
  const OppkitGraph* g = d.graph();
  // `side` is fed by the input and feeds no output: part of the graph, as GE keeps it.
  CHECK(NodeNames(g) == std::vector<std::string>{"x", "split", "concat", "side"});
  REQUIRE(g->output_count == 2);
  CHECK(g->outputs[0].output_index == 1);
  CHECK(g->outputs[1].output_index == 3);
  REQUIRE(g->target_count == 1);
  CHECK(g->targets[0] == IndexOf(g, "concat"));

  const OppkitGraphNode& s = NodeAt(g, IndexOf(g, "split"));
  REQUIRE(s.output_count == 2);
  CHECK(s.outputs[0].kind == OPPKIT_IO_DYNAMIC);
  CHECK(s.outputs[0].count == 3);
  CHECK(std::string(s.outputs[0].descs[2].name) == "y2");
  CHECK(s.outputs[1].count == 1);
  const OppkitGraphNode& c = NodeAt(g, IndexOf(g, "concat"));
  REQUIRE(c.inputs[0].count == 2);
  CHECK(std::string(c.inputs[0].descs[1].name) == "x1");
  CHECK(std::string(c.inputs[0].sources[0].output_name) == "y2");  // resolved by the reader
  CHECK(std::string(c.inputs[0].sources[1].output_name) == "tail");

  SECTION("outputs by name") {
    graph.SetOutputs(std::vector<std::pair<ge::Operator, std::string>>{{split, "tail"}, {concat, ""}});
    REQUIRE(oppkit::DescribeGraph(graph, &d) == ge::GRAPH_SUCCESS);
    REQUIRE(d.graph()->output_count == 2);
    CHECK(std::string(d.graph()->outputs[0].output_name) == "tail");
    CHECK(d.graph()->outputs[1].output_name == nullptr);  // an empty name: all outputs of concat
    CHECK(d.graph()->outputs[1].node == IndexOf(d.graph(), "concat"));
  }
  SECTION("an operator re-linked elsewhere is no longer reached through its old source") {
    auto other = ge::op::Data("other");
    side.set_dynamic_input_x(0, other);
    REQUIRE(oppkit::DescribeGraph(graph, &d) == ge::GRAPH_SUCCESS);
    CHECK(NodeNames(d.graph()) == std::vector<std::string>{"x", "split", "concat"});
  }
}

TEST_CASE("DescribeGraph: subgraphs come from the builders, each a description of its own", "[sdk][graph]") {
  auto cond = ge::op::Data("cond").set_attr_index(0);
  auto v = ge::op::Data("v").set_attr_index(1);
  auto node = ge::op::DescribeTestIf("if").set_input_cond(cond).create_dynamic_input_input(1);
  node.set_dynamic_input_input(0, v).create_dynamic_output_output(1);
  node.set_subgraph_builder_then_branch([] {
    auto a = ge::op::Data("a").set_attr_index(0);
    return ge::Graph("then").SetInputs({a}).SetOutputs({a});
  });
  ge::Graph graph("g");
  graph.SetInputs({cond, v}).SetOutputs({node});
  oppkit::GraphDescription d;
  REQUIRE(oppkit::DescribeGraph(graph, &d) == ge::GRAPH_SUCCESS);
  const OppkitGraphNode& n = NodeAt(d.graph(), IndexOf(d.graph(), "if"));
  REQUIRE(n.subgraph_count == 2);
  CHECK(std::string(n.subgraphs[0].ir_name) == "then_branch");
  REQUIRE(n.subgraphs[0].graph != nullptr);
  CHECK(std::string(n.subgraphs[0].graph->name) == "then");
  CHECK(n.subgraphs[0].graph->abi_version == OPPKIT_GRAPH_DESC_VERSION);
  CHECK(NodeNames(n.subgraphs[0].graph) == std::vector<std::string>{"a"});
  CHECK(std::string(n.subgraphs[1].ir_name) == "else_branch");
  CHECK(n.subgraphs[1].graph == nullptr);  // no builder: the reader reports it

  SECTION("a builder that throws") {
    node.set_subgraph_builder_else_branch([]() -> ge::Graph { throw std::runtime_error("no else today"); });
    CHECK(oppkit::DescribeGraph(graph, &d) == ge::GRAPH_FAILED);
    CHECK(d.graph() == nullptr);
    CHECK(d.error() == "node 'if' (DescribeTestIf): the builder of subgraph 'else_branch' threw: no else today");
  }
  SECTION("a Tensor attr other than Const's value cannot be described") {
    node.set_attr_fill(ge::Tensor());
    CHECK(oppkit::DescribeGraph(graph, &d) == ge::GRAPH_FAILED);
    CHECK_THAT(d.error(), Catch::Contains("attr 'fill' is a Tensor attr"));
  }
  SECTION("a builder that returns a graph holding its own node") {
    // Captured by reference: a copy held by the node's own builder would keep the node alive forever.
    node.set_subgraph_builder_else_branch([&node] {
      auto a = ge::op::Data("a");
      return ge::Graph("loop").SetInputs({a}).SetOutputs({node});
    });
    CHECK(oppkit::DescribeGraph(graph, &d) == ge::GRAPH_FAILED);
    CHECK_THAT(d.error(), Catch::Contains("more than 64 levels deep"));
  }
}

TEST_CASE("DescribeGraph: an empty graph is described without inputs", "[sdk][graph]") {
  oppkit::GraphDescription d;
  CHECK(d.graph() == nullptr);
  REQUIRE(oppkit::DescribeGraph(ge::Graph(), &d) == ge::GRAPH_SUCCESS);
  CHECK(d.graph()->input_count == 0);
  CHECK(d.graph()->node_count == 0);
  CHECK(oppkit::DescribeGraph(ge::Graph(), nullptr) == ge::GRAPH_FAILED);
}
