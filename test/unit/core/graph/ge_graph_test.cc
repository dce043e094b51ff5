// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ConvertGeGraph and ReadGraphDescription (oppkit/graph/ge_graph.h): graphs built with the ge::op classes of the
// built-in ops (all_ops.h) and a ge::Graph, converted to the graph IR and inferred with the real built-in packages.
#include "oppkit/graph/ge_graph.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "all_ops.h"
#include "graph/graph.h"
#include "graph_test_util.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/graph_description.h"

// Control-flow prototypes of the tests' own (the built-in If/While come with the control-flow package): CANN's
// If and While IR, in a namespace of their own so they cannot clash with the built-in classes.
// clang-format off
namespace ge {
namespace gegraph_test {
REG_OP(If)
    .INPUT(cond, TensorType::ALL())
    .DYNAMIC_INPUT(input, TensorType::ALL())
    .DYNAMIC_OUTPUT(output, TensorType::ALL())
    .GRAPH(then_branch)
    .GRAPH(else_branch)
    .OP_END_FACTORY_REG(If)

REG_OP(While)
    .DYNAMIC_INPUT(input, TensorType::ALL())
    .DYNAMIC_OUTPUT(output, TensorType::ALL())
    .GRAPH(cond)
    .GRAPH(body)
    .ATTR(parallel_iterations, Int, 10)
    .OP_END_FACTORY_REG(While)

REG_OP(FillLike)
    .INPUT(x, TensorType::ALL())
    .OUTPUT(y, TensorType::ALL())
    .ATTR(value, Tensor, Tensor())
    .OP_END_FACTORY_REG(FillLike)
}  // namespace gegraph_test
}  // namespace ge
// clang-format on

namespace oppkit::test {
namespace {

using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

ge::TensorDesc Desc(std::vector<int64_t> dims, ge::Format format, ge::DataType dt) {
  return ge::TensorDesc(ge::Shape(dims), format, dt);
}

template <typename T>
ge::Tensor ValueTensor(const std::vector<T>& values, std::vector<int64_t> dims, ge::DataType dt) {
  return ge::Tensor(Desc(std::move(dims), ge::FORMAT_ND, dt), reinterpret_cast<const uint8_t*>(values.data()),
                    values.size() * sizeof(T));
}

ge::op::Data Input(const char* name, int64_t index, std::vector<int64_t> dims, ge::DataType dt = ge::DT_FLOAT16,
                   ge::Format format = ge::FORMAT_NCHW) {
  auto x = ge::op::Data(name).set_attr_index(index);
  x.update_input_desc_x(Desc(std::move(dims), format, dt));
  return x;
}

const Node& NodeNamed(const ComputeGraph& g, const std::string& name) {
  const NodeId id = g.FindNode(name);
  REQUIRE(id != kInvalidNodeId);
  return g.node(id);
}

std::string Source(const ComputeGraph& g, const OutputRef& ref) {
  return g.node(ref.node).name + ":" + std::to_string(ref.index);
}

// x [1,3,224,224] NCHW -> Conv2D (64 7x7 filters, stride 2, pad 3) -> Relu, the network of docs/formats.md §0.3.
struct ConvRelu {
  ge::op::Data x = Input("x", 0, {1, 3, 224, 224});
  ge::op::Const w = ge::op::Const("w").set_attr_value(ge::Tensor(Desc({64, 3, 7, 7}, ge::FORMAT_NCHW, ge::DT_FLOAT16)));
  ge::op::Conv2D conv = ge::op::Conv2D("conv1");
  ge::op::Relu relu = ge::op::Relu("relu1");
  ge::Graph graph{"conv_relu"};

