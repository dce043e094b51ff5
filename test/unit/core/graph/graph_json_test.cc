// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The JSON graph format (graph.h): reading the test graphs, writing and reading back, error ids; the infershape
// dump and the DOT drawing (graph_inference.h).
#include <catch2/catch.hpp>
#include <cstring>
#include <string>
#include <vector>

#include "common/test_support.h"
#include "graph_test_util.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"

namespace oppkit::test {
namespace {

using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

std::string GraphFile(const std::string& name) { return TestDataDir() + "/graphs/" + name; }

std::string ErrorOf(const std::string& text) {
  Result<ComputeGraph> g = ParseGraphJson(text);
  return g.ok() ? "<parsed>" : g.status().message();
}

}  // namespace

TEST_CASE("Graph JSON: the test graphs load with nodes, attrs, edges and tensors", "[core][graph][json]") {
  Result<ComputeGraph> g = LoadGraphJsonFile(GraphFile("conv_relu_pool.json"));
  REQUIRE(g.ok());
  CHECK(g->name() == "conv_relu_pool");
  REQUIRE(g->size() == 6);
  const Node& x = g->node(g->FindNode("x"));
  CHECK(x.type == kDataNodeType);
  REQUIRE(x.tensor);
  CHECK(x.tensor->dtype == ge::DT_FLOAT16);
  CHECK(ShapeString(x.tensor->shape) == "[1, 3, 224, 224]");
  CHECK(x.tensor->format == ge::FORMAT_NCHW);
  REQUIRE(x.FindAttr("index") != nullptr);
  CHECK(x.FindAttr("index")->GetInt() == 0);
  const Node& conv = g->node(g->FindNode("conv1"));
  CHECK(conv.type == "Conv2D");
  REQUIRE(conv.inputs.size() == 2);
  CHECK(conv.inputs[0].sources.at(0) == OutputRef{g->FindNode("x"), 0});
  CHECK(conv.inputs[1].sources.at(0) == OutputRef{g->FindNode("w"), 0});
  REQUIRE(conv.FindAttr("strides") != nullptr);
  CHECK(conv.FindAttr("strides")->GetListInt() == std::vector<int64_t>{1, 1, 2, 2});

  Result<ComputeGraph> chain = LoadGraphJsonFile(GraphFile("shape_chain.json"));
  REQUIRE(chain.ok());
  const Node& concat = chain->node(chain->FindNode("new_shape"));
  REQUIRE(concat.inputs.size() == 2);
  CHECK(concat.inputs[0].kind == InputArg::Kind::kList);
  CHECK(concat.inputs[0].sources.size() == 2);
  const Node& target = chain->node(chain->FindNode("target"));
  REQUIRE(target.tensor->value);
  CHECK(*target.tensor->value == Int64Bytes({6, -1}));
  // Data nodes without an index get their position among the Data nodes.
  CHECK(chain->node(chain->FindNode("x")).FindAttr("index")->GetInt() == 0);

  SECTION("inference on the loaded graph") {
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), *chain);
    REQUIRE(report.ok());
    CHECK(report->ok());
    CHECK(OutShape(*chain, "flat") == "[6, 20]");
    CHECK(OutShape(*chain, "new_shape") == "[3]");
    CHECK(OutShape(*chain, "reshaped") == "[2, 3, 20]");  // through the folded Shape -> GatherV2 -> ConcatV2
  }
}

