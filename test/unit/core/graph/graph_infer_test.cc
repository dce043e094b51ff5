// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The InferShape pass (graph_inference.h) on small hand-built graphs, with the real built-in ops.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "graph_test_util.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/core/log.h"
#include "oppkit/core/shape_query.h"

namespace oppkit::test {
namespace {

using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

OutputRef Out(NodeId node, uint32_t index = 0) { return OutputRef{node, index}; }

// x [1,3,224,224] NCHW -> Conv2D (64 7x7, stride 2, pad 3) -> Relu -> MaxPool (3x3, stride 2, SAME) -> NetOutput.
ComputeGraph ConvReluPool() {
  ComputeGraph g("conv_relu_pool");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {1, 3, 224, 224}, ge::FORMAT_NCHW));
  const NodeId w = g.AddConst("w", TensorDesc(ge::DT_FLOAT16, {64, 3, 7, 7}, ge::FORMAT_NCHW));
  const NodeId conv = g.AddNode("conv1", "Conv2D", {Out(x), Out(w)},
                                {{"strides", AttrValue::ListInt({1, 1, 2, 2})},
                                 {"pads", AttrValue::ListInt({3, 3, 3, 3})},
                                 {"data_format", AttrValue::String("NCHW")}});
  const NodeId relu = g.AddNode("relu1", "Relu", {Out(conv)});
  const NodeId pool = g.AddNode("pool1", "MaxPool", {Out(relu)},
                                {{"ksize", AttrValue::ListInt({1, 1, 3, 3})},
                                 {"strides", AttrValue::ListInt({1, 1, 2, 2})},
                                 {"padding", AttrValue::String("SAME")},
                                 {"data_format", AttrValue::String("NCHW")}});
  g.AddNetOutput("out", {Out(pool)});
  return g;
}

}  // namespace

TEST_CASE("Graph inference: a Conv2D -> Relu -> MaxPool chain gets exact shapes, dtypes and formats", "[core][graph]") {
  ComputeGraph g = ConvReluPool();
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  CHECK(report->ok());
  CHECK(report->inferred == 6);
  CHECK(report->unknown_shapes == 0);
  CHECK(OutShape(g, "conv1") == "[1, 64, 112, 112]");
  CHECK(OutShape(g, "relu1") == "[1, 64, 112, 112]");
  CHECK(OutShape(g, "pool1") == "[1, 64, 56, 56]");
  const GraphTensorDesc& pool = g.node(g.FindNode("pool1")).outputs.at(0);
  CHECK(pool.name == "y");
  CHECK(pool.dtype == ge::DT_FLOAT16);
  CHECK(pool.origin_format == ge::FORMAT_NCHW);
  CHECK(pool.storage_format == ge::FORMAT_NCHW);
  CHECK(pool.storage_shape == pool.origin_shape);
  CHECK(g.node(g.FindNode("out")).outputs.empty());
  for (const Node& n : g.nodes()) CHECK(n.state == NodeState::kInferred);

  SECTION("the pass is the single-op query: each node equals InferOp on its producers' outputs") {
    OpQuery q;
    q.op_type = "Conv2D";
    q.inputs = {TensorDesc(ge::DT_FLOAT16, {1, 3, 224, 224}, ge::FORMAT_NCHW),
                TensorDesc(ge::DT_FLOAT16, {64, 3, 7, 7}, ge::FORMAT_NCHW)};
    q.attrs = g.node(g.FindNode("conv1")).attrs;
    Result<QueryResult> single = InferOp(BuiltInOps(), q);
    REQUIRE(single.ok());
    CHECK(ShapeString(single->outputs[0].descs[0].shape) == OutShape(g, "conv1"));
  }
  SECTION("running the pass again gives the same result") {
    Result<GraphInferReport> again = InferShapes(BuiltInOps(), g);
    REQUIRE(again.ok());
    CHECK(again->inferred == 6);
    CHECK(OutShape(g, "pool1") == "[1, 64, 56, 56]");
  }
}

