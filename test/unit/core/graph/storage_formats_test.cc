// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The storage-format passes (core/graph/src/passes/storage_formats.h) on small hand-built graphs with the real built-in ops:
// user storage formats, format selection from the ops' declarations, TransData insertion, breadth fusion and
// symmetric-pair elimination, as InferGraph runs them after the FormatRefiner and the InferShape pass.
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "all_ops.h"
#include "graph/graph.h"
#include "passes/storage_formats.h"
#include "graph_test_util.h"
#include "oppkit/graph/ge_graph.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/shape_query.h"
#include "common/test_support.h"
#include "unit/core/loading/host_plugin.h"

namespace oppkit::test {
namespace {

using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

OutputRef Out(NodeId node, uint32_t index = 0) { return OutputRef{node, index}; }

struct Passes {
  GraphInferReport report;
};

// The whole pipeline: the storage-format passes run last in InferGraph.
Passes Run(ComputeGraph& g, const GraphInferOptions& options = {}, const RegistrySnapshot& ops = BuiltInOps()) {
  Result<GraphInferReport> report = InferGraph(ops, g, options);
  REQUIRE(report.ok());
  return Passes{std::move(*report)};
}

const Node& N(const ComputeGraph& g, const std::string& name) {
  const NodeId id = g.FindNode(name);
  INFO("node " << name);
  REQUIRE(id != kInvalidNodeId);
  return g.node(id);
}

// `NC1HWC0 [8, 1, 224, 224, 16]`.
std::string Storage(const GraphTensorDesc& d) {
  return std::string(FormatToString(d.storage_format)) + " " + ShapeString(d.storage_shape);
}

// The producer of input instance \p k of \p node.
const Node& Feeder(const ComputeGraph& g, const std::string& node, size_t k = 0) {
  size_t instance = 0;
  for (const NodeInput& in : N(g, node).inputs) {
    for (const OutputRef& s : in.sources) {
      if (instance++ == k) return g.node(s.node);
    }
  }
  FAIL("node " << node << " has no input " << k);
  return g.node(0);
}

// Node names in the order the dump lists them (inserted nodes before their first consumer), `x, w, ...`.
std::string Names(const ComputeGraph& g) {
  std::string out;
  for (NodeId id : detail::ListingOrder(g)) out += (out.empty() ? "" : ", ") + g.node(id).name;
  return out;
}

size_t CountTransData(const ComputeGraph& g) {
  size_t n = 0;
  for (const Node& node : g.nodes()) n += node.type == "TransData" ? 1 : 0;
  return n;
}

std::string StrAttr(const Node& n, const char* name) {
  const AttrValue* v = n.FindAttr(name);
  return v == nullptr ? "<none>" : v->GetString();
}

// Every edge between inferred nodes carries one storage layout: producer output == consumer input desc.
void CheckEdgesAgree(const ComputeGraph& g) {
  for (const Node& n : g.nodes()) {
    if (n.state != NodeState::kInferred) continue;
    size_t instance = 0;
    for (const NodeInput& in : n.inputs) {
      for (const OutputRef& s : in.sources) {
        const GraphTensorDesc& from = g.node(s.node).outputs.at(s.index);
        const GraphTensorDesc& to = n.input_descs.at(instance++);
        INFO(g.node(s.node).name << " -> " << n.name);
        CHECK_FALSE(detail::NeedsTransData(from, to));
      }
    }
  }
}

// TransData's own InferShape (the op of the registry, through InferOp) on an inserted node's attrs and input: its
// answer for a plain -> storage hop is the storage shape the pass gave the node's output.
std::string TransDataAnswer(const Node& t) {
  OpQuery q;
  q.op_type = "TransData";
  q.attrs = t.attrs;
  const GraphTensorDesc& in = t.input_descs.at(0);
  q.inputs = {TensorDesc(in.dtype, in.origin_shape, in.storage_format)};
  Result<QueryResult> r = InferOp(BuiltInOps(), q);
  REQUIRE(r.ok());
  return ShapeString(r->outputs.at(0).descs.at(0).shape);
}

std::vector<std::pair<std::string, AttrValue>> ConvAttrs(std::vector<int64_t> strides, std::vector<int64_t> pads,
                                                         int64_t groups = 1) {
  return {{"strides", AttrValue::ListInt(std::move(strides))},
          {"pads", AttrValue::ListInt(std::move(pads))},
          {"groups", AttrValue::Int(groups)},
          {"data_format", AttrValue::String("NCHW")}};
}

// The network of docs/formats.md §0.3: Data x [8, 3, 224, 224] NCHW fp16 -> Conv2D (64 7x7, stride 2, pad 3) -> Relu ->
// NetOutput.
ComputeGraph ConvRelu(std::optional<UserStorageFormat> data_storage = std::nullopt,
                      std::optional<UserStorageFormat> output_storage = std::nullopt) {
  ComputeGraph g("conv_relu");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {8, 3, 224, 224}, ge::FORMAT_NCHW));
  if (data_storage) g.node(x).user_storage_formats = {data_storage};
  const NodeId w = g.AddConst("w", TensorDesc(ge::DT_FLOAT16, {64, 3, 7, 7}, ge::FORMAT_NCHW));
  const NodeId conv = g.AddNode("conv", "Conv2D", {Out(x), Out(w)}, ConvAttrs({1, 1, 2, 2}, {3, 3, 3, 3}));
  const NodeId relu = g.AddNode("relu", "Relu", {Out(conv)});
  const NodeId out = g.AddNetOutput("out", {Out(relu)});
  if (output_storage) g.node(out).user_storage_formats = {output_storage};
  return g;
}

// Data x [1, 16, 8, 8] NCHW fp16 -> Conv2D \p name (16 1x1) with its own filter.
NodeId AddConv1x1(ComputeGraph& g, const std::string& name, OutputRef x) {
  const NodeId w = g.AddConst(name + "_w", TensorDesc(ge::DT_FLOAT16, {16, 16, 1, 1}, ge::FORMAT_NCHW));
  return g.AddNode(name, "Conv2D", {x, Out(w)}, ConvAttrs({1, 1, 1, 1}, {0, 0, 0, 0}));
}

std::string Errors(const GraphInferReport& report) {
  std::string all;
  for (const GraphError& e : report.errors) all += e.status.message() + "\n";
  return all;
}

// A subgraph Data node standing for parent input instance \p parent (no tensor: its desc is the parent's input).
NodeId AddSubgraphData(ComputeGraph& g, const std::string& name, int64_t parent) {
  Node d;
  d.name = name;
  d.type = kDataNodeType;
  d.SetAttr("index", AttrValue::Int(0));
  d.SetAttr(kParentNodeIndexAttr, AttrValue::Int(parent));
  return g.Add(std::move(d));
}