TEST_CASE("Graph JSON: writing and reading back gives the same graph", "[core][graph][json]") {
  ComputeGraph g("round trip");
  TensorDesc x(ge::DT_FLOAT16, {-1, 8}, ge::FORMAT_NCHW);
  x.range = ShapeRange{{1, 16}, {8, 8}};
  const NodeId in = g.AddData("in:put", 0, x);  // ':' in a name: edges split at the last ':'
  TensorDesc half(ge::DT_FLOAT16, {3});
  half.value = std::vector<uint8_t>{0x00, 0x38, 0x00, 0xc0, 0x66, 0x2e};  // 0.5, -2, 0.0999755859375
  const NodeId h = g.AddConst("half", half);
  TensorDesc f(ge::DT_FLOAT, {2});
  const float floats[2] = {0.1f, -3.25f};
  f.value = std::vector<uint8_t>(sizeof(floats));
  std::memcpy(f.value->data(), floats, sizeof(floats));
  g.AddConst("floats", f);
  TensorDesc flags(ge::DT_BOOL, {2});
  flags.value = std::vector<uint8_t>{1, 0};
  g.AddConst("flags", flags);
  g.AddConst("ints", Int64Const({-9007199254740993, 7}));
  const NodeId add = g.AddNode("add", "Add", {OutputRef{in, 0}, OutputRef{h, 0}},
                               {{"alpha", AttrValue::Float(0.1f)},
                                {"names", AttrValue::ListString({"a", "b"})},
                                {"flag", AttrValue::Bool(true)},
                                {"nested", AttrValue::ListListInt({{1, 2}, {3}})}});
  const NodeId concat =
      g.AddNode("cat", "ConcatV2", {NodeInput::List({OutputRef{add, 0}, OutputRef{in, 0}}), NodeInput::Absent()});
  OutputHint hint;
  hint.count = 2;
  hint.format = ge::FORMAT_NHWC;  // a declared format (Note [Declared formats])
  g.node(concat).output_hints = {hint};
  g.node(add).input_formats = {ge::FORMAT_ND, ge::FORMAT_NCHW};
  g.AddNetOutput("out", {OutputRef{concat, 0}});

  Result<std::string> text = GraphToJson(g);
  REQUIRE(text.ok());
  Result<ComputeGraph> back = ParseGraphJson(*text);
  REQUIRE(back.ok());
  CHECK(back->name() == "round trip");
  REQUIRE(back->size() == g.size());
  for (size_t k = 0; k < g.size(); ++k) {
    const Node& a = g.node(static_cast<NodeId>(k));
    const Node& b = back->node(static_cast<NodeId>(k));
    INFO(a.name);
    CHECK(a.name == b.name);
    CHECK(a.type == b.type);
    CHECK(a.attrs == b.attrs);
    REQUIRE(a.inputs.size() == b.inputs.size());
    for (size_t i = 0; i < a.inputs.size(); ++i) {
      CHECK(a.inputs[i].kind == b.inputs[i].kind);
      CHECK(a.inputs[i].sources == b.inputs[i].sources);
    }
    REQUIRE(a.tensor.has_value() == b.tensor.has_value());
    if (a.tensor) {
      CHECK(a.tensor->dtype == b.tensor->dtype);
      CHECK(a.tensor->shape == b.tensor->shape);
      CHECK(a.tensor->format == b.tensor->format);
      CHECK(a.tensor->range == b.tensor->range);
      CHECK(a.tensor->value == b.tensor->value);  // fp16, float, bool and int64 bytes survive exactly
    }
    REQUIRE(a.output_hints.size() == b.output_hints.size());
    for (size_t o = 0; o < a.output_hints.size(); ++o) {
      CHECK(a.output_hints[o].count == b.output_hints[o].count);
      CHECK(a.output_hints[o].format == b.output_hints[o].format);
    }
    CHECK(a.input_formats == b.input_formats);
  }
  CHECK_THAT(*text, Contains(R"("input_formats":[null,"NCHW"])") && Contains(R"("outputs":[{"format":"NHWC","count":2}])"));
  // Written again, the text is identical.
  Result<std::string> again = GraphToJson(*back);
  REQUIRE(again.ok());
  CHECK(*again == *text);

  SECTION("the test graph files round-trip too") {
    for (const char* file : {"conv_relu_pool.json", "shape_chain.json", "unknown_op.json", "if_branches.json",
                             "conv_relu_storage.json", "matmul_storage.json", "if_conv.json"}) {
      INFO(file);
      Result<ComputeGraph> loaded = LoadGraphJsonFile(GraphFile(file));
      REQUIRE(loaded.ok());
      Result<std::string> written = GraphToJson(*loaded);
      REQUIRE(written.ok());
      Result<ComputeGraph> reread = ParseGraphJson(*written);
      REQUIRE(reread.ok());
      CHECK(*GraphToJson(*reread) == *written);
    }
  }
}

