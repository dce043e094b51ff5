// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The symbolic pass (GraphInferOptions::symbolic) and EvaluateShapes on small hand-built graphs, against the real
// built-in op packages of the build: input symbols from dim_params, formulas through the ops' InferSymbolShape,
// fresh symbols where an op has none, bindings by input shapes, the dump's fields.
#include <catch2/catch.hpp>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "graph_test_util.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"

namespace oppkit::test {
namespace {

using Catch::Matchers::Contains;

// x [batch, seq, 64] and mask [batch, seq, 1] (named dims) -> Relu(x) + mask -> BatchMatMulV2 with w [64, 32]; bias
// [-1] (an unnamed dim) added to the product.
ComputeGraph Attention() {
  ComputeGraph g("attention");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {-1, -1, 64}));
  g.node(x).dim_params = {"batch", "seq", ""};
  const NodeId mask = g.AddData("mask", 1, TensorDesc(ge::DT_FLOAT, {-1, -1, 1}));
  g.node(mask).dim_params = {"batch", "seq"};
  const NodeId bias = g.AddData("bias", 2, TensorDesc(ge::DT_FLOAT, {-1}));
  const NodeId w = g.AddConst("w", TensorDesc(ge::DT_FLOAT, {64, 32}));
  const NodeId relu = g.AddNode("relu", "Relu", {OutputRef{x, 0}});
  const NodeId masked = g.AddNode("masked", "Add", {OutputRef{relu, 0}, OutputRef{mask, 0}});
  const NodeId mm = g.AddNode("mm", "BatchMatMulV2", {OutputRef{masked, 0}, OutputRef{w, 0}});
  const NodeId out = g.AddNode("biased", "Add", {OutputRef{mm, 0}, OutputRef{bias, 0}});
  g.AddNetOutput("net_out", {OutputRef{out, 0}});
  return g;
}

}  // namespace