TEST_CASE("Graph inference: Const and folded values reach data-dependent inputs (Shape -> ... -> Reshape)",
          "[core][graph]") {
  ComputeGraph g("shape_chain");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {2, 3, 4, 5}));
  const NodeId target = g.AddConst("target", Int64Const({6, -1}));
  const NodeId flat = g.AddNode("flat", "Reshape", {Out(x), Out(target)});
  const NodeId shape = g.AddNode("shape", "Shape", {Out(x)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId idx = g.AddConst("idx", Int64Const({0, 1}));
  TensorDesc axis_desc(ge::DT_INT64, {});
  axis_desc.value = Int64Bytes({0});
  const NodeId axis = g.AddConst("axis", axis_desc);
  const NodeId head = g.AddNode("head", "GatherV2", {Out(shape), Out(idx), Out(axis)});
  const NodeId tail = g.AddConst("tail", Int64Const({-1}));
  const NodeId concat = g.AddNode("new_shape", "ConcatV2", {NodeInput::List({Out(head), Out(tail)}), Out(axis)},
                                  {{"N", AttrValue::Int(2)}});
  const NodeId reshaped = g.AddNode("reshaped", "Reshape", {Out(x), Out(concat)});
  TensorDesc no_value(ge::DT_INT64, {2});  // a Const given by its shape only (as a weight would be)
  const NodeId opaque = g.AddConst("opaque", no_value);
  const NodeId blind = g.AddNode("blind", "Reshape", {Out(x), Out(opaque)});
  g.AddNetOutput("out", {Out(flat), Out(reshaped), Out(blind)});

  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  CHECK(report->ok());
  // The Const's value reaches Reshape's data-dependent `shape` input: exact, -1 resolved.
  CHECK(OutShape(g, "flat") == "[6, 20]");
  // Shape, GatherV2 (indices and axis from Consts) and ConcatV2 (concat_dim from a Const) are exact.
  CHECK(OutShape(g, "shape") == "[4]");
  CHECK(g.node(shape).outputs[0].dtype == ge::DT_INT64);
  CHECK(OutShape(g, "head") == "[2]");
  CHECK(OutShape(g, "new_shape") == "[3]");
  // The InferShape pass gives the computed shape its value, which Reshape reads as it reads a Const's: exact.
  CHECK(OutValue(g, "shape") == "[2, 3, 4, 5]");
  CHECK(OutValue(g, "head") == "[2, 3]");
  CHECK(OutValue(g, "new_shape") == "[2, 3, -1]");
  CHECK(OutShape(g, "reshaped") == "[2, 3, 20]");
  CHECK(OutValue(g, "reshaped") == "<no value>");  // float32: never folded
  // A Const without a value is like any other input: Reshape cannot see the target shape.
  CHECK(OutShape(g, "blind") == "[-1, -1]");
  CHECK(report->unknown_shapes == 1);
}

TEST_CASE("Graph inference: a diamond runs every node after all its producers, whatever the node order",
          "[core][graph]") {
  // Consumers are added before their producers, so NodeId order is not a topological order.
  ComputeGraph g("diamond");
  Node add;
  add.name = "add";
  add.type = "Add";
  const NodeId add_id = g.Add(add);
  Node relu;
  relu.name = "left";
  relu.type = "Relu";
  const NodeId left = g.Add(relu);
  Node sigmoid;
  sigmoid.name = "right";
  sigmoid.type = "Sigmoid";
  const NodeId right = g.Add(sigmoid);
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {8, 1, 32}));
  const NodeId y = g.AddData("y", 1, TensorDesc(ge::DT_FLOAT, {4, 32}));
  g.node(add_id).inputs = {Out(left), Out(right)};
  g.node(left).inputs = {Out(x)};
  g.node(right).inputs = {Out(y)};
  g.AddNetOutput("out", {Out(add_id), Out(left)});

  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  CHECK(report->ok());
  CHECK(report->inferred == 6);
  CHECK(OutShape(g, "left") == "[8, 1, 32]");
  CHECK(OutShape(g, "right") == "[4, 32]");
  CHECK(OutShape(g, "add") == "[8, 4, 32]");

  SECTION("one output feeding both inputs of a node (two edges from one anchor)") {
    ComputeGraph sq("square");
    const NodeId in = sq.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {3, 5}));
    const NodeId mul = sq.AddNode("mul", "Mul", {Out(in), Out(in)});
    sq.AddNetOutput("out", {Out(mul)});
    Result<GraphInferReport> r = InferShapes(BuiltInOps(), sq);
    REQUIRE(r.ok());
    CHECK(r->ok());
    CHECK(OutShape(sq, "mul") == "[3, 5]");
  }
}