TEST_CASE("Graph JSON: errors carry graph ids and name the node", "[core][graph][json]") {
  CHECK_THAT(ErrorOf("{\"nodes\": [}"), StartsWith("[graph.bad_json] graph: not valid JSON"));
  CHECK_THAT(ErrorOf("[]"), StartsWith("[graph.bad_json] graph: expected a JSON object"));
  CHECK_THAT(ErrorOf("{\"graph\": \"g\"}"), StartsWith("[graph.bad_json] graph: missing 'nodes'"));
  CHECK_THAT(ErrorOf(R"({"nodes": [{"type": "Relu"}]})"),
             StartsWith("[graph.bad_json] nodes[0]: a node needs a non-empty string 'name'"));
  CHECK_THAT(ErrorOf(R"({"nodes": [{"name": "r", "type": "Relu", "atrs": {}}]})"),
             StartsWith("[graph.bad_json] node 'r': unknown key 'atrs'"));
  CHECK_THAT(ErrorOf(R"({"nodes": [{"name": "x", "type": "Data", "tensor": {"dtype": "f16", "shape": [1]}}]})"),
             StartsWith("[graph.bad_json] node 'x' tensor.dtype: unknown dtype 'f16'"));
  CHECK_THAT(ErrorOf(R"({"nodes": [{"name": "r", "type": "Relu", "attrs": {"a": [1, "b"]}}]})"),
             StartsWith("[graph.bad_json] node 'r' attrs.a:"));
  const std::string data = R"({"name": "x", "type": "Data", "tensor": {"dtype": "float32", "shape": [4]}})";
  CHECK_THAT(ErrorOf(R"({"nodes": [)" + data + R"(, {"name": "r", "type": "Relu", "inputs": ["y:0"]}]})"),
             StartsWith("[graph.unknown_node] node 'r' (Relu): input 0 comes from 'y:0', but there is no node 'y'"));
  CHECK_THAT(ErrorOf(R"({"nodes": [)" + data + R"(, {"name": "r", "type": "Relu", "inputs": ["x"]}]})"),
             StartsWith("[graph.bad_edge] node 'r' (Relu): input 0: 'x' is not \"node:index\""));
  CHECK_THAT(ErrorOf(R"({"nodes": [)" + data + R"(, {"name": "r", "type": "Relu", "inputs": [7]}]})"),
             StartsWith("[graph.bad_json] node 'r' inputs[0]: expected \"node:index\""));
  CHECK_THAT(ErrorOf(R"({"nodes": [)" + data + "," + data + "]}"), StartsWith("[graph.duplicate_node] node 'x'"));
  CHECK_THAT(ErrorOf(R"({"nodes": [{"name": "c", "type": "Const", "tensor": {"dtype": "int64", "shape": [3],
                      "value": [1, 2]}}]})"),
             StartsWith("[graph.bad_node] node 'c' (Const): its value has 16 bytes"));
  CHECK_THAT(ErrorOf(R"({"nodes": [{"name": "i", "type": "If", "subgraphs": []}]})"),
             StartsWith("[graph.bad_subgraph] node 'i' (If): an If node has two subgraphs"));
  CHECK_THAT(ErrorOf(R"({"nodes": [{"name": "i", "type": "If", "subgraphs": [{"graph": "then", "nodes": [
                      {"name": "r", "type": "Relu", "inputs": ["nope:0"]}]}]}]})"),
             StartsWith("[graph.unknown_node] subgraph 'then' of node 'i': node 'r' (Relu): input 0 comes from "
                        "'nope:0', but there is no node 'nope'"));
  CHECK_THAT(ErrorOf(R"({"nodes": [{"name": "i", "type": "If", "subgraphs": {}}]})"),
             StartsWith("[graph.bad_json] node 'i': 'subgraphs' must be an array"));
  CHECK_THAT(ErrorOf(R"({"nodes": [{"name": "r", "type": "Relu", "input_formats": ["NCHX"]}]})"),
             StartsWith("[graph.bad_json] node 'r' input_formats[0]: unknown format 'NCHX'"));
  CHECK_THAT(ErrorOf(R"({"nodes": [{"name": "c", "type": "Const", "tensor": {"dtype": "float32", "shape": [4],
                      "storage_format": "NC1HWC0"}}]})"),
             StartsWith("[graph.bad_json] node 'c': tensor.storage_format: only a Data tensor takes"));
  CHECK_THAT(ErrorOf(R"({"nodes": [{"name": "x", "type": "Data", "tensor": {"dtype": "float32", "shape": [4],
                      "storage_shape": [4]}}]})"),
             StartsWith("[graph.bad_json] node 'x' tensor: 'storage_shape' needs a 'storage_format'"));
  CHECK_THAT(ErrorOf(R"({"nodes": [{"name": "x", "type": "Data", "tensor": {"dtype": "float32", "shape": [4],
                      "storage_format": "NC9"}}]})"),
             StartsWith("[graph.bad_json] node 'x' tensor.storage_format: unknown format 'NC9'"));
  CHECK_THAT(ErrorOf(R"({"nodes": [{"name": "r", "type": "Relu", "outputs": [{"storage_format": "NC1HWC0"}]}]})"),
             StartsWith("[graph.bad_json] node 'r' outputs[0].storage_format: an op's storage formats are selected"));
  CHECK_THAT(ErrorOf(R"({"nodes": [{"name": "r", "type": "Relu", "input_storage": [null]}]})"),
             StartsWith("[graph.bad_json] node 'r': 'input_storage' is a NetOutput key"));
  CHECK_THAT(ErrorOf(R"({"nodes": [{"name": "o", "type": "NetOutput", "input_storage": [{"format": "ND"}]}]})"),
             StartsWith("[graph.bad_json] node 'o' input_storage[0]: unknown key 'format'"));
  CHECK_THAT(ErrorOf(R"({"nodes": [)" + data + R"(, {"name": "o", "type": "NetOutput", "inputs": ["x:0"],
                      "input_storage": [null, {"storage_format": "ND"}]}]})"),
             StartsWith("[graph.bad_node] node 'o' (NetOutput): 2 user storage formats for 1 graph outputs"));
  Result<ComputeGraph> missing = LoadGraphJsonFile(GraphFile("no_such_file.json"));
  REQUIRE_FALSE(missing.ok());
  CHECK_THAT(missing.status().message(), StartsWith("[io.error]"));
}