// flag (bool) and x [1, 16, 8, 8] NCHW fp16 -> If(flag, x) -> NetOutput; then: a 1x1 Conv2D -> Relu; else: Relu.
ComputeGraph IfConv() {
  ComputeGraph g("if_conv");
  const NodeId flag = g.AddData("flag", 0, TensorDesc(ge::DT_BOOL, {}));
  const NodeId x = g.AddData("x", 1, TensorDesc(ge::DT_FLOAT16, {1, 16, 8, 8}, ge::FORMAT_NCHW));
  ComputeGraph then_branch("then");
  const NodeId tx = AddSubgraphData(then_branch, "tx", 1);
  const NodeId relu = then_branch.AddNode("then_relu", "Relu", {Out(AddConv1x1(then_branch, "conv", Out(tx)))});
  then_branch.AddNetOutput("then_out", {Out(relu)});
  ComputeGraph else_branch("else");
  const NodeId ex = AddSubgraphData(else_branch, "ex", 1);
  else_branch.AddNetOutput("else_out", {Out(else_branch.AddNode("else_relu", "Relu", {Out(ex)}))});
  Node iff;
  iff.name = "if1";
  iff.type = "If";
  iff.inputs = {NodeInput(Out(flag)), NodeInput::List({Out(x)})};
  iff.subgraphs.push_back(std::move(then_branch));
  iff.subgraphs.push_back(std::move(else_branch));
  const NodeId node = g.Add(std::move(iff));
  g.AddNetOutput("out", {Out(node)});
  return g;
}

}  // namespace

TEST_CASE("Storage formats: the Conv2D -> Relu network runs in NC1HWC0 between two TransData",
          "[core][graph][storage]") {
  ComputeGraph g = ConvRelu();
  const Passes p = Run(g);
  CHECK(p.report.ok());
  CHECK(Names(g) == "x, w, trans_TransData_0, trans_TransData_1, conv, relu, trans_TransData_2, out");
  CHECK(p.report.inferred == 8);
  CHECK(p.report.trans_data_inserted == 3);
  CHECK(p.report.storage_selected == 2);  // conv (a combination) and relu (following it)

  // TransData NCHW -> NC1HWC0 before the conv: the storage shape of docs/formats.md §2.4 (C = 3 padded to C0 = 16).
  const Node& to_5hd = N(g, "trans_TransData_0");
  CHECK(to_5hd.type == "TransData");
  CHECK(to_5hd.inserted);
  CHECK(to_5hd.state == NodeState::kInferred);
  CHECK(StrAttr(to_5hd, "src_format") == "NCHW");
  CHECK(StrAttr(to_5hd, "dst_format") == "NC1HWC0");
  CHECK(to_5hd.FindAttr("groups") == nullptr);
  CHECK(&Feeder(g, "trans_TransData_0") == &N(g, "x"));
  CHECK(Storage(to_5hd.input_descs.at(0)) == "NCHW [8, 3, 224, 224]");
  const GraphTensorDesc& x5 = to_5hd.outputs.at(0);
  CHECK(x5.origin_format == ge::FORMAT_NCHW);  // the origin view is what the model means
  CHECK(ShapeString(x5.origin_shape) == "[8, 3, 224, 224]");
  CHECK(Storage(x5) == "NC1HWC0 [8, 1, 224, 224, 16]");
  CHECK(TransDataAnswer(to_5hd) == "[8, 1, 224, 224, 16]");  // TransData's own InferShape agrees

  // The filter in FRACTAL_Z: [C1 * kh * kw, N / 16, 16, C0] = [49, 4, 16, 16].
  const Node& to_fz = N(g, "trans_TransData_1");
  CHECK(&Feeder(g, "trans_TransData_1") == &N(g, "w"));
  CHECK(StrAttr(to_fz, "dst_format") == "FRACTAL_Z");
  CHECK(Storage(to_fz.outputs.at(0)) == "FRACTAL_Z [49, 4, 16, 16]");
  CHECK(TransDataAnswer(to_fz) == "[49, 4, 16, 16]");

  const Node& conv = N(g, "conv");
  CHECK(Storage(conv.input_descs.at(0)) == "NC1HWC0 [8, 1, 224, 224, 16]");
  CHECK(Storage(conv.input_descs.at(1)) == "FRACTAL_Z [49, 4, 16, 16]");
  CHECK(Storage(conv.outputs.at(0)) == "NC1HWC0 [8, 4, 112, 112, 16]");
  CHECK(conv.outputs.at(0).origin_format == ge::FORMAT_NCHW);
  // Relu follows its input.
  const Node& relu = N(g, "relu");
  CHECK(&Feeder(g, "relu") == &conv);
  CHECK(Storage(relu.input_descs.at(0)) == "NC1HWC0 [8, 4, 112, 112, 16]");
  CHECK(Storage(relu.outputs.at(0)) == "NC1HWC0 [8, 4, 112, 112, 16]");
  // And back to NCHW for the graph output.
  const Node& back = N(g, "trans_TransData_2");
  CHECK(StrAttr(back, "src_format") == "NC1HWC0");
  CHECK(StrAttr(back, "dst_format") == "NCHW");
  CHECK(Storage(back.outputs.at(0)) == "NCHW [8, 64, 112, 112]");
  CHECK(&Feeder(g, "out") == &back);
  CHECK(Storage(N(g, "out").input_descs.at(0)) == "NCHW [8, 64, 112, 112]");
  CheckEdgesAgree(g);

  SECTION("a converted graph needs no more TransData") {
    CHECK(detail::InsertTransData(g) == 0);
    CHECK(detail::FuseTransDataBreadth(g) == 0);
    CHECK(detail::EliminateSymmetricTransData(g) == 0);
  }
  SECTION("InferGraph again starts from the model: the same graph") {
    const std::string before = InferenceDumpToJson(g, p.report);
    const Passes again = Run(g);
    CHECK(again.report.ok());
    CHECK(again.report.trans_data_inserted == 3);  // the earlier run's TransData were dropped first
    CHECK(Names(g) == "x, w, trans_TransData_0, trans_TransData_1, conv, relu, trans_TransData_2, out");
    CHECK(InferenceDumpToJson(g, again.report) == before);
    CHECK(again.report.inferred == 8);
  }
  SECTION("InferShapes alone drops them too: storage = origin") {
    Result<GraphInferReport> shapes = InferShapes(BuiltInOps(), g);
    REQUIRE(shapes.ok());
    CHECK(shapes->ok());
    CHECK(Names(g) == "x, w, conv, relu, out");
    CHECK(&Feeder(g, "conv") == &N(g, "x"));
    CHECK(Storage(N(g, "relu").outputs.at(0)) == "NCHW [8, 64, 112, 112]");
  }
  SECTION("the dump marks the inserted nodes") {
    const std::string dump = InferenceDumpToJson(g, p.report);
    CHECK_THAT(dump, Contains(R"({"name":"trans_TransData_0","type":"TransData","inserted":true,)"
                              R"("inputs":[{"source":"x:0"}],"outputs":[{"name":"dst","dtype":"float16",)"
                              R"("origin_shape":[8,3,224,224],"origin_format":"NCHW","storage_shape":[8,1,224,224,16],)"
                              R"("storage_format":"NC1HWC0"}]})"));
    CHECK_THAT(dump, Contains(R"({"name":"relu","type":"Relu","inputs":[{"source":"conv:0"}],)"));
    CHECK_THAT(dump, Contains(R"("summary": {"nodes":8,"unknown_shapes":0,"errors":[]})"));
  }
  SECTION("the DOT drawing highlights TransData and the edges stored in another layout") {
    const std::string dot = GraphToDot(g);
    CHECK_THAT(dot, Contains("n5 [label=\"trans_TransData_0\\nTransData\\ndst: float16 [8,3,224,224] NCHW -> "
                             "NC1HWC0 [8,1,224,224,16]\\n(inserted)\", color=\"#e69138\", fillcolor=\"#fce5cd\"];"));
    CHECK_THAT(dot, Contains("n2 -> n3 [label=\"float16 [8,64,112,112]\\nNC1HWC0 [8,4,112,112,16]\", "
                             "color=\"#3d85c6\""));
    CHECK_THAT(dot, Contains("n7 -> n4 [label=\"float16 [8,64,112,112]\"];"));  // back in NCHW: plain edge
  }
}

