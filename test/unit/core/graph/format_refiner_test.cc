// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The FormatRefiner inside InferGraph (graph_inference.h, docs/formats.md §4-5): anchors, backward and forward
// propagation and each of its stop conditions, first writer wins, registered InferFormat before the default rule,
// If/Case/While reflection, the Data fallback to the data format, and the re-pass after stage 2; on small hand-built
// graphs with the real built-in ops.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "graph_test_util.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/core/shape_query.h"

namespace oppkit::test {
namespace {

using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

OutputRef Out(NodeId node, uint32_t index = 0) { return OutputRef{node, index}; }

std::string F(ge::Format f) { return FormatToString(f); }

// Origin format of output \p index of node \p node of \p g.
std::string OutFormat(const ComputeGraph& g, const std::string& node, size_t index = 0) {
  const NodeId id = g.FindNode(node);
  if (id == kInvalidNodeId) return "<no node>";
  const Node& n = g.node(id);
  return index < n.outputs.size() ? F(n.outputs[index].origin_format) : "<no output>";
}

// Origin format of input desc \p index of node \p node of \p g.
std::string InFormat(const ComputeGraph& g, const std::string& node, size_t index = 0) {
  const NodeId id = g.FindNode(node);
  if (id == kInvalidNodeId) return "<no node>";
  const Node& n = g.node(id);
  return index < n.input_descs.size() ? F(n.input_descs[index].origin_format) : "<no input>";
}

std::string Errors(const GraphInferReport& report) {
  std::string all;
  for (const GraphError& e : report.errors) all += e.status.message() + "\n";
  return all;
}

// InferGraph; \p storage_formats false leaves storage = origin on every op tensor (no format selection, so no
// TransData without user storage formats): the refiner's result alone.
GraphInferReport Infer(ComputeGraph& g, ge::Format data_format = ge::FORMAT_ND, bool storage_formats = true) {
  GraphInferOptions options;
  options.data_format = data_format;
  options.storage_formats = storage_formats;
  Result<GraphInferReport> report = InferGraph(BuiltInOps(), g, options);
  REQUIRE(report.ok());
  return *report;
}

std::vector<std::pair<std::string, AttrValue>> ConvAttrs(const char* data_format, std::vector<int64_t> pads) {
  return {{"strides", AttrValue::ListInt({1, 1, 1, 1})},
          {"pads", AttrValue::ListInt(std::move(pads))},
          {"data_format", AttrValue::String(data_format)}};
}

// The network of docs/formats.md §0.3, smaller: x [1, 3, 32, 32] -> Conv2D (16 3x3, pad 1, the anchor: its
// formats are declared NCHW, as an ONNX importer declares them) -> Relu -> NetOutput; x declared \p x_format, the
// weight declared ND.
ComputeGraph ConvRelu(ge::Format x_format) {
  ComputeGraph g("conv_relu");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {1, 3, 32, 32}, x_format));
  const NodeId w = g.AddConst("w", TensorDesc(ge::DT_FLOAT16, {16, 3, 3, 3}));
  const NodeId conv = g.AddNode("conv", "Conv2D", {Out(x), Out(w)}, ConvAttrs("NCHW", {1, 1, 1, 1}));
  g.node(conv).input_formats = {ge::FORMAT_NCHW, ge::FORMAT_NCHW};
  OutputHint y;
  y.format = ge::FORMAT_NCHW;
  g.node(conv).output_hints = {y};
  const NodeId relu = g.AddNode("relu", "Relu", {Out(conv)});
  g.AddNetOutput("out", {Out(relu)});
  return g;
}

}  // namespace

TEST_CASE("FormatRefiner: the Conv2D/ReLU example, Data NCHW and a Conv2D anchor, is NCHW everywhere",
          "[core][graph][formats]") {
  ComputeGraph g = ConvRelu(ge::FORMAT_NCHW);
  const GraphInferReport report = Infer(g, ge::FORMAT_ND, false);
  INFO(Errors(report));
  CHECK(report.ok());
  for (const Node& n : g.nodes()) {
    INFO(n.name);
    for (const GraphTensorDesc& d : n.outputs) {
      CHECK(F(d.origin_format) == "NCHW");
      CHECK(F(d.storage_format) == "NCHW");
    }
    for (const GraphTensorDesc& d : n.input_descs) CHECK(F(d.origin_format) == "NCHW");
  }
  CHECK(OutShape(g, "relu") == "[1, 16, 32, 32]");
  CHECK(report.format_reinferred == 0);  // stage 1 settled everything; stage 2 changes nothing
}