TEST_CASE("Graph inference: a cycle is an error naming its nodes, the rest of the graph is still inferred",
          "[core][graph]") {
  ComputeGraph g("cycle");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {4}));
  const NodeId side = g.AddNode("side", "Relu", {Out(x)});
  Node a;
  a.name = "a";
  a.type = "Add";
  const NodeId a_id = g.Add(a);
  const NodeId b = g.AddNode("b", "Relu", {Out(a_id)});
  const NodeId c = g.AddNode("c", "Relu", {Out(b)});
  g.node(a_id).inputs = {Out(x), Out(c)};  // a -> b -> c -> a
  const NodeId behind = g.AddNode("behind", "Relu", {Out(c)});
  g.AddNetOutput("out", {Out(side), Out(behind)});

  GraphInferOptions options;
  SECTION("default mode") {}
  SECTION("strict mode") { options.strict = true; }
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g, options);
  REQUIRE(report.ok());
  REQUIRE(report->errors.size() == 1);
  const GraphError& e = report->errors[0];
  CHECK(e.status.code() == ErrorCode::kGraphCycle);
  CHECK(e.cause == ErrorCode::kGraphCycle);
  CHECK_THAT(e.status.message(), StartsWith("[graph.cycle] node '"));
  CHECK_THAT(e.status.message(), Contains("'a' -> 'b' -> 'c' -> 'a'") || Contains("'b' -> 'c' -> 'a' -> 'b'") ||
                                     Contains("'c' -> 'a' -> 'b' -> 'c'"));
  CHECK(OutShape(g, "side") == "[4]");
  CHECK(g.node(side).state == NodeState::kInferred);
  CHECK(g.node(a_id).state == NodeState::kFailed);
  CHECK(g.node(b).state == NodeState::kFailed);
  CHECK(g.node(c).state == NodeState::kFailed);
  CHECK(g.node(behind).state == NodeState::kSkipped);
  CHECK(OutShape(g, "behind") == "[-2]");
  CHECK(g.node(behind).outputs[0].dtype == ge::DT_UNDEFINED);

  SECTION("a node feeding itself") {
    ComputeGraph self("self");
    Node n;
    n.name = "loop";
    n.type = "Relu";
    const NodeId id = self.Add(n);
    self.node(id).inputs = {Out(id)};
    Result<GraphInferReport> r = InferShapes(BuiltInOps(), self);
    REQUIRE(r.ok());
    REQUIRE(r->errors.size() == 1);
    CHECK_THAT(r->errors[0].status.message(), Contains("cycle: 'loop' -> 'loop'"));
  }
}