TEST_CASE("Symbolic graph: named input dims flow through the ops' InferSymbolShape as formulas",
          "[core][graph][symbolic]") {
  ComputeGraph g = Attention();
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g, SymbolicOptions());
  REQUIRE(report.ok());
  CHECK(report->ok());
  CHECK(report->symbolic);
  CHECK(SymbolicShape(g, "x") == "[batch, seq, 64]");
  CHECK(SymbolicShape(g, "mask") == "[batch, seq, 1]");
  CHECK(SymbolicShape(g, "bias") == "[s0]");
  CHECK(SymbolicShape(g, "w") == "[64, 32]");
  CHECK(SymbolicShape(g, "relu") == "[batch, seq, 64]");
  CHECK(SymbolicShape(g, "masked") == "[batch, seq, 64]");
  CHECK(SymbolicShape(g, "mm") == "[batch, seq, 32]");
  CHECK(SymbolicShape(g, "biased") == "[batch, seq, 32]");
  // The numeric pass still has -1 where a dim varies.
  CHECK(OutShape(g, "mm") == "[-1, -1, 32]");
  CHECK(report->symbolic_rules == 4);

  REQUIRE(report->symbols.size() == 3);
  CHECK(report->symbols[0].name == "batch");
  CHECK(report->symbols[0].node == "x");
  CHECK(report->symbols[0].dim == 0);
  CHECK_FALSE(report->symbols[0].fresh);
  CHECK(report->symbols[1].name == "seq");
  CHECK(report->symbols[2].name == "s0");
  CHECK(report->symbols[2].node == "bias");
  // The bias broadcast against 32 holds only if s0 is 32 or 1: the rule assumed it equal (no hint says otherwise).
  REQUIRE(report->guards.size() == 1);
  CHECK_THAT(report->guards[0], Contains("s0") && Contains("32"));

  SECTION("EvaluateShapes gives every tensor's shape from the formulas") {
    Result<std::vector<EvaluatedShape>> shapes = EvaluateShapes(g, {{"batch", 8}, {"seq", 128}, {"s0", 32}});
    REQUIRE(shapes.ok());
    std::map<std::string, std::string> by_node;
    for (const EvaluatedShape& s : *shapes) by_node[g.node(s.node).name] = ShapeString(s.shape);
    CHECK(by_node["x"] == "[8, 128, 64]");
    CHECK(by_node["mm"] == "[8, 128, 32]");
    CHECK(by_node["biased"] == "[8, 128, 32]");
    CHECK(by_node.count("net_out") == 0);
  }
  SECTION("a dim with a symbol without a value is -1") {
    Result<std::vector<EvaluatedShape>> shapes = EvaluateShapes(g, {{"batch", 8}});
    REQUIRE(shapes.ok());
    for (const EvaluatedShape& s : *shapes) {
      if (g.node(s.node).name == "mm") CHECK(ShapeString(s.shape) == "[8, -1, 32]");
    }
  }
  SECTION("a negative dim is graph.symbolic_eval naming the node, output and dim") {
    Result<std::vector<EvaluatedShape>> shapes = EvaluateShapes(g, {{"batch", -3}, {"seq", 4}, {"s0", 1}});
    REQUIRE_FALSE(shapes.ok());
    CHECK(shapes.status().code() == ErrorCode::kGraphSymbolicEval);
    CHECK_THAT(shapes.status().message(), Contains("node 'x'") && Contains("dim 0") && Contains("negative"));
  }
  SECTION("the dump carries symbols, guards and per-output formulas") {
    const std::string dump = InferenceDumpToJson(g, *report);
    CHECK_THAT(dump, Contains(R"("symbolic_shape":["batch","seq","32"])"));
    CHECK_THAT(dump, Contains(R"("symbols": [{"name":"batch","source":{"input":"x","dim":0}})"));
    CHECK_THAT(dump, Contains(R"("guards": [")"));
    CHECK_THAT(dump, Contains(R"("symbols":3,"fresh_symbols":0,"guards":1,"symbolic_rules":4)"));
    CHECK_THAT(GraphToDot(g), Contains("[batch, seq, 32]"));
  }
  SECTION("without the option there is no symbolic output") {
    ComputeGraph plain = Attention();
    Result<GraphInferReport> numeric = InferShapes(BuiltInOps(), plain);
    REQUIRE(numeric.ok());
    CHECK_FALSE(numeric->symbolic);
    CHECK(SymbolicShape(plain, "mm") == "<none>");
    CHECK_THAT(InferenceDumpToJson(plain, *numeric), !Contains("symbol"));
  }
}

TEST_CASE("Symbolic graph: an input shape binds a named dim to its number in every input", "[core][graph][symbolic]") {
  ComputeGraph g = Attention();
  GraphInferOptions options = SymbolicOptions();
  options.input_shapes.push_back({"x", {4, -1, 64}});
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g, options);
  REQUIRE(report.ok());
  CHECK(report->ok());
  CHECK(SymbolicShape(g, "x") == "[4, seq, 64]");
  CHECK(SymbolicShape(g, "mask") == "[4, seq, 1]");  // the same name, bound through x's shape
  CHECK(SymbolicShape(g, "mm") == "[4, seq, 32]");
  REQUIRE(report->symbols.size() == 3);
  CHECK(report->symbols[0].name == "batch");
  REQUIRE(report->symbols[0].value.has_value());
  CHECK(*report->symbols[0].value == 4);
  CHECK_FALSE(report->symbols[1].value.has_value());
  CHECK_THAT(InferenceDumpToJson(g, *report), Contains(R"({"name":"batch","source":{"input":"x","dim":0},"value":4})"));
}