TEST_CASE("Storage formats: unknown dims stay unknown in the storage shapes", "[core][graph][storage]") {
  ComputeGraph g = ConvRelu();
  GraphInferOptions options;
  options.input_shapes.push_back({"x", {-1, 3, 224, 224}});
  const Passes p = Run(g, options);
  CHECK(p.report.ok());
  CHECK(Storage(N(g, "trans_TransData_0").outputs.at(0)) == "NC1HWC0 [-1, 1, 224, 224, 16]");
  CHECK(Storage(N(g, "relu").outputs.at(0)) == "NC1HWC0 [-1, 4, 112, 112, 16]");
  CHECK(p.report.unknown_shapes == 5);  // x, its TransData, conv, relu, the TransData back
}

TEST_CASE("Storage formats: MatMulV2 takes FRACTAL_NZ, its 1-D bias stays ND, and falls back to ND",
          "[core][graph][storage]") {
  ComputeGraph g("matmul");
  const NodeId a = g.AddData("a", 0, TensorDesc(ge::DT_FLOAT16, {32, 64}));
  const NodeId b = g.AddData("b", 1, TensorDesc(ge::DT_FLOAT16, {64, 48}));
  const NodeId bias = g.AddConst("bias", TensorDesc(ge::DT_FLOAT16, {48}));
  const NodeId mm = g.AddNode("mm", "MatMulV2", {Out(a), Out(b), Out(bias)});
  g.AddNetOutput("out", {Out(mm)});
  GraphInferOptions options;
  SECTION("known shapes: FRACTAL_NZ") {
    const Passes p = Run(g, options);
    CHECK(p.report.ok());
    const Node& m = N(g, "mm");
    CHECK(Storage(m.input_descs.at(0)) == "FRACTAL_NZ [4, 2, 16, 16]");  // [32, 64]: [64 / 16, 32 / 16, 16, 16]
    CHECK(Storage(m.input_descs.at(1)) == "FRACTAL_NZ [3, 4, 16, 16]");
    CHECK(Storage(m.input_descs.at(2)) == "ND [48]");
    CHECK(Storage(m.outputs.at(0)) == "FRACTAL_NZ [3, 2, 16, 16]");
    CHECK(&Feeder(g, "mm", 2) == &N(g, "bias"));  // no TransData for the bias
    CHECK(StrAttr(Feeder(g, "mm", 0), "dst_format") == "FRACTAL_NZ");
    CHECK(StrAttr(Feeder(g, "out"), "src_format") == "FRACTAL_NZ");
    CHECK(StrAttr(Feeder(g, "out"), "dst_format") == "ND");
    CHECK(CountTransData(g) == 3);
    CheckEdgesAgree(g);
  }
  SECTION("an operand of unknown rank does not fit FRACTAL_NZ: the ND combination, no TransData") {
    g.node(a).tensor->shape = {-2};
    const Passes p = Run(g, options);
    CHECK(p.report.ok());
    CHECK(Storage(N(g, "mm").input_descs.at(1)) == "ND [64, 48]");
    CHECK(CountTransData(g) == 0);
    CHECK(p.report.storage_selected == 0);
  }
}

TEST_CASE("Storage formats: a user storage format on Data removes the TransData before the conv",
          "[core][graph][storage]") {
  SECTION("NC1HWC0 on the Data node") {
    ComputeGraph g = ConvRelu(UserStorageFormat{ge::FORMAT_NC1HWC0, std::nullopt});
    const Passes p = Run(g);
    CHECK(p.report.ok());
    CHECK(Storage(N(g, "x").outputs.at(0)) == "NC1HWC0 [8, 1, 224, 224, 16]");
    CHECK(N(g, "x").outputs.at(0).origin_format == ge::FORMAT_NCHW);
    CHECK(&Feeder(g, "conv") == &N(g, "x"));
    CHECK(Names(g) == "x, w, trans_TransData_0, conv, relu, trans_TransData_1, out");
    CHECK(p.report.user_storage_formats == 1);
    CheckEdgesAgree(g);
  }
  SECTION("with the storage shape the transfer engine derives") {
    ComputeGraph g = ConvRelu(UserStorageFormat{ge::FORMAT_NC1HWC0, std::vector<int64_t>{8, 1, 224, 224, 16}});
    CHECK(Run(g).report.ok());
    CHECK(&Feeder(g, "conv") == &N(g, "x"));
  }
  SECTION("the Data tensor's own storage_format counts too") {
    ComputeGraph g = ConvRelu();
    g.node(g.FindNode("x")).tensor->storage_format = ge::FORMAT_NC1HWC0;
    CHECK(Run(g).report.ok());
    CHECK(&Feeder(g, "conv") == &N(g, "x"));
  }
  SECTION("on the NetOutput input: no TransData back to NCHW") {
    ComputeGraph g = ConvRelu(std::nullopt, UserStorageFormat{ge::FORMAT_NC1HWC0, std::nullopt});
    const Passes p = Run(g);
    CHECK(p.report.ok());
    CHECK(&Feeder(g, "out") == &N(g, "relu"));
    CHECK(Storage(N(g, "out").input_descs.at(0)) == "NC1HWC0 [8, 4, 112, 112, 16]");
    CHECK(CountTransData(g) == 2);
  }
  SECTION("a 4-D ND Data is read as NCHW, as the compile-time rule reads it") {
    ComputeGraph g("nd");
    const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_INT8, {2, 40, 5, 5}));
    g.node(x).user_storage_formats = {UserStorageFormat{ge::FORMAT_NC1HWC0, std::nullopt}};
    g.AddNetOutput("out", {Out(x)});
    CHECK(Run(g).report.ok());
    CHECK(Storage(N(g, "x").outputs.at(0)) == "NC1HWC0 [2, 2, 5, 5, 32]");  // int8: C0 32
    CHECK(StrAttr(Feeder(g, "out"), "src_format") == "NC1HWC0");
  }
}