TEST_CASE("FormatRefiner: a Conv2D anchor's formats go back to an undeclared Data node and its weight",
          "[core][graph][formats]") {
  ComputeGraph g = ConvRelu(ge::FORMAT_ND);
  const GraphInferReport report = Infer(g);
  INFO(Errors(report));
  CHECK(report.ok());
  CHECK(OutFormat(g, "x") == "NCHW");
  CHECK(OutFormat(g, "w") == "NCHW");
  CHECK(OutFormat(g, "relu") == "NCHW");
  CHECK(InFormat(g, "out") == "NCHW");

  SECTION("InferShapes alone (no refiner) leaves the undeclared Data node ND") {
    ComputeGraph alone = ConvRelu(ge::FORMAT_ND);
    Result<GraphInferReport> r = InferShapes(BuiltInOps(), alone);
    REQUIRE(r.ok());
    CHECK(OutFormat(alone, "x") == "ND");
    CHECK(OutFormat(alone, "conv") == "NCHW");  // the output hint's format and Conv2D's InferFormat
  }
}

TEST_CASE("FormatRefiner: a registered InferFormat runs before the default rule", "[core][graph][formats]") {
  // Conv2D's InferFormat gives an undeclared filter the default filter layout of its data format (NHWC -> HWCN);
  // the default rule would have given it NHWC.
  ComputeGraph g("conv_nhwc");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {1, 8, 8, 3}, ge::FORMAT_NHWC));
  const NodeId w = g.AddConst("w", TensorDesc(ge::DT_FLOAT, {3, 3, 3, 16}));
  const NodeId conv = g.AddNode("conv", "Conv2D", {Out(x), Out(w)}, ConvAttrs("NHWC", {0, 0, 0, 0}));
  g.AddNetOutput("out", {Out(conv)});
  const GraphInferReport report = Infer(g);
  INFO(Errors(report));
  CHECK(report.ok());
  CHECK(InFormat(g, "conv", 1) == "HWCN");
  CHECK(OutFormat(g, "w") == "HWCN");
  CHECK(OutFormat(g, "conv") == "NHWC");
  CHECK(OutShape(g, "conv") == "[1, 6, 6, 16]");

  SECTION("a registered InferFormat that fails is graph.format_failed; the node is not inferred") {
    g.node(conv).attrs.back().second = AttrValue::String("NCHW");  // x is NHWC
    const NodeId relu = g.AddNode("relu", "Relu", {Out(conv)});
    (void)relu;
    const GraphInferReport bad = Infer(g);
    REQUIRE(bad.errors.size() == 1);
    const GraphError& e = bad.errors[0];
    CHECK(e.node == "conv");
    CHECK(e.status.code() == ErrorCode::kGraphFormatFailed);
    CHECK(e.cause == ErrorCode::kInferOpFailed);
    CHECK_THAT(e.status.message(), StartsWith("[graph.format_failed] node 'conv' (Conv2D): [infer.op_failed] 'Conv2D' "
                                              "InferFormat (package 'built-in')") &&
                                       Contains("input x has format NHWC but attr data_format is NCHW"));
    CHECK(g.node(conv).state == NodeState::kFailed);
    CHECK(g.node(g.FindNode("relu")).state == NodeState::kSkipped);
  }
}

TEST_CASE("FormatRefiner: Data nodes no anchor reached take the data format in stage 2, from rank 4",
          "[core][graph][formats]") {
  const auto build = [] {
    ComputeGraph g("fallback");
    const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {2, 3, 8, 8}));
    const NodeId s = g.AddData("s", 1, TensorDesc(ge::DT_FLOAT, {8, 8}));
    const NodeId relu = g.AddNode("relu", "Relu", {Out(x)});
    const NodeId sig = g.AddNode("sig", "Sigmoid", {Out(s)});
    g.AddNetOutput("out", {Out(relu), Out(sig)});
    return g;
  };
  ComputeGraph g = build();
  const GraphInferReport report = Infer(g, ge::FORMAT_NHWC);
  INFO(Errors(report));
  CHECK(report.ok());
  CHECK(OutFormat(g, "x") == "NHWC");
  CHECK(OutFormat(g, "relu") == "NHWC");
  CHECK(InFormat(g, "out", 0) == "NHWC");
  CHECK(OutFormat(g, "s") == "ND");  // rank 2: keeps ND
  CHECK(OutFormat(g, "sig") == "ND");
  CHECK(InFormat(g, "out", 1) == "ND");
  CHECK(report.format_reinferred == 3);  // x, relu and the NetOutput (its input desc)
  CHECK(report.repasses == 0);

  SECTION("without a data format they stay ND") {
    ComputeGraph plain = build();
    Infer(plain);
    CHECK(OutFormat(plain, "x") == "ND");
    CHECK(OutFormat(plain, "relu") == "ND");
  }
  SECTION("a Data node an anchor reached keeps the anchor's format") {
    ComputeGraph anchored = ConvRelu(ge::FORMAT_ND);
    Infer(anchored, ge::FORMAT_NHWC);
    CHECK(OutFormat(anchored, "x") == "NCHW");
  }
  SECTION("a storage-only data format is refused") {
    ComputeGraph other = build();
    GraphInferOptions options;
    options.data_format = ge::FORMAT_NC1HWC0;
    CHECK_THAT(InferGraph(BuiltInOps(), other, options).status().message(),
               StartsWith("[graph.bad_option] data format NC1HWC0: a graph's data format is an origin format"));
  }
}