TEST_CASE("Symbolic graph: nodes of numbers only take their InferShape's numbers without running a rule",
          "[core][graph][symbolic]") {
  // Every input bound: the whole graph is numbers, and no rule runs.
  ComputeGraph bound = Attention();
  GraphInferOptions options = SymbolicOptions();
  options.input_shapes = {{"x", {4, 5, 64}}, {"mask", {4, 5, 1}}, {"bias", {32}}};
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), bound, options);
  REQUIRE(report.ok());
  CHECK(report->ok());
  CHECK(report->symbolic_rules == 0);
  CHECK(SymbolicShape(bound, "mm") == "[4, 5, 32]");
  CHECK(SymbolicShape(bound, "biased") == "[4, 5, 32]");
  // One input left symbolic: the nodes behind it run their rules again.
  ComputeGraph partly = Attention();
  options.input_shapes = {{"x", {4, 5, 64}}, {"mask", {4, 5, 1}}};
  report = InferShapes(BuiltInOps(), partly, options);
  REQUIRE(report.ok());
  CHECK(report->symbolic_rules == 1);  // biased: mm + bias [s0]
  CHECK(SymbolicShape(partly, "biased") == "[4, 5, 32]");
  CHECK(report->guards == std::vector<std::string>{"s0 == 32"});
}

TEST_CASE("Symbolic graph: a dynamic convolution's spatial dims are formulas, through InferGraph's TransData",
          "[core][graph][symbolic]") {
  // x [-1, 3, -1, -1] -> Conv2D (16 3x3 filters, stride 2, pad 1) -> Relu -> Add(relu, relu).
  ComputeGraph g = DynamicConvGraph();
  Result<GraphInferReport> report = InferGraph(BuiltInOps(), g, SymbolicOptions());
  REQUIRE(report.ok());
  CHECK(report->ok());
  CHECK(report->trans_data_inserted > 0);
  CHECK(SymbolicShape(g, "x") == "[s0, 3, s1, s2]");
  CHECK(SymbolicShape(g, "conv") == "[s0, 16, (s1 + 1)//2, (s2 + 1)//2]");
  CHECK(SymbolicShape(g, "add") == "[s0, 16, (s1 + 1)//2, (s2 + 1)//2]");  // equal formulas: no guard
  CHECK(report->guards.empty());
  for (const Node& n : g.nodes()) {
    if (n.inserted) CHECK(n.outputs.at(0).symbolic_shape.has_value());  // TransData keeps its input's formulas
  }
  Result<std::vector<EvaluatedShape>> shapes = EvaluateShapes(g, {{"s0", 2}, {"s1", 225}, {"s2", 224}});
  REQUIRE(shapes.ok());
  for (const EvaluatedShape& s : *shapes) {
    if (g.node(s.node).name == "add") CHECK(ShapeString(s.shape) == "[2, 16, 113, 112]");
  }
}

TEST_CASE("Symbolic graph: an unknown dim no rule gives is a fresh symbol named after its node",
          "[core][graph][symbolic]") {
  // Where(x) has one row per true element of x: a dim only the data decides. Shape(where) holds it as a value.
  ComputeGraph g("data_dependent");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {-1, 4}));
  const NodeId where = g.AddNode("where", "Where", {OutputRef{x, 0}});
  const NodeId shape = g.AddNode("shape", "Shape", {OutputRef{where, 0}}, {{"dtype", AttrValue::Int(ge::DT_INT64)}});
  g.AddNetOutput("out", {OutputRef{shape, 0}});
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g, SymbolicOptions());
  REQUIRE(report.ok());
  CHECK(report->ok());
  CHECK(SymbolicShape(g, "x") == "[s0, 4]");
  CHECK(SymbolicShape(g, "where") == "[s1, 2]");
  const std::optional<std::vector<ge::Expression>>& values = g.node(shape).outputs.at(0).symbolic_value;
  REQUIRE(values.has_value());
  REQUIRE(values->size() == 2);
  CHECK(std::string((*values)[0].Str().get()) == "s1");
  REQUIRE(report->symbols.size() == 2);
  const GraphSymbol& fresh = report->symbols[1];
  CHECK(fresh.fresh);
  CHECK(fresh.name == "s1");
  CHECK(fresh.node == "where");
  CHECK(fresh.output == 0);
  CHECK(fresh.dim == 0);
  CHECK_THAT(InferenceDumpToJson(g, *report),
             Contains(R"({"name":"s1","source":{"node":"where","output":0,"dim":0}})") &&
                 Contains(R"("symbols":1,"fresh_symbols":1)"));
  // EvaluateShapes cannot know s1: that dim is -1, the rest is known.
  Result<std::vector<EvaluatedShape>> shapes = EvaluateShapes(g, {{"s0", 3}});
  REQUIRE(shapes.ok());
  for (const EvaluatedShape& s : *shapes) {
    if (g.node(s.node).name == "where") CHECK(ShapeString(s.shape) == "[-1, 2]");
  }
}