TEST_CASE("Graph inference: an unknown op is an error naming the node, default mode goes on, strict mode stops",
          "[core][graph]") {
  ComputeGraph g("unknown_op");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {8, 16}));
  const NodeId mystery = g.AddNode("mystery", "NoSuchOp", {Out(x)});
  const NodeId after = g.AddNode("after", "Relu", {Out(mystery)});
  const NodeId mystery2 = g.AddNode("mystery2", "AlsoMissing", {Out(x)});
  const NodeId side = g.AddNode("side", "Sigmoid", {Out(x)});
  g.AddNetOutput("out", {Out(after), Out(mystery2), Out(side)});

  SECTION("default: every error is collected, independent nodes are inferred, dependants skipped") {
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
    REQUIRE(report.ok());
    REQUIRE(report->errors.size() == 2);
    const GraphError& e = report->errors[0];
    CHECK(e.node == "mystery");
    CHECK(e.op_type == "NoSuchOp");
    CHECK(e.status.code() == ErrorCode::kGraphNodeFailed);
    CHECK(e.cause == ErrorCode::kInferUnknownOp);
    CHECK_THAT(e.status.message(), StartsWith("[graph.node_failed] node 'mystery' (NoSuchOp): [infer.unknown_op]"));
    CHECK(report->errors[1].node == "mystery2");
    CHECK(g.node(mystery).state == NodeState::kFailed);
    CHECK(OutShape(g, "mystery") == "[-2]");
    CHECK(g.node(mystery).outputs[0].dtype == ge::DT_UNDEFINED);
    CHECK(g.node(after).state == NodeState::kSkipped);  // no error of its own
    CHECK(OutShape(g, "after") == "[-2]");
    CHECK(g.node(side).state == NodeState::kInferred);
    CHECK(OutShape(g, "side") == "[8, 16]");
    CHECK(report->failed == 2);
    CHECK(report->skipped == 2);  // after, out
    CHECK(report->unknown_shapes == 3);
  }
  SECTION("strict: the first error stops the pass") {
    GraphInferOptions options;
    options.strict = true;
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g, options);
    REQUIRE(report.ok());
    REQUIRE(report->errors.size() == 1);
    CHECK(report->errors[0].node == "mystery");
    CHECK(g.node(mystery2).state == NodeState::kNotRun);
    CHECK(report->not_run > 0);
  }
}

TEST_CASE("Graph inference: shape ranges of Data nodes flow to the outputs with unknown dims", "[core][graph]") {
  ComputeGraph g("ranges");
  TensorDesc x(ge::DT_FLOAT16, {-1, 16});
  x.range = ShapeRange{{1, 8}, {16, 16}};
  const NodeId in = g.AddData("x", 0, x);
  const NodeId relu = g.AddNode("relu", "Relu", {Out(in)});
  g.AddNetOutput("out", {Out(relu)});
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  CHECK(report->ok());
  CHECK(OutShape(g, "relu") == "[-1, 16]");
  REQUIRE(g.node(relu).outputs[0].range);
  CHECK(*g.node(relu).outputs[0].range == ShapeRange{{1, 8}, {16, 16}});
  CHECK_THAT(InferenceDumpToJson(g, *report), Contains(R"("origin_shape":[-1,16],"origin_format":"ND",)"
                                                       R"("storage_shape":[-1,16],"storage_format":"ND",)"
                                                       R"("range":[[1,8],[16,16]]})"));
}

TEST_CASE("Graph inference: a failing op's error names the input and where it comes from", "[core][graph]") {
  ComputeGraph g("bad_input");
  const NodeId flags = g.AddData("flags", 0, TensorDesc(ge::DT_BOOL, {4}));
  const NodeId relu = g.AddNode("relu", "Relu", {Out(flags)});
  g.AddNetOutput("out", {Out(relu)});
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  REQUIRE(report->errors.size() == 1);
  CHECK(report->errors[0].cause == ErrorCode::kInferBadDtype);
  CHECK_THAT(report->errors[0].status.message(),
             StartsWith("[graph.node_failed] node 'relu' (Relu): [infer.bad_dtype]"));
  CHECK_THAT(report->errors[0].status.message(), Contains("input 0 (x)"));
  CHECK_THAT(report->errors[0].status.message(), Contains("[input 0 comes from 'flags:0']"));
}