TEST_CASE("FormatRefiner: each stop condition of docs/formats.md §4 stops the propagation", "[core][graph][formats]") {
  SECTION("a node with _format_locked keeps its formats, and what lies behind it gets none") {
    const auto build = [] {
      ComputeGraph g("locked");
      const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {1, 3, 8, 8}, ge::FORMAT_NCHW));
      const NodeId r1 = g.AddNode("r1", "Relu", {Out(x)});
      g.node(r1).SetAttr(kFormatLockedAttr, AttrValue::Bool(true));
      const NodeId r2 = g.AddNode("r2", "Relu", {Out(r1)});
      g.AddNetOutput("out", {Out(r2)});
      return g;
    };
    ComputeGraph g = build();
    const GraphInferReport report = Infer(g);
    INFO(Errors(report));
    CHECK(report.ok());
    CHECK(InFormat(g, "r1") == "ND");
    CHECK(OutFormat(g, "r1") == "ND");
    CHECK(OutFormat(g, "r2") == "ND");
    // The InferShape pass keeps what the refiner chose: InferShapes alone (InferFormat's default rule in each
    // query) would have given r1 NCHW.
    ComputeGraph alone = build();
    REQUIRE(InferShapes(BuiltInOps(), alone).ok());
    CHECK(OutFormat(alone, "r1") == "NCHW");
  }
  SECTION("dimension-changing ops stop it below 4 dims, not from 4") {
    struct Case {
      const char* op;
      std::vector<int64_t> shape;
      bool passes;
    };
    const Case cases[] = {
        {"Transpose", {2, 3, 4}, false}, {"ExpandDims", {2, 3, 4}, false}, {"Unsqueeze", {2, 3, 4}, false},
        {"Squeeze", {2, 1, 4}, false},   {"Squeeze", {2, 1, 4, 5}, true},  {"Transpose", {2, 3, 4, 5}, true},
    };
    for (const Case& c : cases) {
      INFO(c.op << " " << ShapeString(c.shape));
      ComputeGraph g("dims");
      const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, c.shape, ge::FORMAT_NCHW));
      NodeId op = kInvalidNodeId;
      const std::string type = c.op;
      if (type == "Transpose") {
        std::vector<int64_t> perm;
        for (size_t k = c.shape.size(); k > 0; --k) perm.push_back(static_cast<int64_t>(k - 1));
        op = g.AddNode("op", type, {Out(x), Out(g.AddConst("perm", Int64Const(perm)))});
      } else if (type == "ExpandDims") {
        op = g.AddNode("op", type, {Out(x), Out(g.AddConst("axis", Int32Const({0}, {1})))});
      } else if (type == "Unsqueeze") {
        op = g.AddNode("op", type, {Out(x)}, {{"axes", AttrValue::ListInt({0})}});
      } else {
        op = g.AddNode("op", type, {Out(x)}, {{"axis", AttrValue::ListInt({1})}});
      }
      const NodeId relu = g.AddNode("relu", "Relu", {Out(op)});
      g.AddNetOutput("out", {Out(relu)});
      const GraphInferReport report = Infer(g);
      INFO(Errors(report));
      CHECK(report.ok());
      const std::string expected = c.passes ? "NCHW" : "ND";
      CHECK(InFormat(g, "op") == expected);
      // The 4-D Squeeze writes a 3-D tensor: NCHW does not go onto it (Note [Format rank], oppkit's own stop).
      const std::string expected_out = c.passes && type != "Squeeze" ? "NCHW" : "ND";
      CHECK(OutFormat(g, "op") == expected_out);
      CHECK(OutFormat(g, "relu") == expected_out);
    }
  }
  SECTION("Permute stops it too (no built-in op: it takes the default rule, and the InferShape pass reports it)") {
    for (const bool rank4 : {false, true}) {
      INFO("rank 4: " << rank4);
      ComputeGraph g("permute");
      const std::vector<int64_t> shape = rank4 ? std::vector<int64_t>{2, 3, 4, 5} : std::vector<int64_t>{2, 3, 4};
      const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, shape, ge::FORMAT_NCHW));
      const NodeId op = g.AddNode("op", "Permute", {Out(x)});
      g.AddNetOutput("out", {Out(op)});
      const GraphInferReport report = Infer(g);
      REQUIRE(report.errors.size() == 1);
      CHECK(report.errors[0].cause == ErrorCode::kInferUnknownOp);  // one message, from the InferShape pass
      CHECK(InFormat(g, "op") == (rank4 ? "NCHW" : "ND"));
      CHECK(OutFormat(g, "op") == (rank4 ? "NCHW" : "ND"));
    }
  }
  SECTION("a scalar gets no format") {
    ComputeGraph g("scalar");
    const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {2, 3, 4, 5}, ge::FORMAT_NCHW));
    TensorDesc two(ge::DT_FLOAT, {});
    const NodeId k = g.AddConst("k", two);
    const NodeId add = g.AddNode("add", "Add", {Out(x), Out(k)});
    g.AddNetOutput("out", {Out(add)});
    const GraphInferReport report = Infer(g);
    INFO(Errors(report));
    CHECK(report.ok());
    CHECK(OutFormat(g, "add") == "NCHW");
    CHECK(InFormat(g, "add", 1) == "NCHW");  // the default rule sets the node's own descs
    CHECK(OutFormat(g, "k") == "ND");        // but the scalar behind it stays ND
  }
  SECTION("ND is never propagated: without anchors everything stays ND") {
    ComputeGraph g("nd");
    const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {2, 3, 4, 5}));
    const NodeId relu = g.AddNode("relu", "Relu", {Out(x)});
    g.AddNetOutput("out", {Out(relu)});
    const GraphInferReport report = Infer(g);
    CHECK(report.ok());
    CHECK(OutFormat(g, "x") == "ND");
    CHECK(OutFormat(g, "relu") == "ND");
    CHECK(InFormat(g, "out") == "ND");
  }
  SECTION("a NetOutput input is set but not followed: the NetOutput's other inputs stay ND") {
    ComputeGraph g("netoutput");
    const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {2, 3, 4, 5}, ge::FORMAT_NCHW));
    const NodeId y = g.AddData("y", 1, TensorDesc(ge::DT_FLOAT, {2, 3, 4, 5}));
    const NodeId relu = g.AddNode("relu", "Relu", {Out(x)});
    const NodeId sig = g.AddNode("sig", "Sigmoid", {Out(y)});
    g.AddNetOutput("out", {Out(relu), Out(sig)});
    const GraphInferReport report = Infer(g);
    CHECK(report.ok());
    CHECK(InFormat(g, "out", 0) == "NCHW");
    CHECK(InFormat(g, "out", 1) == "ND");
    CHECK(OutFormat(g, "sig") == "ND");
    CHECK(OutFormat(g, "y") == "ND");
  }
}