TEST_CASE("Storage formats: a user storage format the transfer engine rejects is graph.bad_storage_format",
          "[core][graph][storage]") {
  SECTION("a storage shape that does not match the derived one") {
    ComputeGraph g = ConvRelu(UserStorageFormat{ge::FORMAT_NC1HWC0, std::vector<int64_t>{8, 2, 224, 224, 16}});
    const Passes p = Run(g);
    REQUIRE(p.report.errors.size() == 1);
    const GraphError& e = p.report.errors[0];
    CHECK(e.node == "x");
    CHECK(e.cause == ErrorCode::kGraphBadStorageFormat);
    CHECK(e.status.message() ==
          "[graph.bad_storage_format] node 'x' (Data): output 0: storage_format NC1HWC0: storage_shape "
          "[8, 2, 224, 224, 16] does not match [8, 1, 224, 224, 16], the storage shape of NCHW [8, 3, 224, 224] "
          "(float16)");
    // The rest goes on as without it: x stays NCHW, a TransData feeds the conv.
    CHECK(Storage(N(g, "x").outputs.at(0)) == "NCHW [8, 3, 224, 224]");
    CHECK(Feeder(g, "conv").type == "TransData");
  }
  SECTION("a format that is no layout of the tensor") {
    ComputeGraph g("bad");
    const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {2, 3}));
    g.node(x).user_storage_formats = {UserStorageFormat{ge::FORMAT_NC1HWC0, std::nullopt}};
    const NodeId out = g.AddNetOutput("out", {Out(x)});
    g.node(out).user_storage_formats = {UserStorageFormat{ge::FORMAT_FRACTAL_ZN_RNN, std::nullopt}};
    const Passes p = Run(g);
    REQUIRE(p.report.errors.size() == 2);
    CHECK(p.report.errors[0].status.message() ==
          "[graph.bad_storage_format] node 'x' (Data): output 0: storage_format NC1HWC0 is not a layout of ND [2, 3] "
          "(float16) (docs/graph.md, \"Storage formats\")");
    CHECK_THAT(p.report.errors[1].status.message(),
               StartsWith("[graph.bad_storage_format] node 'out' (NetOutput): graph output 0: storage_format "
                          "FRACTAL_ZN_RNN is not a layout of"));
    CHECK(CountTransData(g) == 0);
  }
  SECTION("strict mode stops at the first error: no TransData") {
    ComputeGraph g = ConvRelu(UserStorageFormat{ge::FORMAT_NC1HWC0, std::vector<int64_t>{1}});
    GraphInferOptions options;
    options.strict = true;
    const Passes p = Run(g, options);
    CHECK(p.report.errors.size() == 1);
    CHECK(CountTransData(g) == 0);
  }
}

TEST_CASE("Storage formats: an inserted TransData that a model TransData undoes is removed with it",
          "[core][graph][storage]") {
  // x -> conv (1x1) -> relu (NC1HWC0) -> TransData NCHW -> NC1HWC0 (the model's) -> NetOutput. The model's TransData
  // reads NCHW, so a TransData NC1HWC0 -> NCHW goes before it; together they are a no-op pair.
  ComputeGraph g("symmetric");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {1, 16, 8, 8}, ge::FORMAT_NCHW));
  const NodeId relu = g.AddNode("relu", "Relu", {Out(AddConv1x1(g, "conv", Out(x)))});
  SECTION("NCHW -> NC1HWC0 after a NC1HWC0 -> NCHW: both go") {
    const NodeId td = g.AddNode("td", "TransData", {Out(relu)},
                                {{"src_format", AttrValue::String("NCHW")}, {"dst_format", AttrValue::String("NC1HWC0")}});
    g.AddNetOutput("out", {Out(td)});
    const Passes p = Run(g);
    CHECK(p.report.ok());
    CHECK(p.report.trans_data_inserted == 3);  // x, the filter, before td
    CHECK(p.report.trans_data_eliminated == 2);
    CHECK(g.FindNode("td") == kInvalidNodeId);
    CHECK(&Feeder(g, "out") == &N(g, "relu"));
    CHECK(Storage(N(g, "relu").outputs.at(0)) == "NC1HWC0 [1, 1, 8, 8, 16]");
    CHECK(Storage(N(g, "out").input_descs.at(0)) == "NC1HWC0 [1, 1, 8, 8, 16]");
    CHECK(Names(g) == "x, conv_w, trans_TransData_0, trans_TransData_1, conv, relu, out");
    CheckEdgesAgree(g);
  }
  SECTION("NCHW -> NHWC after a NC1HWC0 -> NCHW does not undo it: both stay") {
    g.AddNode("td", "TransData", {Out(relu)},
              {{"src_format", AttrValue::String("NCHW")}, {"dst_format", AttrValue::String("NHWC")}});
    g.AddNetOutput("out", {Out(g.FindNode("td"))});
    const Passes p = Run(g);
    CHECK(p.report.ok());
    CHECK(p.report.trans_data_eliminated == 0);
    CHECK(Feeder(g, "out").name == "td");
    CHECK(StrAttr(Feeder(g, "td"), "src_format") == "NC1HWC0");
    CHECK(Feeder(g, "td").inserted);
  }
}

TEST_CASE("Storage formats: symmetric elimination keeps a pair whose origin shapes differ", "[core][graph][storage]") {
  // By hand: P (NCHW [1, 3, 4, 5] stored NC1HWC0 [1, 1, 4, 5, 16]) -> T1 (to NCHW) -> T2 (to NC1HWC0, origin C 5)
  // -> C. The storage layouts match, but C 3 and C 5 pad to one C1: dropping the pair would change the data.
  auto desc = [](std::vector<int64_t> origin, ge::Format storage, std::vector<int64_t> storage_shape) {
    GraphTensorDesc d;
    d.dtype = ge::DT_FLOAT16;
    d.origin_format = ge::FORMAT_NCHW;
    d.origin_shape = std::move(origin);
    d.storage_format = storage;
    d.storage_shape = std::move(storage_shape);
    return d;
  };
  const GraphTensorDesc p5 = desc({1, 3, 4, 5}, ge::FORMAT_NC1HWC0, {1, 1, 4, 5, 16});
  const GraphTensorDesc mid = desc({1, 3, 4, 5}, ge::FORMAT_NCHW, {1, 3, 4, 5});
  const int64_t c = GENERATE(3, 5);
  const GraphTensorDesc back = desc({1, c, 4, 5}, ge::FORMAT_NC1HWC0, {1, 1, 4, 5, 16});
  ComputeGraph g("pair");
  auto add = [&](const std::string& name, const std::string& type, std::vector<NodeInput> inputs,
                 std::vector<GraphTensorDesc> in, std::vector<GraphTensorDesc> out) {
    const NodeId id = g.AddNode(name, type, std::move(inputs));
    g.node(id).input_descs = std::move(in);
    g.node(id).outputs = std::move(out);
    g.node(id).state = NodeState::kInferred;
    return id;
  };
  const NodeId p = add("p", "Relu", {}, {}, {p5});
  const NodeId t1 = add("t1", "TransData", {Out(p)}, {p5}, {mid});
  const NodeId t2 = add("t2", "TransData", {Out(t1)}, {mid}, {back});
  add("c", "Relu", {Out(t2)}, {back}, {back});
  const bool same_c = c == 3;
  INFO("origin C " << c);
  CHECK(detail::EliminateSymmetricTransData(g) == (same_c ? 2u : 0u));
  CHECK(Feeder(g, "c").name == (same_c ? "p" : "t2"));
}