  ConvRelu() {
    conv.set_input_x(x).set_input_filter(w).set_attr_strides({1, 1, 2, 2}).set_attr_pads({3, 3, 3, 3});
    conv.set_attr_data_format("NCHW");
    relu.set_input_x(conv);
    graph.SetInputs({x}).SetOutputs({relu});
  }
};

}  // namespace

TEST_CASE("GeGraph: Data -> Conv2D -> Relu built with ge::op classes converts and infers", "[core][graph][gegraph]") {
  ConvRelu net;
  Result<ComputeGraph> g = ConvertGeGraph(net.graph);
  REQUIRE(g.ok());
  CHECK(g->name() == "conv_relu");
  std::vector<std::string> names;
  for (const Node& n : g->nodes()) names.push_back(n.name + ":" + n.type);
  CHECK(names == std::vector<std::string>{"x:Data", "w:Const", "conv1:Conv2D", "relu1:Relu", "Node_Output:NetOutput"});

  const Node& x = NodeNamed(*g, "x");
  REQUIRE(x.tensor.has_value());
  CHECK(x.tensor->dtype == ge::DT_FLOAT16);
  CHECK(x.tensor->shape == std::vector<int64_t>{1, 3, 224, 224});
  CHECK(x.tensor->format == ge::FORMAT_NCHW);
  CHECK_FALSE(x.tensor->storage_format.has_value());
  CHECK(x.inputs.empty());
  REQUIRE(x.FindAttr("index") != nullptr);
  CHECK(x.FindAttr("index")->GetInt() == 0);
  CHECK_FALSE(NodeNamed(*g, "w").tensor->value.has_value());  // a weight given by its desc alone

  const Node& conv = NodeNamed(*g, "conv1");
  REQUIRE(conv.inputs.size() == 4);  // x, filter, bias, offset_w
  CHECK(Source(*g, conv.inputs[0].sources.at(0)) == "x:0");
  CHECK(Source(*g, conv.inputs[1].sources.at(0)) == "w:0");
  CHECK(conv.inputs[2].kind == InputArg::Kind::kAbsent);
  CHECK(conv.inputs[3].kind == InputArg::Kind::kAbsent);
  REQUIRE(conv.FindAttr("strides") != nullptr);
  CHECK(*conv.FindAttr("strides") == AttrValue::ListInt({1, 1, 2, 2}));
  CHECK(conv.FindAttr("dilations") != nullptr);  // IR attrs carry their defaults, as a GE OpDesc does
  CHECK(conv.input_descs.empty());               // nothing declared on the op
  CHECK(conv.outputs.empty());
  CHECK(conv.output_hints.empty());
  const Node& out = NodeNamed(*g, "Node_Output");
  REQUIRE(out.inputs.size() == 1);
  CHECK(Source(*g, out.inputs[0].sources.at(0)) == "relu1:0");

  Result<GraphInferReport> report = InferShapes(BuiltInOps(), *g);
  REQUIRE(report.ok());
  CHECK(report->ok());
  CHECK(OutShape(*g, "conv1") == "[1, 64, 112, 112]");
  CHECK(OutShape(*g, "relu1") == "[1, 64, 112, 112]");
  CHECK(NodeNamed(*g, "relu1").outputs.at(0).dtype == ge::DT_FLOAT16);

  SECTION("the graph can be converted again, and the operators outlive their handles") {
    ge::Graph kept = net.graph;
    net = ConvRelu();  // the first graph's handles are replaced
    Result<ComputeGraph> again = ConvertGeGraph(kept);
    REQUIRE(again.ok());
    CHECK(again->size() == 5);
  }
}

TEST_CASE("GeGraph: dynamic inputs and outputs resolve by index and by instance name", "[core][graph][gegraph]") {
  auto x = Input("x", 0, {6, 4}, ge::DT_FLOAT, ge::FORMAT_ND);
  auto split = ge::op::SplitD("split").set_input_x(x).set_attr_split_dim(0).set_attr_num_split(3);
  split.create_dynamic_output_y(3);
  auto axis = ge::op::Const("axis").set_attr_value(ValueTensor<int32_t>({0}, {}, ge::DT_INT32));
  auto concat = ge::op::ConcatV2("concat").create_dynamic_input_x(2).set_attr_N(2);
  concat.set_dynamic_input_x(0, split, "y2").SetInput("x", 1, split);  // instance 1 from output 0
  concat.set_input_concat_dim(axis);
  ge::Graph graph("split_concat");
  graph.SetInputs({x}).SetOutputs(std::vector<std::pair<ge::Operator, std::string>>{{concat, "y"}, {split, "y1"}});

  Result<ComputeGraph> g = ConvertGeGraph(graph);
  REQUIRE(g.ok());
  const Node& s = NodeNamed(*g, "split");
  REQUIRE(s.output_hints.size() == 1);
  CHECK(s.output_hints[0].count == 3u);
  const Node& c = NodeNamed(*g, "concat");
  REQUIRE(c.inputs.size() == 2);
  CHECK(c.inputs[0].kind == InputArg::Kind::kList);
  REQUIRE(c.inputs[0].sources.size() == 2);
  CHECK(Source(*g, c.inputs[0].sources[0]) == "split:2");
  CHECK(Source(*g, c.inputs[0].sources[1]) == "split:0");
  CHECK(Source(*g, c.inputs[1].sources.at(0)) == "axis:0");
  const Node& out = NodeNamed(*g, "Node_Output");
  REQUIRE(out.inputs.size() == 2);
  CHECK(Source(*g, out.inputs[0].sources.at(0)) == "concat:0");
  CHECK(Source(*g, out.inputs[1].sources.at(0)) == "split:1");

  Result<GraphInferReport> report = InferShapes(BuiltInOps(), *g);
  REQUIRE(report.ok());
  for (const GraphError& e : report->errors) UNSCOPED_INFO(e.status.message());
  CHECK(report->ok());
  CHECK(OutShape(*g, "split", 2) == "[2, 4]");
  CHECK(OutShape(*g, "concat") == "[4, 4]");
}

TEST_CASE("GeGraph: a Const value feeds data-dependent inputs", "[core][graph][gegraph]") {
  auto x = Input("x", 0, {2, 3, 4, 5}, ge::DT_FLOAT, ge::FORMAT_ND);
  auto target = ge::op::Const("target").set_attr_value(ValueTensor<int64_t>({6, -1}, {2}, ge::DT_INT64));
  auto reshape = ge::op::Reshape("flat").set_input_x(x).set_input_shape(target);
  ge::Graph graph("reshape");
  graph.SetInputs({x}).SetOutputs({reshape});
  Result<ComputeGraph> g = ConvertGeGraph(graph);
  REQUIRE(g.ok());
  const Node& t = NodeNamed(*g, "target");
  REQUIRE(t.tensor->value.has_value());
  CHECK(t.tensor->value->size() == 16);
  CHECK(t.tensor->dtype == ge::DT_INT64);
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), *g);
  REQUIRE(report.ok());
  CHECK(report->ok());
  CHECK(OutShape(*g, "flat") == "[6, 20]");
}