TEST_CASE("FormatRefiner: a declared storage-only format is no anchor and does not survive as a storage format",
          "[core][graph][formats]") {
  ComputeGraph g("internal");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT16, {1, 1, 4, 4, 16}, ge::FORMAT_NC1HWC0));
  const NodeId relu = g.AddNode("relu", "Relu", {Out(x)});
  g.AddNetOutput("out", {Out(relu)});
  const GraphInferReport report = Infer(g);
  INFO(Errors(report));
  CHECK(report.ok());
  for (const char* node : {"x", "relu"}) {
    INFO(node);
    const GraphTensorDesc& d = g.node(g.FindNode(node)).outputs.at(0);
    CHECK(F(d.origin_format) == "ND");
    CHECK(F(d.storage_format) == "ND");
  }
}

TEST_CASE("Query engine: InferOpFormat runs only InferFormat, registered or the default rule, on tensors without "
          "dtypes",
          "[core][graph][formats]") {
  OpQuery conv;
  conv.op_type = "Conv2D";
  conv.inputs = {TensorDesc(ge::DT_UNDEFINED, {-2}, ge::FORMAT_ND), TensorDesc(ge::DT_UNDEFINED, {-2})};
  conv.attrs = ConvAttrs("NHWC", {0, 0, 0, 0});
  Result<FormatQueryResult> r = InferOpFormat(BuiltInOps(), conv);
  REQUIRE(r.ok());
  REQUIRE(r->inputs.size() == 2);
  CHECK(F(r->inputs[0]) == "NHWC");  // the registered function rewrites inputs too
  CHECK(F(r->inputs[1]) == "HWCN");
  REQUIRE(r->outputs.size() == 1);
  CHECK(F(r->outputs[0]) == "NHWC");
  CHECK(r->output_names == std::vector<std::string>{"y"});

  OpQuery add;
  add.op_type = "Add";
  add.inputs = {TensorDesc(ge::DT_UNDEFINED, {-2}), TensorDesc(ge::DT_FLOAT, {4}, ge::FORMAT_NCDHW)};
  add.outputs.resize(1);
  add.outputs[0].format = ge::FORMAT_ND;
  Result<FormatQueryResult> d = InferOpFormat(BuiltInOps(), add);
  REQUIRE(d.ok());
  CHECK(F(d->inputs[0]) == "NCDHW");  // the default rule: the first non-ND format, for every ND tensor
  CHECK(F(d->outputs[0]) == "NCDHW");
  add.outputs[0].format = ge::FORMAT_NHWC;  // a non-ND output format comes first
  d = InferOpFormat(BuiltInOps(), add);
  REQUIRE(d.ok());
  CHECK(F(d->inputs[0]) == "NHWC");
  CHECK(F(d->inputs[1]) == "NCDHW");

  add.attrs = {{"nope", AttrValue::Int(1)}};
  CHECK_THAT(InferOpFormat(BuiltInOps(), add).status().message(), StartsWith("[infer.unknown_attr] 'Add'"));
}