TEST_CASE("Graph dump: the infershape dump and the DOT drawing of an inferred graph", "[core][graph][json]") {
  Result<ComputeGraph> g = LoadGraphJsonFile(GraphFile("unknown_op.json"));
  REQUIRE(g.ok());
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), *g);
  REQUIRE(report.ok());
  const std::string dump = InferenceDumpToJson(*g, *report);
  CHECK_THAT(dump, StartsWith("{\"graph\": \"unknown_op\",\n \"nodes\": [\n"));
  CHECK_THAT(dump, Contains(R"({"name":"side","type":"Sigmoid","inputs":[{"source":"x:0"}],"outputs":[{"name":"y",)"
                            R"("dtype":"float16","origin_shape":[8,16],"origin_format":"ND","storage_shape":[8,16],)"
                            R"("storage_format":"ND"}]})"));
  CHECK_THAT(dump, Contains(R"({"name":"mystery","type":"NoSuchOp","state":"failed",)"));
  CHECK_THAT(dump, Contains(R"({"name":"after","type":"Relu","state":"skipped",)"));
  CHECK_THAT(dump, Contains(R"("summary": {"nodes":5,"unknown_shapes":2,"errors":[{"node":"mystery","op":"NoSuchOp",)"
                            R"("code":"graph.node_failed","cause":"infer.unknown_op","message":"node 'mystery' )"));
  // The dump is JSON a graph reader can at least tokenise (the CLI test parses it with an independent parser).
  CHECK_THAT(ErrorOf(dump), StartsWith("[graph.bad_json] graph: unknown key 'summary'"));

  const std::string dot = GraphToDot(*g);
  CHECK_THAT(dot, StartsWith("digraph \"unknown_op\" {\n"));
  CHECK_THAT(dot, Contains("n0 [label=\"x\\nData\\ny: float16 [8,16] ND\", shape=ellipse];"));
  CHECK_THAT(dot, Contains("n1 [label=\"mystery\\nNoSuchOp\\n0: undefined [-2] ND\", color=red"));
  CHECK_THAT(dot, Contains("n0 -> n3 [label=\"float16 [8,16]\"];"));
  CHECK_THAT(dot, Contains("fillcolor=lightgrey"));
}

}  // namespace oppkit::test