TEST_CASE("GeGraph: declared descs become formats, hints and storage formats", "[core][graph][gegraph]") {
  auto x = ge::op::Data("x").set_attr_index(0);
  ge::TensorDesc storage = Desc({1, 1, 8, 8, 16}, ge::FORMAT_NC1HWC0, ge::DT_FLOAT16);
  storage.SetOriginFormat(ge::FORMAT_NCHW);
  storage.SetOriginShape(ge::Shape({1, 3, 8, 8}));
  x.update_output_desc_y(storage);  // only the output desc: Data falls back to it
  auto relu = ge::op::Relu("relu").set_input_x(x);
  relu.update_output_desc_y(Desc({1, 3, 8, 8}, ge::FORMAT_NHWC, ge::DT_FLOAT16));
  ge::Graph graph("declared");
  graph.SetInputs({x}).SetOutputs({relu});
  Result<ComputeGraph> g = ConvertGeGraph(graph);
  REQUIRE(g.ok());

  const Node& xn = NodeNamed(*g, "x");
  CHECK(xn.tensor->shape == std::vector<int64_t>{1, 3, 8, 8});  // the origin shape
  CHECK(xn.tensor->format == ge::FORMAT_NCHW);
  CHECK(xn.tensor->storage_format == ge::FORMAT_NC1HWC0);

  const Node& r = NodeNamed(*g, "relu");
  REQUIRE(r.output_hints.size() == 1);
  CHECK(r.output_hints[0].format == ge::FORMAT_NHWC);
  CHECK(r.output_hints[0].dtype == ge::DT_FLOAT16);
  CHECK_FALSE(r.output_hints[0].count.has_value());
  CHECK(r.input_formats.empty());  // x was not declared on the op
  CHECK(r.outputs.empty());        // descs are the passes' to fill

  SECTION("a declared input desc becomes the input's declared format") {
    auto y = ge::op::Data("y").set_attr_index(0);
    y.update_output_desc_y(Desc({1, 3, 8, 8}, ge::FORMAT_ND, ge::DT_FLOAT16));
    auto relu2 = ge::op::Relu("relu2").set_input_x(y);
    relu2.update_input_desc_x(Desc({1, 3, 8, 8}, ge::FORMAT_NCHW, ge::DT_FLOAT16));
    ge::Graph graph2("declared_input");
    graph2.SetInputs({y}).SetOutputs({relu2});
    Result<ComputeGraph> g2 = ConvertGeGraph(graph2);
    REQUIRE(g2.ok());
    const Node& r2 = NodeNamed(*g2, "relu2");
    CHECK(r2.input_formats == std::vector<ge::Format>{ge::FORMAT_NCHW});
    CHECK(r2.output_hints.empty());
    Result<GraphInferReport> report = InferGraph(BuiltInOps(), *g2);
    REQUIRE(report.ok());
    REQUIRE(report->ok());
    // The declared NCHW makes relu2 an anchor: the FormatRefiner takes it back to y. As in GE, an anchor's own
    // InferFormat is not run, so relu2's undeclared output keeps ND.
    CHECK(NodeNamed(*g2, "y").outputs.at(0).origin_format == ge::FORMAT_NCHW);
    CHECK(NodeNamed(*g2, "relu2").input_descs.at(0).origin_format == ge::FORMAT_NCHW);
    CHECK(NodeNamed(*g2, "relu2").outputs.at(0).origin_format == ge::FORMAT_ND);
  }
}