TEST_CASE("Graph inference: an edge to an output the producer does not have is graph.bad_edge", "[core][graph]") {
  ComputeGraph g("bad_edge");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {4}));
  const NodeId relu = g.AddNode("relu", "Relu", {Out(x, 3)});
  g.AddNetOutput("out", {Out(relu)});
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  REQUIRE(report->errors.size() == 1);
  CHECK(report->errors[0].status.code() == ErrorCode::kGraphBadEdge);
  CHECK_THAT(report->errors[0].status.message(), Contains("input 0 comes from 'x:3', but 'x' has 1 output(s)"));
}

TEST_CASE("Graph inference: dynamic outputs are numbered instance by instance (count from the node's hints)",
          "[core][graph]") {
  ComputeGraph g("unpack");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {3, 4}));
  Node unpack;
  unpack.name = "unpack";
  unpack.type = "Unpack";
  unpack.inputs = {Out(x)};
  unpack.attrs = {{"num", AttrValue::Int(3)}};
  OutputHint hint;
  hint.count = 3;
  unpack.output_hints = {hint};
  const NodeId u = g.Add(unpack);
  const NodeId last = g.AddNode("last", "Relu", {Out(u, 2)});
  g.AddNetOutput("out", {Out(last)});
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  CHECK(report->ok());
  REQUIRE(g.node(u).outputs.size() == 3);
  CHECK(g.node(u).outputs[0].name == "y0");
  CHECK(g.node(u).outputs[2].name == "y2");
  CHECK(OutShape(g, "unpack", 2) == "[4]");
  CHECK(OutShape(g, "last") == "[4]");

  SECTION("an edge beyond the instances is graph.bad_edge, and the error says where the count comes from") {
    g.AddNode("beyond", "Relu", {Out(u, 5)});
    Result<GraphInferReport> beyond = InferShapes(BuiltInOps(), g);
    REQUIRE(beyond.ok());
    REQUIRE(beyond->errors.size() == 1);
    CHECK(beyond->errors[0].status.code() == ErrorCode::kGraphBadEdge);
    CHECK_THAT(beyond->errors[0].status.message(),
               Contains("'unpack' has 3 output(s) (dynamic output 'y': give its instance count"));
  }
}

TEST_CASE("Graph inference: input shape overrides replace Data shapes", "[core][graph]") {
  ComputeGraph g = ConvReluPool();
  GraphInferOptions options;
  SECTION("a dynamic batch") {
    options.input_shapes = {{"x", {-1, 3, 224, 224}}};
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g, options);
    REQUIRE(report.ok());
    CHECK(report->ok());
    CHECK(OutShape(g, "x") == "[-1, 3, 224, 224]");
    CHECK(OutShape(g, "conv1") == "[-1, 64, 112, 112]");
    CHECK(OutShape(g, "pool1") == "[-1, 64, 56, 56]");
    CHECK(report->unknown_shapes == 4);
  }
  SECTION("the declared static dims again") {
    options.input_shapes = {{"x", {1, 3, 224, 224}}};
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g, options);
    REQUIRE(report.ok());
    CHECK(OutShape(g, "pool1") == "[1, 64, 56, 56]");
  }
  SECTION("a static dim changed, another rank, a name given twice: one error before inference") {
    options.input_shapes = {{"x", {2, 3, 64, 64}}};
    CHECK(InferShapes(BuiltInOps(), g, options).status().message() ==
          "[graph.bad_input_shape] input shape for 'x': dim 0 is 2, the model declares it static as 1 "
          "([1, 3, 224, 224]); -1 makes it dynamic");
    options.input_shapes = {{"x", {1, 3, 224}}};
    CHECK(InferShapes(BuiltInOps(), g, options).status().message() ==
          "[graph.bad_input_shape] input shape for 'x': rank 3 given, the model declares rank 4 ([1, 3, 224, 224])");
    options.input_shapes = {{"x", {-1, 3, 224, 224}}, {"x", {1, 3, 224, 224}}};
    CHECK(InferShapes(BuiltInOps(), g, options).status().message() ==
          "[graph.bad_input_shape] input shape for 'x': given twice");
  }
  SECTION("a name that is no Data node lists the graph's inputs") {
    options.input_shapes = {{"conv1", {1}}};
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g, options);
    REQUIRE_FALSE(report.ok());
    CHECK_THAT(report.status().message(), StartsWith("[graph.bad_input_shape] input shape for 'conv1'") &&
                                              Contains("is not a Data node (the graph's inputs: 'x')"));
    options.input_shapes = {{"nope", {1}}};
    CHECK_THAT(InferShapes(BuiltInOps(), g, options).status().message(),
               Contains("the graph has no such node (its inputs: 'x')"));
  }
}