TEST_CASE("Storage formats: identical TransData on one producer output are merged", "[core][graph][storage]") {
  SECTION("two convs reading one Data share its TransData") {
    ComputeGraph g("two_convs");
    const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {1, 16, 8, 8}, ge::FORMAT_NCHW));
    const NodeId a = AddConv1x1(g, "conv_a", Out(x));
    const NodeId b = AddConv1x1(g, "conv_b", Out(x));
    g.AddNetOutput("out", {Out(a), Out(b)});
    const Passes p = Run(g);
    CHECK(p.report.ok());
    CHECK(p.report.trans_data_merged == 1);
    CHECK(CountTransData(g) == 5);  // x once, two filters, two outputs back to NCHW
    const Node& shared = Feeder(g, "conv_a");
    CHECK(shared.type == "TransData");
    CHECK(&Feeder(g, "conv_b") == &shared);
    CHECK(&Feeder(g, shared.name) == &N(g, "x"));
    CHECK(Names(g) ==
          "x, conv_a_w, trans_TransData_0, trans_TransData_1, conv_a, conv_b_w, trans_TransData_3, conv_b, "
          "trans_TransData_4, trans_TransData_5, out");
    CheckEdgesAgree(g);
  }
  SECTION("the model's own duplicates too") {
    ComputeGraph g("duplicates");
    const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {1, 16, 8, 8}, ge::FORMAT_NCHW));
    const std::vector<std::pair<std::string, AttrValue>> attrs = {{"src_format", AttrValue::String("NCHW")},
                                                                  {"dst_format", AttrValue::String("NC1HWC0")}};
    const NodeId t1 = g.AddNode("t1", "TransData", {Out(x)}, attrs);
    const NodeId t2 = g.AddNode("t2", "TransData", {Out(x)}, attrs);
    g.AddNetOutput("out", {Out(t1), Out(t2)});
    const Passes p = Run(g);
    CHECK(p.report.ok());
    CHECK(p.report.trans_data_merged == 1);
    CHECK(g.FindNode("t2") == kInvalidNodeId);
    CHECK(Feeder(g, "out", 0).name == "t1");
    CHECK(Feeder(g, "out", 1).name == "t1");
  }
}

TEST_CASE("Storage formats: with storage_formats off only the user's formats apply", "[core][graph][storage]") {
  GraphInferOptions options;
  options.storage_formats = false;  // --no-storage-formats
  SECTION("no user format: every tensor stays in its origin format, no TransData") {
    ComputeGraph g = ConvRelu();
    const Passes p = Run(g, options);
    CHECK(p.report.ok());
    CHECK(CountTransData(g) == 0);
    CHECK(p.report.storage_selected == 0);
    for (const Node& n : g.nodes()) {
      for (const GraphTensorDesc& d : n.outputs) {
        CHECK(d.storage_format == d.origin_format);
        CHECK(d.storage_shape == d.origin_shape);
      }
    }
  }
  SECTION("a user format on Data: one TransData to the conv's origin format") {
    ComputeGraph g = ConvRelu(UserStorageFormat{ge::FORMAT_NC1HWC0, std::nullopt});
    const Passes p = Run(g, options);
    CHECK(p.report.ok());
    CHECK(CountTransData(g) == 1);
    CHECK(StrAttr(Feeder(g, "conv"), "src_format") == "NC1HWC0");
    CHECK(StrAttr(Feeder(g, "conv"), "dst_format") == "NCHW");
    CHECK(Storage(N(g, "conv").outputs.at(0)) == "NCHW [8, 64, 112, 112]");
  }
}

TEST_CASE("Storage formats: format-agnostic ops follow agreeing inputs, else run in origin formats",
          "[core][graph][storage]") {
  ComputeGraph g("agnostic");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {1, 16, 8, 8}, ge::FORMAT_NCHW));
  const NodeId a = AddConv1x1(g, "conv_a", Out(x));
  const NodeId b = AddConv1x1(g, "conv_b", Out(x));
  SECTION("two NC1HWC0 inputs of one shape: followed") {
    g.AddNetOutput("out", {Out(g.AddNode("add", "Add", {Out(a), Out(b)}))});
    CHECK(Run(g).report.ok());
    CHECK(&Feeder(g, "add", 0) == &N(g, "conv_a"));
    CHECK(&Feeder(g, "add", 1) == &N(g, "conv_b"));
    CHECK(Storage(N(g, "add").outputs.at(0)) == "NC1HWC0 [1, 1, 8, 8, 16]");
  }
  SECTION("a broadcast operand: origin formats") {
    const NodeId bias = g.AddConst("bias", TensorDesc(ge::DT_FLOAT16, {16, 1, 1}, ge::FORMAT_NCHW));
    g.AddNetOutput("out", {Out(g.AddNode("add", "Add", {Out(a), Out(bias)}))});
    CHECK(Run(g).report.ok());
    CHECK(StrAttr(Feeder(g, "add", 0), "src_format") == "NC1HWC0");
    CHECK(&Feeder(g, "add", 1) == &N(g, "bias"));
    CHECK(Storage(N(g, "add").outputs.at(0)) == "NCHW [1, 16, 8, 8]");
    CHECK(&Feeder(g, "out") == &N(g, "add"));
  }
  SECTION("a scalar operand keeps its origin format") {
    TensorDesc two(ge::DT_FLOAT16, {});
    const NodeId c = g.AddConst("two", two);
    g.AddNetOutput("out", {Out(g.AddNode("mul", "Mul", {Out(a), Out(c)}))});
    CHECK(Run(g).report.ok());
    CHECK(&Feeder(g, "mul", 0) == &N(g, "conv_a"));
    CHECK(&Feeder(g, "mul", 1) == &N(g, "two"));
    // The FormatRefiner's default rule on Mul gave the scalar's input desc NCHW; it keeps that origin layout.
    CHECK(Storage(N(g, "mul").input_descs.at(1)) == "NCHW []");
    CHECK(Storage(N(g, "mul").outputs.at(0)) == "NC1HWC0 [1, 1, 8, 8, 16]");
  }
  SECTION("a Cast to int8 follows with the C0 of its own dtype") {
    g.AddNetOutput("out", {Out(g.AddNode("cast", "Cast", {Out(a)}, {{"dst_type", AttrValue::Int(ge::DT_INT8)}}))});
    CHECK(Run(g).report.ok());
    CHECK(Storage(N(g, "cast").input_descs.at(0)) == "NC1HWC0 [1, 1, 8, 8, 16]");
    CHECK(Storage(N(g, "cast").outputs.at(0)) == "NC1HWC0 [1, 1, 8, 8, 32]");
  }
  CheckEdgesAgree(g);
}

TEST_CASE("Storage formats: two storage layouts are converted through the origin layout", "[core][graph][storage]") {
  // A filter fed in NC1HWC0 (a user storage format) to a Conv2D that wants FRACTAL_Z: NC1HWC0 -> NCHW -> FRACTAL_Z.
  ComputeGraph g("two_hops");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {1, 16, 8, 8}, ge::FORMAT_NCHW));
  const NodeId f = g.AddData("f", 1, TensorDesc(ge::DT_FLOAT16, {16, 16, 3, 3}, ge::FORMAT_NCHW));
  g.node(f).user_storage_formats = {UserStorageFormat{ge::FORMAT_NC1HWC0, std::nullopt}};
  const NodeId conv = g.AddNode("conv", "Conv2D", {Out(x), Out(f)}, ConvAttrs({1, 1, 1, 1}, {1, 1, 1, 1}));
  g.AddNetOutput("out", {Out(conv)});
  CHECK(Run(g).report.ok());
  const Node& second = Feeder(g, "conv", 1);
  CHECK(StrAttr(second, "src_format") == "NCHW");
  CHECK(StrAttr(second, "dst_format") == "FRACTAL_Z");
  CHECK(Storage(second.outputs.at(0)) == "FRACTAL_Z [9, 1, 16, 16]");
  const Node& first = Feeder(g, second.name);
  CHECK(StrAttr(first, "src_format") == "NC1HWC0");
  CHECK(StrAttr(first, "dst_format") == "NCHW");
  CHECK(Storage(first.input_descs.at(0)) == "NC1HWC0 [16, 1, 3, 3, 16]");
  CHECK(&Feeder(g, first.name) == &N(g, "f"));
  CheckEdgesAgree(g);
}