TEST_CASE("GeGraph: subgraphs are read with GE's parent indices", "[core][graph][gegraph]") {
  auto pred = Input("pred", 0, {}, ge::DT_BOOL, ge::FORMAT_ND);
  auto v = Input("v", 1, {2, 3}, ge::DT_FLOAT, ge::FORMAT_ND);
  auto branch = ge::gegraph_test::op::If("if").set_input_cond(pred).create_dynamic_input_input(1);
  branch.set_dynamic_input_input(0, v).create_dynamic_output_output(1);
  auto body = [](const char* name) {
    return [name] {
      auto a = Input("a", 0, {2, 3}, ge::DT_FLOAT, ge::FORMAT_ND);
      auto r = ge::op::Relu("r").set_input_x(a);
      return ge::Graph(name).SetInputs({a}).SetOutputs({r});
    };
  };
  branch.set_subgraph_builder_then_branch(body("then")).set_subgraph_builder_else_branch(body("else"));
  ge::Graph graph("cond");
  graph.SetInputs({pred, v}).SetOutputs({branch});

  Result<ComputeGraph> g = ConvertGeGraph(graph);
  REQUIRE(g.ok());
  const Node& n = NodeNamed(*g, "if");
  REQUIRE(n.subgraphs.size() == 2);
  CHECK(n.subgraphs[0].name() == "then");
  CHECK(n.subgraphs[1].name() == "else");
  const ComputeGraph& then = n.subgraphs[0];
  std::vector<std::string> names;
  for (const Node& m : then.nodes()) names.push_back(m.name);
  CHECK(names == std::vector<std::string>{"a", "r", "Node_Output"});
  const AttrValue* parent = NodeNamed(then, "a").FindAttr(kParentNodeIndexAttr);
  REQUIRE(parent != nullptr);
  CHECK(parent->GetInt() == 1);  // If's branch input 0 is the parent's input 1, after cond

  SECTION("While keeps the index, and a parent index the user set is kept") {
    auto w = ge::gegraph_test::op::While("loop").create_dynamic_input_input(2).set_dynamic_input_input(0, v);
    w.set_dynamic_input_input(1, v).create_dynamic_output_output(2);
    w.set_subgraph_builder_cond([] {
      auto i = Input("i", 0, {2, 3}, ge::DT_FLOAT, ge::FORMAT_ND);
      auto j = Input("j", 1, {2, 3}, ge::DT_FLOAT, ge::FORMAT_ND);
      return ge::Graph("c").SetInputs({i, j}).SetOutputs({i});
    });
    w.set_subgraph_builder_body([] {
      auto i = Input("i", 0, {2, 3}, ge::DT_FLOAT, ge::FORMAT_ND);
      auto j = Input("j", 1, {2, 3}, ge::DT_FLOAT, ge::FORMAT_ND);
      i.SetAttr(kParentNodeIndexAttr, int64_t{1});  // the user swaps the loop variables
      j.SetAttr(kParentNodeIndexAttr, int64_t{0});
      return ge::Graph("b").SetInputs({i, j}).SetOutputs({j, i});
    });
    ge::Graph loop("loop");
    loop.SetInputs({v}).SetOutputs({w});
    Result<ComputeGraph> lg = ConvertGeGraph(loop);
    INFO(lg.status().message());
    REQUIRE(lg.ok());
    const Node& wn = NodeNamed(*lg, "loop");
    REQUIRE(wn.subgraphs.size() == 2);
    CHECK(NodeNamed(wn.subgraphs[0], "i").FindAttr(kParentNodeIndexAttr)->GetInt() == 0);
    CHECK(NodeNamed(wn.subgraphs[0], "j").FindAttr(kParentNodeIndexAttr)->GetInt() == 1);
    CHECK(NodeNamed(wn.subgraphs[1], "i").FindAttr(kParentNodeIndexAttr)->GetInt() == 1);
    CHECK(NodeNamed(wn.subgraphs[1], "j").FindAttr(kParentNodeIndexAttr)->GetInt() == 0);
    CHECK(wn.FindAttr("parallel_iterations")->GetInt() == 10);
  }
  SECTION("a subgraph without a builder") {
    auto lone = ge::gegraph_test::op::If("lone").set_input_cond(pred).create_dynamic_input_input(0);
    lone.set_subgraph_builder_then_branch(body("then"));
    ge::Graph bad("bad");
    bad.SetInputs({pred}).SetOutputs(std::vector<std::pair<ge::Operator, std::vector<size_t>>>{{pred, {0}}});
    bad.SetTargets({lone});
    Result<ComputeGraph> r = ConvertGeGraph(bad);
    REQUIRE_FALSE(r.ok());
    CHECK(r.status().message() ==
          "[graph.bad_node] node 'lone' (If), subgraph 'else_branch': no builder was set "
          "(set_subgraph_builder_else_branch)");
  }
  SECTION("an error inside a subgraph names the parent node and keeps its id") {
    branch.set_subgraph_builder_else_branch([] {
      auto a = Input("a", 0, {2, 3}, ge::DT_FLOAT, ge::FORMAT_ND);
      auto b = Input("b", 0, {2, 3}, ge::DT_FLOAT, ge::FORMAT_ND);  // index 0 again
      return ge::Graph("else").SetInputs({a, b}).SetOutputs({a, b});
    });
    Result<ComputeGraph> r = ConvertGeGraph(graph);
    REQUIRE_FALSE(r.ok());
    CHECK(r.status().message() ==
          "[graph.bad_node] node 'if' (If), subgraph 'else_branch': node 'b' (Data): Data index 0 is also used by "
          "'a'");
  }
}