TEST_CASE("Symbolic graph: dim_params become names of the grammar, an unknown rank has no symbolic shape",
          "[core][graph][symbolic]") {
  ComputeGraph g("names");
  const NodeId a = g.AddData("a", 0, TensorDesc(ge::DT_FLOAT, {-1, -1, -1}));
  g.node(a).dim_params = {"batch size", "max", "2d"};
  const NodeId b = g.AddData("b", 1, TensorDesc(ge::DT_FLOAT, {-2}));
  const NodeId ra = g.AddNode("ra", "Relu", {OutputRef{a, 0}});
  const NodeId rb = g.AddNode("rb", "Relu", {OutputRef{b, 0}});
  g.AddNetOutput("out", {OutputRef{ra, 0}, OutputRef{rb, 0}});
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g, SymbolicOptions());
  REQUIRE(report.ok());
  CHECK(SymbolicShape(g, "a") == "[batch_size, max_, _2d]");
  CHECK(SymbolicShape(g, "ra") == "[batch_size, max_, _2d]");
  CHECK(SymbolicShape(g, "b") == "<none>");
  CHECK(SymbolicShape(g, "rb") == "<none>");
  Result<std::vector<EvaluatedShape>> shapes = EvaluateShapes(g, {{"batch_size", 2}, {"max_", 3}, {"_2d", 4}});
  REQUIRE(shapes.ok());
  CHECK(shapes->size() == 2);
}