TEST_CASE("Storage formats: a grouped Conv2D's filter takes FRACTAL_Z with its group count", "[core][graph][storage]") {
  ComputeGraph g("grouped");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {1, 32, 8, 8}, ge::FORMAT_NCHW));
  const NodeId w = g.AddConst("w", TensorDesc(ge::DT_FLOAT16, {32, 16, 3, 3}, ge::FORMAT_NCHW));
  const NodeId conv = g.AddNode("conv", "Conv2D", {Out(x), Out(w)}, ConvAttrs({1, 1, 1, 1}, {1, 1, 1, 1}, 2));
  g.AddNetOutput("out", {Out(conv)});
  CHECK(Run(g).report.ok());
  const GraphTensorDesc& filter = N(g, "conv").input_descs.at(1);
  CHECK(ge::GetPrimaryFormat(filter.storage_format) == ge::FORMAT_FRACTAL_Z);
  CHECK(ge::GetSubFormat(filter.storage_format) == 2);
  CHECK(ShapeString(filter.storage_shape) == "[18, 1, 16, 16]");  // the group rule of docs/formats.md §2.4
  const Node& t = Feeder(g, "conv", 1);
  CHECK(StrAttr(t, "dst_format") == "FRACTAL_Z");
  REQUIRE(t.FindAttr("dst_subformat") != nullptr);
  CHECK(t.FindAttr("dst_subformat")->GetInt() == 2);
  CHECK(t.FindAttr("groups")->GetInt() == 2);
  CHECK(TransDataAnswer(t) == "[18, 1, 16, 16]");
}

TEST_CASE("Storage formats: a declaration that does not match the winning prototype is dropped at load",
          "[core][graph][storage]") {
  OpRegistry registry;
  LoadOptions load;
  load.opp_root = BuildOppRoot();
  load.use_environment = false;
  load.load_vendors = false;
  REQUIRE(LoadOpPackages(load, registry).ok());
  const StorageFormatDeclaration built_in = registry.Snapshot()->Find("Relu")->functions.storage_formats;
  static const OppkitTensorFormat kTwo[] = {{ge::FORMAT_NC1HWC0, 0, nullptr, nullptr},
                                            {ge::FORMAT_NC1HWC0, 0, nullptr, nullptr}};
  static const OppkitStorageCombination kCombination[] = {{2, 1, kTwo, kTwo}};
  HostPlugin plugin;
  OppkitOpImpl& relu = plugin.AddImpl("Relu");
  relu.storage_format_kind = OPPKIT_STORAGE_FORMATS_COMBINATIONS;
  relu.storage_combination_count = 1;
  relu.storage_combinations = kCombination;
  relu.storage_formats_source = OppkitSourceLocation{"bad_relu.cc", 3, 0};
  REQUIRE(registry.AddHostPackage("bad_decl", plugin.Info(), kCustomPriorityBase).ok());
  const std::shared_ptr<const RegistrySnapshot> ops = registry.Snapshot();
  const OpEntry* entry = ops->Find("Relu");
  REQUIRE(entry->dropped.size() == 1);
  CHECK(entry->dropped[0].field == OpField::kStorageFormats);
  CHECK(entry->dropped[0].reason == ErrorCode::kRegistryIncompatiblePrototype);
  CHECK(entry->dropped[0].registration.source == "bad_relu.cc:3");
  CHECK_THAT(entry->dropped[0].detail, StartsWith("combination 1 names 2 inputs and 1 outputs, the prototype has 1 "
                                                  "and 1, of 'built-in'"));
  CHECK(entry->functions.storage_formats.kind == built_in.kind);  // the built-in declaration stays
  CHECK(entry->PackageOf(OpField::kStorageFormats) != "bad_decl");

  ComputeGraph g("bad_declaration");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {1, 16, 8, 8}, ge::FORMAT_NCHW));
  const NodeId r1 = g.AddNode("r1", "Relu", {Out(x)});
  g.AddNetOutput("out", {Out(r1)});
  const Passes p = Run(g, {}, *ops);
  CHECK(p.report.errors.empty());
}

TEST_CASE("Storage formats: an op output hint's storage_format is reported, not used", "[core][graph][storage]") {
  ComputeGraph g("hint");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {1, 16, 8, 8}, ge::FORMAT_NCHW));
  const NodeId relu = g.AddNode("relu", "Relu", {Out(x)});
  OutputHint hint;
  hint.storage_format = ge::FORMAT_NC1HWC0;
  g.node(relu).output_hints = {hint};
  g.AddNetOutput("out", {Out(relu)});
  const Passes p = Run(g);
  REQUIRE(p.report.errors.size() == 1);
  CHECK_THAT(p.report.errors[0].status.message(),
             StartsWith("[graph.bad_storage_format] node 'relu' (Relu): output hint 0 has a storage_format"));
  CHECK(Storage(N(g, "relu").outputs.at(0)) == "NCHW [1, 16, 8, 8]");
  CHECK(CountTransData(g) == 0);
}

TEST_CASE("Storage formats: user storage formats in the JSON graph format", "[core][graph][storage][json]") {
  const std::string text =
      R"({"graph": "user_storage", "nodes": [)"
      R"({"name": "x", "type": "Data", "tensor": {"dtype": "float16", "shape": [8, 3, 224, 224], "format": "NCHW",)"
      R"( "storage_format": "NC1HWC0", "storage_shape": [8, 1, 224, 224, 16]}},)"
      R"({"name": "w", "type": "Const", "tensor": {"dtype": "float16", "shape": [64, 3, 7, 7], "format": "NCHW"}},)"
      R"({"name": "conv", "type": "Conv2D", "inputs": ["x:0", "w:0"], "attrs": {"strides": [1, 1, 2, 2],)"
      R"( "pads": [3, 3, 3, 3], "data_format": "NCHW"}},)"
      R"({"name": "out", "type": "NetOutput", "inputs": ["conv:0", "x:0"],)"
      R"( "input_storage": [{"storage_format": "NC1HWC0"}, null]}]})";
  Result<ComputeGraph> g = ParseGraphJson(text);
  REQUIRE(g.ok());
  const Node& x = N(*g, "x");
  REQUIRE(x.user_storage_formats.size() == 1);
  CHECK(x.user_storage_formats[0]->format == ge::FORMAT_NC1HWC0);
  CHECK(ShapeString(*x.user_storage_formats[0]->shape) == "[8, 1, 224, 224, 16]");
  CHECK_FALSE(x.tensor->storage_format.has_value());
  const Node& out = N(*g, "out");
  REQUIRE(out.user_storage_formats.size() == 2);
  CHECK(out.user_storage_formats[0]->format == ge::FORMAT_NC1HWC0);
  CHECK_FALSE(out.user_storage_formats[0]->shape.has_value());
  CHECK_FALSE(out.user_storage_formats[1].has_value());

  Result<std::string> written = GraphToJson(*g);
  REQUIRE(written.ok());
  CHECK_THAT(*written, Contains(R"("format":"NCHW","storage_format":"NC1HWC0","storage_shape":[8,1,224,224,16]})"));
  CHECK_THAT(*written, Contains(R"("input_storage":[{"storage_format":"NC1HWC0"},null])"));
  Result<ComputeGraph> reread = ParseGraphJson(*written);
  REQUIRE(reread.ok());
  CHECK(*GraphToJson(*reread) == *written);

  const Passes p = Run(*g);
  CHECK(p.report.ok());
  CHECK(&Feeder(*g, "conv") == &N(*g, "x"));  // x is fed in NC1HWC0
  CHECK(&Feeder(*g, "out", 0) == &N(*g, "conv"));  // and conv's y is wanted so
  CHECK(StrAttr(Feeder(*g, "out", 1), "dst_format") == "NCHW");  // x as a graph output is wanted in NCHW
  CHECK(CountTransData(*g) == 2);
}