namespace oppkit::test {

TEST_CASE("Graph JSON: output_names name the outputs in the dump and survive a round trip", "[core][graph][json]") {
  const std::string text = R"({"graph": "named", "nodes": [
    {"name": "x", "type": "Data", "output_names": ["input.1"],
     "tensor": {"dtype": "float32", "shape": [2, 3]}},
    {"name": "relu", "type": "Relu", "inputs": ["x:0"], "output_names": ["/relu/Relu_output_0"]},
    {"name": "out", "type": "NetOutput", "inputs": ["relu:0"]}]})";
  Result<ComputeGraph> g = ParseGraphJson(text);
  REQUIRE(g.ok());
  CHECK(g->node(g->FindNode("relu")).output_names == std::vector<std::string>{"/relu/Relu_output_0"});
  Result<std::string> written = GraphToJson(*g);
  REQUIRE(written.ok());
  CHECK_THAT(*written, Contains(R"("output_names":["/relu/Relu_output_0"])"));
  Result<ComputeGraph> back = ParseGraphJson(*written);
  REQUIRE(back.ok());
  CHECK(back->node(back->FindNode("x")).output_names == std::vector<std::string>{"input.1"});

  Result<GraphInferReport> report = InferShapes(BuiltInOps(), *back);
  REQUIRE(report.ok());
  REQUIRE(report->ok());
  CHECK(back->node(back->FindNode("x")).outputs.at(0).name == "input.1");
  CHECK(back->node(back->FindNode("relu")).outputs.at(0).name == "/relu/Relu_output_0");
  const std::string dump = InferenceDumpToJson(*back, *report);
  CHECK_THAT(dump, Contains(R"("outputs":[{"name":"/relu/Relu_output_0","dtype":"float32")"));

  SECTION("output_names must be strings") {
    CHECK_THAT(ErrorOf(R"({"graph": "g", "nodes": [{"name": "x", "type": "Data", "output_names": [1],
                          "tensor": {"dtype": "float32", "shape": [2]}}]})"),
               StartsWith("[graph.bad_json] node 'x' output_names[0]: expected a string"));
  }
}

}  // namespace oppkit::test

namespace oppkit::test {

TEST_CASE("Graph DOT: control characters in names are written as visible escapes", "[core][graph][json]") {
  ComputeGraph g(std::string("odd\0name", 8));
  const NodeId x = g.AddData(std::string("in\0put", 6), 0, TensorDesc(ge::DT_FLOAT, {2}));
  const NodeId r = g.AddNode("tab\there\r", "Relu", {OutputRef{x, 0}});
  g.AddNetOutput("out", {OutputRef{r, 0}});
  const std::string dot = GraphToDot(g);
  CHECK(dot.find('\0') == std::string::npos);
  CHECK(dot.find('\t') == std::string::npos);
  CHECK(dot.find('\r') == std::string::npos);
  CHECK_THAT(dot, StartsWith("digraph \"odd\\\\x00name\" {\n"));
  CHECK_THAT(dot, Contains("label=\"in\\\\x00put\\n"));
  CHECK_THAT(dot, Contains("label=\"tab\\\\x09here\\\\x0d\\n"));
}

}  // namespace oppkit::test