TEST_CASE("Graph inference: ParseInputShape reads NAME:d0,d1,...", "[core][graph]") {
  Result<std::pair<std::string, std::vector<int64_t>>> r = ParseInputShape("x:1,3,-1,224");
  REQUIRE(r.ok());
  CHECK(r->first == "x");
  CHECK(r->second == std::vector<int64_t>{1, 3, -1, 224});
  r = ParseInputShape("scope:x:8");  // the last ':' separates
  REQUIRE(r.ok());
  CHECK(r->first == "scope:x");
  CHECK(r->second == std::vector<int64_t>{8});
  r = ParseInputShape("s:");
  REQUIRE(r.ok());
  CHECK(r->second.empty());
  for (const char* bad : {"x", ":1", "x:1,,2", "x:1,", "x:a", "x:-2", "x:1.5"}) {
    INFO(bad);
    Result<std::pair<std::string, std::vector<int64_t>>> b = ParseInputShape(bad);
    REQUIRE_FALSE(b.ok());
    CHECK_THAT(b.status().message(), StartsWith("[graph.bad_input_shape]"));
  }
}

TEST_CASE("Graph inference: an invalid graph is refused before anything runs", "[core][graph]") {
  ComputeGraph g("invalid");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {4}));
  SECTION("duplicate names") {
    g.AddNode("x", "Relu", {Out(x)});
    CHECK_THAT(InferShapes(BuiltInOps(), g).status().message(), StartsWith("[graph.duplicate_node] node 'x'"));
  }
  SECTION("an edge from a node that does not exist") {
    g.AddNode("r", "Relu", {Out(42)});
    CHECK_THAT(InferShapes(BuiltInOps(), g).status().message(), StartsWith("[graph.unknown_node] node 'r' (Relu)"));
  }
  SECTION("a Data node without a tensor") {
    Node d;
    d.name = "d";
    d.type = kDataNodeType;
    d.SetAttr("index", AttrValue::Int(1));
    g.Add(d);
    CHECK_THAT(InferShapes(BuiltInOps(), g).status().message(), StartsWith("[graph.bad_node] node 'd' (Data)"));
  }
  SECTION("two Data nodes with one index") {
    g.AddData("y", 0, TensorDesc(ge::DT_FLOAT, {4}));
    CHECK_THAT(InferShapes(BuiltInOps(), g).status().message(), Contains("Data index 0 is also used by 'x'"));
  }
  SECTION("a Const value that does not match its shape") {
    TensorDesc c(ge::DT_INT64, {3});
    c.value = Int64Bytes({1, 2});
    g.AddConst("c", c);
    CHECK_THAT(InferShapes(BuiltInOps(), g).status().message(), StartsWith("[graph.bad_node] node 'c' (Const)"));
  }
  SECTION("a subgraph without a NetOutput") {
    Node n;
    n.name = "if";
    n.type = "Relu";
    n.inputs = {Out(x)};
    n.subgraphs.emplace_back("then");
    g.Add(n);
    CHECK(InferShapes(BuiltInOps(), g).status().message() ==
          "[graph.bad_subgraph] subgraph 'then' of node 'if' (Relu): a subgraph has exactly one NetOutput, this one "
          "has 0");
  }
}