TEST_CASE("Storage formats: the passes run inside subgraphs, each a graph whose boundary stays in origin formats",
          "[core][graph][storage][subgraph]") {
  ComputeGraph g = IfConv();
  const Passes p = Run(g);
  INFO(Errors(p.report));
  CHECK(p.report.ok());
  const Node& iff = N(g, "if1");
  // The If runs in its origin formats: nothing converted around it in the root graph.
  CHECK(Names(g) == "flag, x, if1, out");
  CHECK(Storage(iff.input_descs.at(1)) == "NCHW [1, 16, 8, 8]");
  CHECK(Storage(iff.outputs.at(0)) == "NCHW [1, 16, 8, 8]");
  // Inside the then branch: x to NC1HWC0, the filter to FRACTAL_Z, and back to NCHW for the branch's NetOutput.
  const ComputeGraph& then_branch = iff.subgraphs.at(0);
  CHECK(Names(then_branch) == "tx, conv_w, trans_TransData_0, trans_TransData_1, conv, then_relu, trans_TransData_2, "
                              "then_out");
  CHECK(Storage(N(then_branch, "tx").outputs.at(0)) == "NCHW [1, 16, 8, 8]");
  CHECK(Storage(N(then_branch, "then_relu").outputs.at(0)) == "NC1HWC0 [1, 1, 8, 8, 16]");
  CHECK(Storage(N(then_branch, "then_out").input_descs.at(0)) == "NCHW [1, 16, 8, 8]");
  CHECK(N(then_branch, "trans_TransData_2").inserted);
  CheckEdgesAgree(then_branch);
  // The else branch has nothing to convert.
  CHECK(Names(iff.subgraphs.at(1)) == "ex, else_relu, else_out");
  CheckEdgesAgree(g);
  // Counts cover the subgraphs' nodes, the inserted ones included.
  CHECK(p.report.trans_data_inserted == 3);
  CHECK(p.report.storage_selected == 2);  // conv and then_relu
  CHECK(g.TotalSize() == 4 + 8 + 3);
  CHECK(p.report.inferred == g.TotalSize());
  const std::string dump = InferenceDumpToJson(g, p.report);
  CHECK_THAT(dump, Contains(R"("summary": {"nodes":15,"unknown_shapes":0,"errors":[]})"));
  CHECK_THAT(dump, Contains(R"({"name":"trans_TransData_2","type":"TransData","inserted":true,)"
                            R"("inputs":[{"source":"then_relu:0"}])"));

  SECTION("InferGraph again gives the same graph") {
    const Passes again = Run(g);
    CHECK(again.report.ok());
    CHECK(InferenceDumpToJson(g, again.report) == dump);
  }
  SECTION("--no-storage-formats: nothing to convert anywhere") {
    GraphInferOptions options;
    options.storage_formats = false;
    const Passes off = Run(g, options);
    CHECK(off.report.ok());
    CHECK(off.report.trans_data_inserted == 0);
    CHECK(g.TotalSize() == 4 + 5 + 3);
  }
}

TEST_CASE("Storage formats: an error inside a subgraph names the subgraph's path", "[core][graph][storage][subgraph]") {
  ComputeGraph g = IfConv();
  ComputeGraph& then_branch = g.node(g.FindNode("if1")).subgraphs.at(0);
  OutputHint hint;
  hint.storage_format = ge::FORMAT_NC1HWC0;
  then_branch.node(then_branch.FindNode("then_relu")).output_hints = {hint};
  const Passes p = Run(g);
  REQUIRE(p.report.errors.size() == 1);
  const GraphError& e = p.report.errors[0];
  CHECK(e.node == "then_relu");
  CHECK(e.subgraph == "if1/then");
  CHECK(e.cause == ErrorCode::kGraphBadStorageFormat);
  CHECK_THAT(e.status.message(), StartsWith("[graph.bad_storage_format] node 'then_relu' (Relu) in subgraph 'if1/then': "
                                            "output hint 0 has a storage_format"));
  CHECK_THAT(InferenceDumpToJson(g, p.report), Contains(R"({"node":"then_relu","op":"Relu","subgraph":"if1/then",)"
                                                        R"("code":"graph.bad_storage_format")"));
}

TEST_CASE("Storage formats: a subgraph takes no user storage formats", "[core][graph][storage][subgraph]") {
  ComputeGraph g = IfConv();
  ComputeGraph& else_branch = g.node(g.FindNode("if1")).subgraphs.at(1);
  SECTION("on a Data node") {
    else_branch.node(else_branch.FindNode("ex")).user_storage_formats = {
        UserStorageFormat{ge::FORMAT_NC1HWC0, std::nullopt}};
  }
  SECTION("on the NetOutput") {
    else_branch.node(else_branch.FindNode("else_out")).user_storage_formats = {
        UserStorageFormat{ge::FORMAT_NC1HWC0, std::nullopt}};
  }
  Result<GraphInferReport> report = InferGraph(BuiltInOps(), g);
  REQUIRE_FALSE(report.ok());
  CHECK_THAT(report.status().message(),
             StartsWith("[graph.bad_subgraph] subgraph 'else' of node 'if1' (If): node '"));
  CHECK_THAT(report.status().message(), Contains("a user storage format belongs on a Data or NetOutput node of the "
                                                 "root graph"));
}

TEST_CASE("Storage formats: the model's NodeIds stay valid, the inserted nodes are appended", "[core][graph][storage]") {
  ComputeGraph g = ConvRelu();
  const NodeId relu = g.FindNode("relu");
  const NodeId out = g.FindNode("out");
  const Passes p = Run(g);
  CHECK(p.report.ok());
  CHECK(g.node(relu).name == "relu");
  CHECK(g.node(out).name == "out");
  CHECK(g.size() == 8);
  for (NodeId id = 5; id < 8; ++id) CHECK(g.node(id).inserted);
}