TEST_CASE("GeGraph: an invalid graph is refused with a clear error", "[core][graph][gegraph]") {
  auto x = Input("x", 0, {4, 8}, ge::DT_FLOAT, ge::FORMAT_ND);
  auto relu = ge::op::Relu("relu").set_input_x(x);
  ge::Graph graph("bad");
  std::string expected;

  SECTION("no SetInputs") {
    graph.SetOutputs({relu});
    expected = "[graph.bad_graph] graph 'bad': the graph has no inputs (ge::Graph::SetInputs was not called)";
  }
  SECTION("an empty graph") {
    graph = ge::Graph();
    expected = "[graph.bad_graph] graph '': the graph has no inputs (ge::Graph::SetInputs was not called)";
  }
  SECTION("no SetOutputs") {
    graph.SetInputs({x});
    expected = "[graph.bad_graph] graph 'bad': the graph has no outputs (call ge::Graph::SetOutputs)";
  }
  SECTION("two operators with one name") {
    auto other = Input("x", 1, {4, 8}, ge::DT_FLOAT, ge::FORMAT_ND);
    auto add = ge::op::Add("add").set_input_x1(relu).set_input_x2(other);
    graph.SetInputs({x, other}).SetOutputs({add});
    expected = "[graph.duplicate_node] node 'x': the name is used by nodes #0 and #1";
  }
  SECTION("a Data without a desc") {
    auto bare = ge::op::Data("bare").set_attr_index(1);
    auto add = ge::op::Add("add").set_input_x1(relu).set_input_x2(bare);
    graph.SetInputs({x, bare}).SetOutputs({add});
    expected =
        "[graph.bad_node] node 'bare' (Data): a Data node needs its tensor desc: set it with "
        "update_input_desc_x (or update_output_desc_y)";
  }
  SECTION("two Data with the default index") {
    auto other = ge::op::Data("other");
    other.update_input_desc_x(Desc({4, 8}, ge::FORMAT_ND, ge::DT_FLOAT));
    auto add = ge::op::Add("add").set_input_x1(relu).set_input_x2(other);
    graph.SetInputs({x, other}).SetOutputs({add});
    expected = "[graph.bad_node] node 'other' (Data): Data index 0 is also used by 'x'";
  }
  SECTION("a Data whose input is connected") {
    auto fed = Input("fed", 1, {4, 8}, ge::DT_FLOAT, ge::FORMAT_ND);
    fed.set_input_x(relu);
    graph.SetInputs({x}).SetOutputs({fed});
    expected = "[graph.bad_node] node 'fed' (Data): input 'x' is connected, but a Data node has no producer";
  }
  SECTION("a Const without value") {
    auto c = ge::op::Const("c");
    auto add = ge::op::Add("add").set_input_x1(relu).set_input_x2(c);
    graph.SetInputs({x}).SetOutputs({add});
    expected =
        "[graph.bad_node] node 'c' (Const): a Const node needs its tensor: "
        "set_attr_value(ge::Tensor(desc[, data]))";
  }
  SECTION("an operator without a name") {
    auto anonymous = ge::op::Relu().set_input_x(relu);
    graph.SetInputs({x}).SetOutputs({anonymous});
    expected = "[graph.bad_node] node #2 (Relu): a node needs a name";
  }
  SECTION("a graph output the operator does not have") {
    graph.SetInputs({x}).SetOutputs(std::vector<std::pair<ge::Operator, std::vector<size_t>>>{{relu, {1}}});
    expected = "[graph.bad_edge] graph output 0 reads output 1 of 'relu' (Relu), which has 1 output(s)";
  }
  SECTION("an input linked to an output name the source does not have") {
    auto second = ge::op::Relu("second").set_input_x(relu, "z");
    graph.SetInputs({x}).SetOutputs({second});
    expected =
        "[graph.bad_edge] node 'second' (Relu) input 'x' reads output 'z' of 'relu' (Relu), which has no such "
        "output (outputs: y)";
  }
  SECTION("an input linked to an output index the source does not have") {
    auto second = ge::op::Relu("second").set_input_x(relu, 2u);
    graph.SetInputs({x}).SetOutputs({second});
    expected =
        "[graph.bad_edge] node 'second' (Relu) input 'x' reads output 2 of 'relu' (Relu), which has 1 "
        "output(s)";
  }
  SECTION("a dynamic input instance that was never connected") {
    auto axis = ge::op::Const("axis").set_attr_value(ValueTensor<int32_t>({0}, {}, ge::DT_INT32));
    auto concat = ge::op::ConcatV2("concat").create_dynamic_input_x(2).set_dynamic_input_x(0, relu);
    concat.set_input_concat_dim(axis);
    graph.SetInputs({x}).SetOutputs({concat});
    expected =
        "[graph.bad_edge] node 'concat' (ConcatV2) input 'x' instance 1 is not connected "
        "(create_dynamic_input_x made more instances than were set)";
  }
  SECTION("a Tensor attr the description cannot carry") {
    auto fill = ge::gegraph_test::op::FillLike("fill").set_input_x(relu).set_attr_value(ge::Tensor());
    graph.SetInputs({x}).SetOutputs({fill});
    expected =
        "[graph.unsupported] graph 'bad': node 'fill' (FillLike): attr 'value' is a Tensor attr; the graph "
        "description carries only the 'value' of a Const";
  }
  Result<ComputeGraph> g = ConvertGeGraph(graph);
  REQUIRE_FALSE(g.ok());
  CHECK(g.status().message() == expected);
}