TEST_CASE("Symbolic graph: a storage shape is a formula too", "[core][graph][symbolic]") {
  ComputeGraph g = DynamicConvGraph();
  g.node(g.FindNode("x")).dim_params = {"n", "", "h", "w"};
  Result<GraphInferReport> report = InferGraph(BuiltInOps(), g, SymbolicOptions());
  REQUIRE(report.ok());
  CHECK(report->ok());
  // The Conv2D runs in NC1HWC0: its output's C1 and the spatial dims are formulas of the window.
  const GraphTensorDesc& conv = g.node(g.FindNode("conv")).outputs.at(0);
  REQUIRE(conv.storage_format == ge::FORMAT_NC1HWC0);
  REQUIRE(conv.symbolic_storage_shape.has_value());
  std::string storage;
  for (const ge::Expression& e : *conv.symbolic_storage_shape) {
    storage += (storage.empty() ? "" : ", ") + std::string(e.Str().get());
  }
  CHECK(storage == "n, 1, (h + 1)//2, (w + 1)//2, 16");
  // A tensor in its origin format has none: its storage shape is the origin one.
  CHECK_FALSE(g.node(g.FindNode("x")).outputs.at(0).symbolic_storage_shape.has_value());
  const std::string dump = InferenceDumpToJson(g, *report);
  CHECK_THAT(dump, Contains(R"("symbolic_storage_shape":["n","1","(h + 1)//2","(w + 1)//2","16"])"));
  // EvaluateShapes gives the storage shape beside the shape.
  Result<std::vector<EvaluatedShape>> shapes = EvaluateShapes(g, {{"n", 2}, {"h", 9}, {"w", 8}});
  REQUIRE(shapes.ok());
  bool found = false;
  for (const EvaluatedShape& e : *shapes) {
    if (e.node != g.FindNode("conv")) continue;
    found = true;
    CHECK(ShapeString(e.shape) == "[2, 16, 5, 4]");
    CHECK(ShapeString(e.storage_shape) == "[2, 1, 5, 4, 16]");
  }
  CHECK(found);
}

}  // namespace oppkit::test

namespace oppkit::test {
namespace {

// x [batch, 3, h, w] -> two identical blocks (3x3 Conv2D keeping the size, its own weights, Relu), a third like them
// but of stride 2, and two Reshapes of a flattened [batch, 12] that differ only in their target's value.
ComputeGraph RepeatedBlocks() {
  ComputeGraph g("repeated");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {-1, 3, -1, -1}, ge::FORMAT_NCHW));
  g.node(x).dim_params = {"batch", "", "h", "w"};
  const auto conv = [&](const std::string& name, NodeId in, int64_t stride) {
    const NodeId w = g.AddConst(name + "_w", TensorDesc(ge::DT_FLOAT16, {3, 3, 3, 3}, ge::FORMAT_NCHW));
    return g.AddNode(name, "Conv2D", {OutputRef{in, 0}, OutputRef{w, 0}},
                     {{"strides", AttrValue::ListInt({1, 1, stride, stride})},
                      {"pads", AttrValue::ListInt({1, 1, 1, 1})},
                      {"data_format", AttrValue::String("NCHW")}});
  };
  const NodeId relu1 = g.AddNode("relu1", "Relu", {OutputRef{conv("conv1", x, 1), 0}});
  const NodeId relu2 = g.AddNode("relu2", "Relu", {OutputRef{conv("conv2", relu1, 1), 0}});
  const NodeId relu3 = g.AddNode("relu3", "Relu", {OutputRef{conv("strided", relu2, 2), 0}});
  const NodeId flat = g.AddData("flat", 1, TensorDesc(ge::DT_FLOAT, {-1, 12}));
  g.node(flat).dim_params = {"batch", ""};
  const NodeId by6 = g.AddConst("by6", Int64Const({-1, 6}));
  const NodeId by2 = g.AddConst("by2", Int64Const({-1, 2}));
  const NodeId reshape6 = g.AddNode("reshape6", "Reshape", {OutputRef{flat, 0}, OutputRef{by6, 0}});
  const NodeId reshape2 = g.AddNode("reshape2", "Reshape", {OutputRef{flat, 0}, OutputRef{by2, 0}});
  g.AddNetOutput("out", {OutputRef{relu3, 0}, OutputRef{reshape6, 0}, OutputRef{reshape2, 0}});
  return g;
}

}  // namespace

TEST_CASE("Symbolic graph: a node that shows its rule what an earlier node did takes that node's result",
          "[core][graph][symbolic]") {
  ComputeGraph g = RepeatedBlocks();
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g, SymbolicOptions());
  REQUIRE(report.ok());
  REQUIRE(report->ok());
  // The second block repeats the first (other node and weight names, the same descs, attrs and formulas).
  CHECK(SymbolicShape(g, "conv1") == "[batch, 3, h, w]");
  CHECK(SymbolicShape(g, "conv2") == "[batch, 3, h, w]");
  CHECK(SymbolicShape(g, "relu2") == "[batch, 3, h, w]");
  // Another attr value, other input formulas (relu3's descs are relu2's), another value of a data-dependent input:
  // each its own run, its own formulas.
  CHECK(SymbolicShape(g, "strided") == "[batch, 3, (h + 1)//2, (w + 1)//2]");
  CHECK(SymbolicShape(g, "relu3") == "[batch, 3, (h + 1)//2, (w + 1)//2]");
  CHECK(SymbolicShape(g, "reshape6") == "[batch*2, 6]");
  CHECK(SymbolicShape(g, "reshape2") == "[batch*6, 2]");
  CHECK(report->symbolic_rules == 8);
  CHECK(report->symbolic_rules_reused == 2);  // conv2 and relu2

}

}  // namespace oppkit::test