TEST_CASE("FormatRefiner: the first anchor to reach a tensor wins", "[core][graph][formats]") {
  const auto build = [](bool nchw_first) {
    ComputeGraph g("first_writer");
    const TensorDesc a(ge::DT_FLOAT, {1, 2, 3, 4}, ge::FORMAT_NCHW);
    const TensorDesc b(ge::DT_FLOAT, {1, 2, 3, 4}, ge::FORMAT_NHWC);
    const NodeId first = g.AddData(nchw_first ? "a" : "b", 0, nchw_first ? a : b);
    const NodeId second = g.AddData(nchw_first ? "b" : "a", 1, nchw_first ? b : a);
    const NodeId add = g.AddNode("add", "Add", {Out(nchw_first ? first : second), Out(nchw_first ? second : first)});
    g.AddNetOutput("out", {Out(add)});
    return g;
  };
  ComputeGraph g = build(true);
  CHECK(Infer(g).ok());
  CHECK(InFormat(g, "add", 0) == "NCHW");
  CHECK(InFormat(g, "add", 1) == "NCHW");  // set by the default rule when a's format arrived
  CHECK(OutFormat(g, "add") == "NCHW");
  CHECK(OutFormat(g, "b") == "NHWC");      // b's own format stays
  ComputeGraph h = build(false);
  CHECK(Infer(h).ok());
  CHECK(InFormat(h, "add", 0) == "NHWC");
  CHECK(InFormat(h, "add", 1) == "NHWC");
  CHECK(OutFormat(h, "add") == "NHWC");
}

namespace {

// A subgraph whose Data nodes stand for parent inputs \p parents; \p op (unary, or none for identity) on the first.
ComputeGraph Branch(const std::string& name, const std::vector<int64_t>& parents, const std::string& op,
                    ge::Format declared_input = ge::FORMAT_ND) {
  ComputeGraph s(name);
  std::vector<OutputRef> outs;
  for (size_t k = 0; k < parents.size(); ++k) {
    Node d;
    d.name = name + "_d" + std::to_string(k);
    d.type = kDataNodeType;
    d.SetAttr("index", AttrValue::Int(static_cast<int64_t>(k)));
    d.SetAttr(kParentNodeIndexAttr, AttrValue::Int(parents[k]));
    outs.push_back(Out(s.Add(d)));
  }
  if (!op.empty()) {
    const NodeId n = s.AddNode(name + "_op", op, {outs[0]});
    s.node(n).input_formats = {declared_input};
    outs[0] = Out(n);
  }
  s.AddNetOutput(name + "_out", outs);
  return s;
}

NodeId AddParent(ComputeGraph& g, const std::string& name, const std::string& type, std::vector<NodeInput> inputs,
                 std::vector<ComputeGraph> subgraphs) {
  Node n;
  n.name = name;
  n.type = type;
  n.inputs = std::move(inputs);
  n.subgraphs = std::move(subgraphs);
  return g.Add(std::move(n));
}

}  // namespace