TEST_CASE("GeGraph: the NetOutput takes a free name", "[core][graph][gegraph]") {
  auto x = Input("Node_Output", 0, {4}, ge::DT_FLOAT, ge::FORMAT_ND);
  auto relu = ge::op::Relu("Node_Output_1").set_input_x(x);
  ge::Graph graph("names");
  graph.SetInputs({x}).SetOutputs({relu});
  Result<ComputeGraph> g = ConvertGeGraph(graph);
  REQUIRE(g.ok());
  CHECK(g->node(static_cast<NodeId>(g->size() - 1)).name == "Node_Output_2");
  CHECK(g->node(static_cast<NodeId>(g->size() - 1)).type == kNetOutputNodeType);
}

TEST_CASE("GraphDescription: a malformed description is refused before anything is read", "[core][graph][gegraph]") {
  ConvRelu net;
  GraphDescription description;
  REQUIRE(DescribeGraph(net.graph, &description) == ge::GRAPH_SUCCESS);
  const OppkitGraph& good = *description.graph();
  REQUIRE(ReadGraphDescription(&good).ok());
  std::vector<OppkitGraphNode> nodes(good.nodes, good.nodes + good.node_count);
  OppkitGraph bad = good;
  std::string expected;

  SECTION("no description") {
    Result<ComputeGraph> r = ReadGraphDescription(nullptr);
    REQUIRE_FALSE(r.ok());
    CHECK(r.status().message() == "[graph.bad_graph] graph description: a null pointer");
    return;
  }
  SECTION("another major version") {
    bad.abi_version = (2u << 16) | 3u;
    expected = "[graph.bad_graph] graph description: version 2.3, this core reads 1.x";
  }
  SECTION("a newer minor with a larger struct is read") {
    struct Newer {
      OppkitGraph graph;
      uint64_t appended;
    } newer{good, 42};
    newer.graph.abi_version = OPPKIT_GRAPH_DESC_VERSION + 1;
    newer.graph.struct_size = sizeof(Newer);
    CHECK(ReadGraphDescription(&newer.graph).ok());
    return;
  }
  SECTION("a struct smaller than the 1.0 layout") {
    bad.struct_size = 16;
    expected = "[graph.bad_graph] graph description: struct_size 16 (the 1.0 layout has 72 bytes)";
  }
  SECTION("nodes without an array") {
    bad.nodes = nullptr;
    expected = "[graph.bad_graph] graph 'conv_relu': nodes but no node array";
  }
  SECTION("a graph input out of range") {
    const uint32_t input = 9;
    bad.inputs = &input;
    expected = "[graph.bad_graph] graph 'conv_relu': input 0 names node #9 of 4";
  }
  SECTION("a source node out of range") {
    std::vector<OppkitGraphInput> inputs(nodes[2].inputs, nodes[2].inputs + nodes[2].input_count);
    OppkitGraphSource source = inputs[0].sources[0];
    source.node = 17;
    inputs[0].sources = &source;
    nodes[2].inputs = inputs.data();
    bad.nodes = nodes.data();
    Result<ComputeGraph> r = ReadGraphDescription(&bad);
    REQUIRE_FALSE(r.ok());
    CHECK(r.status().message() ==
          "[graph.bad_graph] graph 'conv_relu': node 'conv1' input 0 instance 0 names node #17 "
          "of 4");
    return;
  }
  SECTION("an attr of an unknown type") {
    std::vector<OppkitGraphAttr> attrs(nodes[2].attrs, nodes[2].attrs + nodes[2].attr_count);
    attrs[0].value.type = 99;
    nodes[2].attrs = attrs.data();
    bad.nodes = nodes.data();
    Result<ComputeGraph> r = ReadGraphDescription(&bad);
    REQUIRE_FALSE(r.ok());
    CHECK_THAT(r.status().message(), StartsWith("[graph.bad_graph] graph 'conv_relu': node 'conv1' attr '"));
    CHECK_THAT(r.status().message(), Contains("unknown attr type 99"));
    return;
  }
  SECTION("a NetOutput node in the description") {
    nodes[3].type = "NetOutput";
    bad.nodes = nodes.data();
    expected =
        "[graph.unsupported] node 'relu1' (NetOutput): a NetOutput node in a graph description (graph outputs "
        "come from SetOutputs)";
  }
  Result<ComputeGraph> r = ReadGraphDescription(&bad);
  REQUIRE_FALSE(r.ok());
  CHECK(r.status().message() == expected);
}

}  // namespace oppkit::test