TEST_CASE("Storage formats: a storage-only format an op node declares is not honoured", "[core][graph][storage]") {
  // Note [Declared formats]: an op's storage formats come from its declarations (FE writes them from the ops-info
  // combination it selects); NC1HWC0 on Softmax's input (Softmax declares nothing) leaves it in its origin format.
  ComputeGraph g("declared");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {1, 16, 8, 8}, ge::FORMAT_NCHW));
  const NodeId sm = g.AddNode("sm", "SoftmaxV2", {Out(x)});
  g.node(sm).input_formats = {ge::FORMAT_NC1HWC0};
  OutputHint y;
  y.format = ge::FORMAT_NC1HWC0;
  g.node(sm).output_hints = {y};
  g.AddNetOutput("out", {Out(sm)});
  const Passes p = Run(g);
  INFO(Errors(p.report));
  CHECK(p.report.ok());
  CHECK(Storage(N(g, "sm").input_descs.at(0)) == "NCHW [1, 16, 8, 8]");
  CHECK(Storage(N(g, "sm").outputs.at(0)) == "NCHW [1, 16, 8, 8]");
  CHECK(CountTransData(g) == 0);
}

TEST_CASE("Storage formats: in strict mode the storage passes do not start after an earlier pass's error",
          "[core][graph][storage]") {
  ComputeGraph g = ConvRelu();
  const NodeId relu = g.FindNode("relu");
  g.AddNetOutput("out2", {Out(g.AddNode("mystery", "NoSuchOp", {Out(relu)}))});
  GraphInferOptions options;
  options.strict = true;
  const Passes strict = Run(g, options);
  REQUIRE(strict.report.errors.size() == 1);
  CHECK(strict.report.errors[0].status.code() == ErrorCode::kGraphNodeFailed);
  CHECK(CountTransData(g) == 0);
  // Without --strict the inferred part gets its storage formats, the failed node and what it feeds do not.
  const Passes lenient = Run(g);
  CHECK(lenient.report.errors.size() == 1);
  CHECK(CountTransData(g) == 3);
  CHECK(Storage(N(g, "relu").outputs.at(0)) == "NC1HWC0 [8, 4, 112, 112, 16]");
}


TEST_CASE("Storage formats: BNInference's per-channel tensors take NC1HWC0 as the C axis once the FormatRefiner gave "
          "them the data's origin format",
          "[core][graph][storage]") {
  // The 1-D mean and variance are declared ND; BNInference's default InferFormat rule (in the FormatRefiner) gives
  // them x's NCHW, so its first combination fits: NC1HWC0 with reshape type C, [32] -> [1, 2, 1, 1, 16].
  ComputeGraph g("bn");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {1, 32, 8, 8}, ge::FORMAT_NCHW));
  const NodeId mean = g.AddConst("mean", TensorDesc(ge::DT_FLOAT16, {32}));
  const NodeId variance = g.AddConst("variance", TensorDesc(ge::DT_FLOAT16, {32}));
  const NodeId momentum = g.AddConst("momentum", TensorDesc(ge::DT_FLOAT16, {1}));
  const NodeId bn = g.AddNode("bn", "BNInference", {Out(x), Out(mean), Out(variance), Out(momentum)});
  g.AddNetOutput("out", {Out(bn)});
  const Passes p = Run(g);
  INFO(Errors(p.report));
  CHECK(p.report.ok());
  const Node& node = N(g, "bn");
  CHECK(node.input_descs.at(1).origin_format == ge::FORMAT_NCHW);
  CHECK(Storage(node.input_descs.at(1)) == "NC1HWC0 [1, 2, 1, 1, 16]");
  CHECK(Storage(node.input_descs.at(2)) == "NC1HWC0 [1, 2, 1, 1, 16]");
  CHECK(Storage(node.input_descs.at(3)) == "NCHW [1]");  // momentum: ND in the declaration, its origin layout
  CHECK(Storage(node.outputs.at(0)) == "NC1HWC0 [1, 2, 8, 8, 16]");
  CHECK(StrAttr(Feeder(g, "bn", 1), "dst_format") == "NC1HWC0");
  CHECK(&Feeder(g, "bn", 3) == &N(g, "momentum"));
  CHECK(p.report.trans_data_inserted == 4);  // x, mean, variance, y back
  CheckEdgesAgree(g);

  SECTION("a node the FormatRefiner may not write keeps ND everywhere: no combination fits, origin formats") {
    g.node(bn).SetAttr(kFormatLockedAttr, AttrValue::Bool(true));
    const Passes locked = Run(g);
    CHECK(locked.report.ok());
    CHECK(Storage(N(g, "bn").input_descs.at(0)) == "ND [1, 32, 8, 8]");
    CHECK(Storage(N(g, "bn").outputs.at(0)) == "ND [1, 32, 8, 8]");
    CHECK(CountTransData(g) == 0);
  }
}

TEST_CASE("Storage formats: a ge::Graph Data desc stored in another format than its origin one is a user storage "
          "format",
          "[core][graph][storage][gegraph]") {
  auto x = ge::op::Data("x").set_attr_index(0);
  ge::TensorDesc stored(ge::Shape({1, 1, 8, 8, 16}), ge::FORMAT_NC1HWC0, ge::DT_FLOAT16);
  stored.SetOriginFormat(ge::FORMAT_NCHW);
  stored.SetOriginShape(ge::Shape({1, 16, 8, 8}));
  x.update_output_desc_y(stored);
  auto relu = ge::op::Relu("relu").set_input_x(x);
  ge::Graph graph("stored_input");
  graph.SetInputs({x}).SetOutputs({relu});
  Result<ComputeGraph> g = ConvertGeGraph(graph);
  REQUIRE(g.ok());
  const Passes p = Run(*g);
  INFO(Errors(p.report));
  CHECK(p.report.ok());
  CHECK(p.report.user_storage_formats == 1);
  CHECK(Storage(N(*g, "x").outputs.at(0)) == "NC1HWC0 [1, 1, 8, 8, 16]");
  // Relu follows its input; the graph output is wanted in its origin layout: one TransData back.
  CHECK(Storage(N(*g, "relu").outputs.at(0)) == "NC1HWC0 [1, 1, 8, 8, 16]");
  CHECK(p.report.trans_data_inserted == 1);
  CHECK(StrAttr(Feeder(*g, "Node_Output"), "dst_format") == "NCHW");
}

TEST_CASE("Storage formats: a Const stored in a storage format is reported as not built, taken in its origin format",
          "[core][graph][storage]") {
  ComputeGraph g = ConvRelu();
  g.node(g.FindNode("w")).tensor->storage_format = ge::FORMAT_FRACTAL_Z;
  const Passes p = Run(g);
  REQUIRE(p.report.errors.size() == 1);
  const GraphError& e = p.report.errors[0];
  CHECK(e.node == "w");
  CHECK(e.status.code() == ErrorCode::kGraphUnsupported);
  CHECK(e.status.message() ==
        "[graph.unsupported] node 'w' (Const): its tensor is stored as FRACTAL_Z: a Const in a storage format is not "
        "built; it is taken in its origin format NCHW (a user storage format goes on a Data node)");
  CHECK(Storage(N(g, "w").outputs.at(0)) == "NCHW [64, 3, 7, 7]");
  CHECK(StrAttr(Feeder(g, "conv", 1), "dst_format") == "FRACTAL_Z");  // converted like any NCHW weight
}

}  // namespace oppkit::test