TEST_CASE("FormatRefiner: If and Case reflect formats into their branches and out of them", "[core][graph][formats]") {
  SECTION("into the branches from the parent's input, and out to the parent's consumers") {
    ComputeGraph g("if_in");
    const NodeId c = g.AddData("c", 0, TensorDesc(ge::DT_BOOL, {}));
    const NodeId x = g.AddData("x", 1, TensorDesc(ge::DT_FLOAT, {1, 3, 8, 8}, ge::FORMAT_NCHW));
    std::vector<ComputeGraph> branches;
    branches.push_back(Branch("then", {1}, "Relu"));
    branches.push_back(Branch("else", {1}, "Sigmoid"));
    const NodeId iff = AddParent(g, "if1", "If", {Out(c), NodeInput::List({Out(x)})}, std::move(branches));
    const NodeId after = g.AddNode("after", "Abs", {Out(iff)});
    g.AddNetOutput("out", {Out(after)});
    const GraphInferReport report = Infer(g);
    INFO(Errors(report));
    CHECK(report.ok());
    const Node& n = g.node(iff);
    CHECK(F(n.input_descs[0].origin_format) == "ND");  // cond: a scalar
    CHECK(F(n.input_descs[1].origin_format) == "NCHW");
    for (const ComputeGraph& b : n.subgraphs) {
      INFO(b.name());
      CHECK(OutFormat(b, b.name() + "_d0") == "NCHW");
      CHECK(OutFormat(b, b.name() + "_op") == "NCHW");
      CHECK(InFormat(b, b.name() + "_out") == "NCHW");
    }
    CHECK(OutFormat(g, "if1") == "NCHW");
    CHECK(OutFormat(g, "after") == "NCHW");
  }
  SECTION("from an anchor inside a branch back to the graph's Data node and into the other branch") {
    ComputeGraph g("if_out");
    const NodeId c = g.AddData("c", 0, TensorDesc(ge::DT_BOOL, {}));
    const NodeId x = g.AddData("x", 1, TensorDesc(ge::DT_FLOAT, {1, 3, 8, 8}));
    std::vector<ComputeGraph> branches;
    branches.push_back(Branch("then", {1}, "Relu", ge::FORMAT_NHWC));  // Relu's input declared NHWC
    branches.push_back(Branch("else", {1}, "Sigmoid"));
    const NodeId iff = AddParent(g, "if1", "If", {Out(c), NodeInput::List({Out(x)})}, std::move(branches));
    g.AddNetOutput("out", {Out(iff)});
    const GraphInferReport report = Infer(g);
    INFO(Errors(report));
    CHECK(report.ok());
    CHECK(OutFormat(g, "x") == "NHWC");
    const Node& n = g.node(iff);
    CHECK(OutFormat(n.subgraphs[1], "else_d0") == "NHWC");
    CHECK(OutFormat(n.subgraphs[1], "else_op") == "NHWC");
    CHECK(OutFormat(g, "if1") == "NHWC");
  }
  SECTION("Case: every branch") {
    ComputeGraph g("case");
    const NodeId index = g.AddData("index", 0, TensorDesc(ge::DT_INT32, {}));
    const NodeId x = g.AddData("x", 1, TensorDesc(ge::DT_FLOAT, {1, 8, 8, 3}, ge::FORMAT_NHWC));
    std::vector<ComputeGraph> branches;
    branches.push_back(Branch("b0", {1}, ""));
    branches.push_back(Branch("b1", {1}, "Tanh"));
    branches.push_back(Branch("b2", {1}, "Neg"));
    const NodeId cs = AddParent(g, "case1", "Case", {Out(index), NodeInput::List({Out(x)})}, std::move(branches));
    g.AddNetOutput("out", {Out(cs)});
    const GraphInferReport report = Infer(g);
    INFO(Errors(report));
    CHECK(report.ok());
    const Node& n = g.node(cs);
    CHECK(OutFormat(n.subgraphs[0], "b0_d0") == "NHWC");
    CHECK(OutFormat(n.subgraphs[1], "b1_op") == "NHWC");
    CHECK(OutFormat(n.subgraphs[2], "b2_op") == "NHWC");
    CHECK(OutFormat(g, "case1") == "NHWC");
    CHECK(InFormat(g, "out") == "NHWC");
  }
}