TEST_CASE("Graph inference: at debug level every op node the pass runs is one trace line", "[core][graph]") {
  ComputeGraph g = ConvReluPool();
  const NodeId mystery = g.AddNode("mystery", "NoSuchOp", {Out(g.FindNode("x"))});
  g.AddNetOutput("out2", {Out(mystery)});
  std::vector<std::string> lines;
  {
    ScopedLogSink capture(
        [&](LogLevel level, const std::string& m) {
          if (level == LogLevel::kDebug && m.find(": node '") != std::string::npos) lines.push_back(m);
        },
        LogLevel::kDebug);
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
    REQUIRE(report.ok());
    CHECK(report->failed == 1);
  }
  REQUIRE(lines.size() == 4);  // conv1, relu1, pool1, mystery: not the Data, Const and NetOutput nodes
  const auto line_of = [&](const std::string& node) {
    for (const std::string& l : lines) {
      if (l.find("node '" + node + "'") != std::string::npos) return l;
    }
    return std::string("<none>");
  };
  CHECK_THAT(line_of("conv1"), StartsWith("graph 'conv_relu_pool': node 'conv1' (Conv2D): [1, 3, 224, 224] float16, "
                                          "[64, 3, 7, 7] float16 -> [1, 64, 112, 112] float16 NCHW; "));
  CHECK_THAT(line_of("conv1"), Contains("InferShape of 'built-in'") && Contains(" us"));
  CHECK_THAT(line_of("pool1"), Contains("-> [1, 64, 56, 56] float16 NCHW; "));
  CHECK_THAT(line_of("mystery"), Contains("(NoSuchOp): [1, 3, 224, 224] float16 -> failed: no op 'NoSuchOp'"));

  SECTION("above debug level nothing is traced") {
    std::vector<std::string> quiet;
    ScopedLogSink capture([&](LogLevel, const std::string& m) { quiet.push_back(m); }, LogLevel::kInfo);
    ComputeGraph again = ConvReluPool();
    REQUIRE(InferShapes(BuiltInOps(), again).ok());
    CHECK(quiet.empty());
  }
  SECTION("values the op's symbolic rule computed are named") {
    ComputeGraph chain("shape_of");
    const NodeId x = chain.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {2, 3}));
    const NodeId shape = chain.AddNode("shape", "Shape", {Out(x)}, {{"dtype", AttrValue::Int(ge::DT_INT64)}});
    chain.AddNetOutput("out", {Out(shape)});
    std::vector<std::string> traced;
    ScopedLogSink capture([&](LogLevel, const std::string& m) { traced.push_back(m); }, LogLevel::kDebug);
    REQUIRE(InferShapes(BuiltInOps(), chain).ok());
    REQUIRE(traced.size() == 1);
    CHECK_THAT(traced[0], Contains("node 'shape' (Shape): [2, 3] float32 -> [2] int64 ND; InferShape of 'built-in', "
                                   "values by InferSymbolShape of 'built-in'; "));
  }
}

TEST_CASE("Graph inference: the progress callback counts the root graph's nodes as they run", "[core][graph]") {
  ComputeGraph g("long_chain");
  NodeId last = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {2, 3}));
  for (int k = 0; k < 9000; ++k) last = g.AddNode("relu" + std::to_string(k), "Relu", {Out(last)});
  g.AddNetOutput("out", {Out(last)});
  std::vector<std::pair<size_t, size_t>> calls;
  GraphInferOptions options;
  options.progress = [&](size_t done, size_t total) { calls.emplace_back(done, total); };
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g, options);
  REQUIRE(report.ok());
  REQUIRE(report->ok());
  const std::vector<std::pair<size_t, size_t>> expected = {{4096, 9002}, {8192, 9002}, {9002, 9002}};
  CHECK(calls == expected);
}

}  // namespace oppkit::test