TEST_CASE("FormatRefiner: a While reflects a loop variable's format into cond, body and its output",
          "[core][graph][formats]") {
  ComputeGraph g("while");
  const NodeId i = g.AddData("i", 0, TensorDesc(ge::DT_INT32, {}));
  const NodeId x = g.AddData("x", 1, TensorDesc(ge::DT_FLOAT, {1, 2, 3, 4}, ge::FORMAT_NCHW));
  std::vector<ComputeGraph> subgraphs;
  {
    ComputeGraph cond = Branch("cond", {0, 1}, "");
    // cond returns i < 10 (one tensor)
    const NodeId limit = cond.AddConst("limit", Int32Const({10}, {}));
    const NodeId less = cond.AddNode("less", "Less", {Out(cond.FindNode("cond_d0")), Out(limit)});
    cond.node(cond.FindNode("cond_out")).inputs = {Out(less)};
    subgraphs.push_back(std::move(cond));
  }
  {
    ComputeGraph body("body");
    std::vector<OutputRef> vars;
    for (int k = 0; k < 2; ++k) {
      Node d;
      d.name = "body_d" + std::to_string(k);
      d.type = kDataNodeType;
      d.SetAttr("index", AttrValue::Int(k));
      vars.push_back(Out(body.Add(d)));
    }
    const NodeId one = body.AddConst("one", Int32Const({1}, {}));
    const NodeId next_i = body.AddNode("next_i", "Add", {vars[0], Out(one)});
    const NodeId next_x = body.AddNode("next_x", "Relu", {vars[1]});
    body.AddNetOutput("body_out", {Out(next_i), Out(next_x)});
    subgraphs.push_back(std::move(body));
  }
  const NodeId loop = AddParent(g, "loop", "While", {NodeInput::List({Out(i), Out(x)})}, std::move(subgraphs));
  g.AddNetOutput("out", {Out(loop, 0), Out(loop, 1)});
  const GraphInferReport report = Infer(g);
  INFO(Errors(report));
  CHECK(report.ok());
  const Node& n = g.node(loop);
  CHECK(OutFormat(n.subgraphs[0], "cond_d1") == "NCHW");
  CHECK(OutFormat(n.subgraphs[1], "body_d1") == "NCHW");
  CHECK(OutFormat(n.subgraphs[1], "next_x") == "NCHW");
  CHECK(InFormat(n.subgraphs[1], "body_out", 1) == "NCHW");
  CHECK(OutFormat(g, "loop", 1) == "NCHW");
  CHECK(InFormat(g, "out", 1) == "NCHW");
  CHECK(OutFormat(g, "loop", 0) == "ND");  // the scalar counter
  CHECK(OutShape(g, "loop", 1) == "[1, 2, 3, 4]");
}

namespace {

// NHWC x [1, 8, 8, 2] and an ND filter w [1, 3, 2, 2] -> Conv2D (data_format NHWC) -> a Relu with the format lock
// (\p relu), no NetOutput: the graph of the two stage-2 re-inference tests below.
ComputeGraph Stage2ConvRelu(const std::string& name, NodeId* relu) {
  ComputeGraph g(name);
  const NodeId w = g.AddData("w", 1, TensorDesc(ge::DT_FLOAT, {1, 3, 2, 2}));
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {1, 8, 8, 2}));
  const NodeId conv = g.AddNode("conv", "Conv2D", {Out(x), Out(w)}, ConvAttrs("NHWC", {0, 0, 0, 0}));
  *relu = g.AddNode("relu", "Relu", {Out(conv)});
  g.node(*relu).SetAttr(kFormatLockedAttr, AttrValue::Bool(true));
  return g;
}

}  // namespace

TEST_CASE("FormatRefiner: what stage 2 changes is inferred again, and so is what that changes", "[core][graph][formats]") {
  // No anchor in stage 1: the InferShape pass reads the ND filter as Conv2D's default layout for NHWC data (HWCN:
  // kh 1, kw 3, cin 2, cout 2 -> [1, 8, 6, 2]). Stage 2 gives both Data nodes the data format NHWC (w first, so
  // it reaches the filter desc first): the filter is then read as NHWC (cout 1, kh 3, kw 2, cin 2 -> [1, 6, 7, 1]).
  // The locked Relu gets no format, so it runs again only because its input desc changed (an immediate re-pass).
  const auto build = [] {
    NodeId relu = kInvalidNodeId;
    ComputeGraph g = Stage2ConvRelu("stage2", &relu);
    g.AddNetOutput("out", {Out(relu)});
    return g;
  };
  ComputeGraph before = build();
  const GraphInferReport plain = Infer(before);
  CHECK(plain.ok());
  CHECK(OutShape(before, "conv") == "[1, 8, 6, 2]");
  CHECK(plain.format_reinferred == 0);

  ComputeGraph g = build();
  const GraphInferReport report = Infer(g, ge::FORMAT_NHWC);
  INFO(Errors(report));
  CHECK(report.ok());
  CHECK(InFormat(g, "conv", 1) == "NHWC");
  CHECK(OutShape(g, "conv") == "[1, 6, 7, 1]");
  CHECK(OutShape(g, "relu") == "[1, 6, 7, 1]");
  CHECK(OutFormat(g, "relu") == "ND");
  CHECK(report.format_reinferred == 3);  // w, x, conv
  CHECK(report.repasses == 2);           // relu and the NetOutput, through their changed input descs
  CHECK(report.inferred == 5 + report.trans_data_inserted);  // and the storage passes' TransData
  CHECK(report.trans_data_inserted == 3);                    // x and w to NC1HWC0 / FRACTAL_Z, conv's y back
}

TEST_CASE("FormatRefiner: a folded value that the stage-2 re-pass changes re-infers its consumers",
          "[core][graph][formats][folding]") {
  // The graph of the test above, with Fill(Shape(relu)[2]) behind the Relu: stage 2 turns conv's W from 6 into 7.
  // Shape runs again (its input desc changed), its own desc ([4] int64) does not change, but its value does: the
  // Gather, and through it the Fill, must see the new one.
  NodeId relu = kInvalidNodeId;
  ComputeGraph g = Stage2ConvRelu("stage2_values", &relu);
  const NodeId shape = g.AddNode("shape", "Shape", {Out(relu)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId width = g.AddNode("width", "Gather", {Out(shape), Out(g.AddConst("i2", Int64Const({2})))});
  TensorDesc one(ge::DT_FLOAT, {});
  one.value = std::vector<uint8_t>(sizeof(float), 0);
  const NodeId fill = g.AddNode("fill", "Fill", {Out(width), Out(g.AddConst("one", one))});
  g.AddNetOutput("out", {Out(relu), Out(fill)});
  const GraphInferReport report = Infer(g, ge::FORMAT_NHWC);
  INFO(Errors(report));
  CHECK(report.ok());
  CHECK(OutShape(g, "relu") == "[1, 6, 7, 1]");
  CHECK(OutValue(g, "shape") == "[1, 6, 7, 1]");
  CHECK(OutValue(g, "width") == "[7]");
  CHECK(OutShape(g, "fill") == "[7]");
}

}  // namespace oppkit::test

namespace oppkit::test {

TEST_CASE("FormatRefiner: a 4-D format does not reach a tensor of another rank, through Flatten to a MatMul",
          "[core][graph][formats]") {
  // ResNet's tail: Conv2D (NCHW anchor) -> Flatten -> MatMulV2 -> NetOutput. Stage 1 reaches the Flatten output
  // before its rank is known; InferShape finds it 2-D, so stage 2 takes NCHW back (Note [Format rank]).
  ComputeGraph g = ConvRelu(ge::FORMAT_NCHW);
  const NodeId relu = g.FindNode("relu");
  const NodeId out = g.FindNode("out");
  const NodeId flat = g.AddNode("flat", "Flatten", {Out(relu)});
  const NodeId w = g.AddConst("fc_w", TensorDesc(ge::DT_FLOAT16, {16 * 32 * 32, 10}));
  const NodeId fc = g.AddNode("fc", "MatMulV2", {Out(flat), Out(w)});
  g.node(out).inputs = {Out(fc)};
  const GraphInferReport report = Infer(g, ge::FORMAT_ND, false);
  INFO(Errors(report));
  REQUIRE(report.ok());
  CHECK(OutShape(g, "flat") == "[1, 16384]");
  CHECK(OutFormat(g, "relu") == "NCHW");
  CHECK(InFormat(g, "flat") == "NCHW");  // Flatten reads the 4-D tensor as NCHW
  CHECK(OutFormat(g, "flat") == "ND");   // and writes a 2-D one
  CHECK(InFormat(g, "fc") == "ND");
  CHECK(OutFormat(g, "fc") == "ND");
  CHECK(InFormat(g, "out") == "ND");
  CHECK(report.format_reinferred > 0);  // stage 2 took formats back and re-inferred those nodes

  SECTION("with storage formats the MatMul is FRACTAL_NZ from an ND origin") {
    const GraphInferReport stored = Infer(g);
    INFO(Errors(stored));
    REQUIRE(stored.ok());
    const Node& m = g.node(g.FindNode("fc"));
    CHECK(F(m.outputs.at(0).origin_format) == "ND");
    CHECK(F(m.outputs.at(0).storage_format) == "FRACTAL_NZ");
  }
}

}  // namespace oppkit::test
