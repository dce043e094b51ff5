// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Subgraphs (If, Case, While) in the InferShape pass, the JSON graph format, the dump and the DOT drawing, on small
// hand-built graphs with the real built-in ops and the control-flow prototypes of oplibs/controlflow.
#include <catch2/catch.hpp>
#include <functional>
#include <optional>
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

// The body of a subgraph: given its Data nodes (one per parent input index asked for), adds nodes and returns what
// its NetOutput gets.
using SubgraphBody = std::function<std::vector<OutputRef>(ComputeGraph&, const std::vector<NodeId>&)>;

// A subgraph named \p name whose Data nodes stand for parent input instances \p parents (no tensors: their descs
// come from the parent) and whose NetOutput gets what \p body returns.
ComputeGraph Sub(const std::string& name, const std::vector<int64_t>& parents, const SubgraphBody& body) {
  ComputeGraph g(name);
  std::vector<NodeId> data;
  for (size_t k = 0; k < parents.size(); ++k) {
    Node d;
    d.name = name + "_d" + std::to_string(k);
    d.type = kDataNodeType;
    d.SetAttr("index", AttrValue::Int(static_cast<int64_t>(k)));
    d.SetAttr(kParentNodeIndexAttr, AttrValue::Int(parents[k]));
    data.push_back(g.Add(d));
  }
  g.AddNetOutput(name + "_out", body(g, data));
  return g;
}

// Adds node \p name of type \p type with \p inputs and \p subgraphs.
NodeId AddWithSubgraphs(ComputeGraph& g, const std::string& name, const std::string& type,
                        std::vector<NodeInput> inputs, std::vector<ComputeGraph> subgraphs) {
  Node n;
  n.name = name;
  n.type = type;
  n.inputs = std::move(inputs);
  n.subgraphs = std::move(subgraphs);
  return g.Add(std::move(n));
}

const GraphTensorDesc& OutDesc(const ComputeGraph& g, const std::string& node, size_t index = 0) {
  return g.node(g.FindNode(node)).outputs.at(index);
}

std::string Errors(const GraphInferReport& report) {
  std::string all;
  for (const GraphError& e : report.errors) all += e.status.message() + "\n";
  return all;
}

// x [2, 3, 4] (or \p x_shape) float -> If(c, x) -> Relu; then: Relu(x); else: \p else_body(x). c is a bool scalar
// input, or the Const \p cond.
ComputeGraph IfGraph(const SubgraphBody& else_body, std::vector<int64_t> x_shape = {2, 3, 4},
                     const std::optional<TensorDesc>& cond = std::nullopt) {
  ComputeGraph g("if_graph");
  const NodeId c = cond ? g.AddConst("c", *cond) : g.AddData("c", 0, TensorDesc(ge::DT_BOOL, {}));
  const NodeId x = g.AddData("x", cond ? 0 : 1, TensorDesc(ge::DT_FLOAT, std::move(x_shape)));
  std::vector<ComputeGraph> branches;
  branches.push_back(Sub("then", {1}, [](ComputeGraph& s, const std::vector<NodeId>& d) {
    return std::vector<OutputRef>{Out(s.AddNode("then_relu", "Relu", {Out(d[0])}))};
  }));
  branches.push_back(Sub("else", {1}, else_body));
  const NodeId iff = AddWithSubgraphs(g, "if1", "If", {Out(c), NodeInput::List({Out(x)})}, std::move(branches));
  const NodeId after = g.AddNode("after", "Relu", {Out(iff)});
  g.AddNetOutput("out", {Out(after)});
  return g;
}

}  // namespace

TEST_CASE("Subgraphs: an If with equal branches gives their shape, its consumer follows", "[core][graph][subgraph]") {
  ComputeGraph g = IfGraph([](ComputeGraph& s, const std::vector<NodeId>& d) {
    return std::vector<OutputRef>{Out(s.AddNode("else_sigmoid", "Sigmoid", {Out(d[0])}))};
  });
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  INFO(Errors(*report));
  CHECK(report->ok());
  const GraphTensorDesc& out = OutDesc(g, "if1");
  CHECK(out.name == "output0");
  CHECK(out.dtype == ge::DT_FLOAT);
  CHECK(ShapeString(out.origin_shape) == "[2, 3, 4]");
  CHECK_FALSE(out.range.has_value());
  CHECK(OutShape(g, "after") == "[2, 3, 4]");
  // The branches' nodes are inferred too, from the parent's input desc (their Data nodes have no tensor).
  const Node& iff = g.node(g.FindNode("if1"));
  CHECK(OutShape(iff.subgraphs[0], "then_relu") == "[2, 3, 4]");
  CHECK(ShapeString(iff.subgraphs[1].node(0).outputs.at(0).origin_shape) == "[2, 3, 4]");
  CHECK(report->inferred == g.TotalSize());
  CHECK(g.TotalSize() == 5 + 3 + 3);
}

TEST_CASE("Subgraphs: branches of different dims merge to -1 with the union of their bounds, different ranks to -2",
          "[core][graph][subgraph]") {
  SECTION("dims differ") {
    ComputeGraph g = IfGraph([](ComputeGraph& s, const std::vector<NodeId>& d) {
      const NodeId axis = s.AddConst("axis", Int32Const({0}, {}));
      return std::vector<OutputRef>{
          Out(s.AddNode("else_cat", "ConcatV2", {NodeInput::List({Out(d[0]), Out(d[0])}), Out(axis)}))};
    });
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
    REQUIRE(report.ok());
    INFO(Errors(*report));
    CHECK(report->ok());
    const GraphTensorDesc& out = OutDesc(g, "if1");
    CHECK(ShapeString(out.origin_shape) == "[-1, 3, 4]");  // then gives [2, 3, 4], else [4, 3, 4]
    REQUIRE(out.range.has_value());
    CHECK(*out.range == ShapeRange{{2, 4}, {3, 3}, {4, 4}});
    CHECK(OutShape(g, "after") == "[-1, 3, 4]");
  }
  SECTION("ranks differ") {
    ComputeGraph g = IfGraph([](ComputeGraph& s, const std::vector<NodeId>& d) {
      const NodeId shape = s.AddConst("flat", Int64Const({-1}));
      return std::vector<OutputRef>{Out(s.AddNode("else_flat", "Reshape", {Out(d[0]), Out(shape)}))};
    });
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
    REQUIRE(report.ok());
    INFO(Errors(*report));
    CHECK(report->ok());
    const Node& iff = g.node(g.FindNode("if1"));
    CHECK(OutShape(iff.subgraphs[1], "else_flat") == "[24]");
    CHECK(OutShape(g, "if1") == "[-2]");
    CHECK_FALSE(OutDesc(g, "if1").range.has_value());
  }
  SECTION("dtypes differ") {
    ComputeGraph g = IfGraph([](ComputeGraph& s, const std::vector<NodeId>& d) {
      return std::vector<OutputRef>{
          Out(s.AddNode("else_cast", "Cast", {Out(d[0])}, {{"dst_type", AttrValue::Int(ge::DT_INT32)}}))};
    });
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
    REQUIRE(report.ok());
    REQUIRE(report->errors.size() == 1);
    const GraphError& e = report->errors[0];
    CHECK(e.node == "if1");
    CHECK(e.status.message() ==
          "[graph.subgraph_mismatch] node 'if1' (If): output 0: subgraph 'then' returns float32, subgraph 'else' "
          "returns int32");
    CHECK(g.node(g.FindNode("if1")).state == NodeState::kFailed);
    CHECK(g.node(g.FindNode("after")).state == NodeState::kSkipped);
  }
}

TEST_CASE("Subgraphs: an If whose condition has a value takes that branch's outputs, where both readings agree",
          "[core][graph][subgraph]") {
  // Note [Known conditions]: then gives [2, 3, 4], else [24]; merged, that is [-2].
  const SubgraphBody flat = [](ComputeGraph& s, const std::vector<NodeId>& d) {
    const NodeId shape = s.AddConst("flat", Int64Const({-1}));
    return std::vector<OutputRef>{Out(s.AddNode("else_flat", "Reshape", {Out(d[0]), Out(shape)}))};
  };
  const auto bools = [](std::vector<int64_t> shape, uint8_t v) {
    TensorDesc t(ge::DT_BOOL, std::move(shape));
    t.value = std::vector<uint8_t>{v};
    return t;
  };
  const auto if_shape = [&](const TensorDesc& cond) {
    ComputeGraph g = IfGraph(flat, {2, 3, 4}, cond);
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
    REQUIRE(report.ok());
    INFO(Errors(*report));
    CHECK(report->ok());
    CHECK(OutShape(g.node(g.FindNode("if1")).subgraphs[1], "else_flat") == "[24]");  // every branch runs
    return OutShape(g, "if1");
  };
  CHECK(if_shape(bools({}, 1)) == "[2, 3, 4]");
  CHECK(if_shape(bools({}, 0)) == "[24]");
  CHECK(if_shape(bools({1}, 1)) == "[2, 3, 4]");  // ONNX's one-element cond: true by value and as non-empty
  CHECK(if_shape(bools({1}, 0)) == "[-2]");       // false by value, true as non-empty (GE): merged
  CHECK(if_shape(Int32Const({7}, {})) == "[2, 3, 4]");

  SECTION("a condition the pass computes (torch's squeeze(1) export: If(Shape(x)[1] == 1, Squeeze, Identity))") {
    ComputeGraph g("squeeze_if");
    const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {-1, 1}));
    const NodeId shape = g.AddNode("shape", "Shape", {Out(x)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
    const NodeId dim = g.AddNode("dim", "Gather", {Out(shape), Out(g.AddConst("one", Int64Const({1})))});
    const NodeId is_one = g.AddNode("is_one", "Equal", {Out(dim), Out(g.AddConst("ones", Int64Const({1})))});
    std::vector<ComputeGraph> branches;
    branches.push_back(Sub("then", {1}, [](ComputeGraph& s, const std::vector<NodeId>& d) {
      return std::vector<OutputRef>{
          Out(s.AddNode("squeezed", "Squeeze", {Out(d[0])}, {{"axis", AttrValue::ListInt({1})}}))};
    }));
    branches.push_back(Sub("else", {1}, [](ComputeGraph& s, const std::vector<NodeId>& d) {
      return std::vector<OutputRef>{Out(s.AddNode("same", "Identity", {Out(d[0])}))};
    }));
    const NodeId iff =
        AddWithSubgraphs(g, "if1", "If", {Out(is_one), NodeInput::List({Out(x)})}, std::move(branches));
    g.AddNetOutput("out", {Out(iff)});
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
    REQUIRE(report.ok());
    INFO(Errors(*report));
    CHECK(report->ok());
    CHECK(OutValue(g, "is_one") == "[1]");
    CHECK(OutShape(g, "if1") == "[-1]");
  }
}

TEST_CASE("Subgraphs: an If whose branch holds a data-dependent count passes one name for it to its consumers",
          "[core][graph][subgraph][values]") {
  // torchvision's batched NMS: keep = If(no boxes, [], NonZero-like count in the else branch); then rows are picked by
  // keep and reshaped by Shape(keep)[0]: both counts are the If's output's, so the -1 is known.
  const auto build = [](const std::optional<TensorDesc>& cond) {
    ComputeGraph g("branch_count");
    const NodeId c = cond ? g.AddConst("c", *cond) : g.AddData("c", 0, TensorDesc(ge::DT_BOOL, {}));
    const NodeId x = g.AddData("x", 1, TensorDesc(ge::DT_FLOAT, {6, 4}));
    const NodeId feat = g.AddData("feat", 2, TensorDesc(ge::DT_FLOAT, {6, 8}));
    std::vector<ComputeGraph> branches;
    branches.push_back(Sub("none", {1}, [](ComputeGraph& s, const std::vector<NodeId>&) {
      return std::vector<OutputRef>{Out(s.AddConst("empty", TensorDesc(ge::DT_INT64, {0})))};
    }));
    branches.push_back(Sub("nms", {1}, [](ComputeGraph& s, const std::vector<NodeId>& d) {
      const NodeId nz = s.AddNode("nz", "NonZero", {Out(d[0])});
      const NodeId zero = s.AddConst("zero", Int32Const({0}, {}));
      const NodeId one = s.AddConst("one", Int32Const({1}, {}));
      return std::vector<OutputRef>{Out(s.AddNode("first", "GatherV2", {Out(nz), Out(zero), Out(one)}))};
    }));
    const NodeId keep = AddWithSubgraphs(g, "keep", "If", {Out(c), NodeInput::List({Out(x)})}, std::move(branches));
    const NodeId zero = g.AddConst("zero", Int32Const({0}, {}));
    const NodeId rows = g.AddNode("rows", "GatherV2", {Out(feat), Out(keep), Out(zero)});
    const NodeId shape = g.AddNode("shape", "Shape", {Out(keep)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
    const NodeId count = g.AddNode("count", "Gather", {Out(shape), Out(g.AddConst("first", Int64Const({0})))});
    const NodeId rest = g.AddConst("rest", Int64Const({2, -1}));
    const NodeId axis = g.AddConst("axis", Int32Const({0}, {}));
    const NodeId target = g.AddNode("target", "ConcatV2", {NodeInput::List({Out(count), Out(rest)}), Out(axis)},
                                    {{"N", AttrValue::Int(2)}});
    g.AddNetOutput("out", {Out(g.AddNode("boxes", "Reshape", {Out(rows), Out(target)}))});
    return g;
  };
  SECTION("a condition not known: the If's count is a data-dependent one of its own") {
    ComputeGraph g = build(std::nullopt);
    InferOk(g);
    CHECK(OutShape(g, "keep") == "[-1]");
    CHECK(OutShape(g, "rows") == "[-1, 8]");
    CHECK(OutShape(g, "boxes") == "[-1, 2, 4]");  // each tensor's own name for the count: [-1, 2, -1]
  }
  SECTION("the NMS branch taken: the If's count is the branch's") {
    TensorDesc no(ge::DT_BOOL, {});
    no.value = std::vector<uint8_t>{0};
    ComputeGraph g = build(no);
    InferOk(g);
    CHECK(OutShape(g, "keep") == "[-1]");
    CHECK(OutShape(g, "boxes") == "[-1, 2, 4]");
  }
}

TEST_CASE("Subgraphs: a Case merges all its branches, its branch_index is checked by the query engine",
          "[core][graph][subgraph]") {
  ComputeGraph g("case_graph");
  const NodeId index = g.AddData("index", 0, TensorDesc(ge::DT_INT32, {}));
  const NodeId x = g.AddData("x", 1, TensorDesc(ge::DT_FLOAT16, {8, 16}));
  std::vector<ComputeGraph> branches;
  branches.push_back(Sub("b0", {1}, [](ComputeGraph& s, const std::vector<NodeId>& d) {
    return std::vector<OutputRef>{Out(d[0])};  // identity: the Data node straight into the NetOutput
  }));
  branches.push_back(Sub("b1", {1}, [](ComputeGraph& s, const std::vector<NodeId>& d) {
    return std::vector<OutputRef>{Out(s.AddNode("b1_tanh", "Tanh", {Out(d[0])}))};
  }));
  branches.push_back(Sub("b2", {1}, [](ComputeGraph& s, const std::vector<NodeId>& d) {
    const NodeId perm = s.AddConst("perm", Int64Const({1, 0}));
    return std::vector<OutputRef>{Out(s.AddNode("b2_t", "Transpose", {Out(d[0]), Out(perm)}))};
  }));
  const NodeId c = AddWithSubgraphs(g, "case1", "Case", {Out(index), NodeInput::List({Out(x)})}, std::move(branches));
  g.AddNetOutput("out", {Out(c)});

  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  INFO(Errors(*report));
  CHECK(report->ok());
  CHECK(OutShape(g, "case1") == "[-1, -1]");  // [8, 16], [8, 16], [16, 8]
  CHECK(*OutDesc(g, "case1").range == ShapeRange{{8, 16}, {8, 16}});
  CHECK(OutDesc(g, "case1").dtype == ge::DT_FLOAT16);

  SECTION("a float branch_index is the query's dtype error") {
    g.node(index).tensor->dtype = ge::DT_FLOAT;
    Result<GraphInferReport> bad = InferShapes(BuiltInOps(), g);
    REQUIRE(bad.ok());
    REQUIRE(bad->errors.size() == 1);
    CHECK(bad->errors[0].cause == ErrorCode::kInferBadDtype);
    CHECK_THAT(bad->errors[0].status.message(),
               StartsWith("[graph.node_failed] node 'case1' (Case): [infer.bad_dtype]") &&
                   Contains("[input 0 comes from 'index:0']"));
  }
}

namespace {

// A While over \p vars (Data nodes of the root graph) with cond `Less(var0, limit)` and a body built by \p body.
ComputeGraph WhileGraph(const std::vector<TensorDesc>& vars, const SubgraphBody& body) {
  ComputeGraph g("while_graph");
  std::vector<OutputRef> inputs;
  std::vector<int64_t> parents;
  for (size_t k = 0; k < vars.size(); ++k) {
    inputs.push_back(Out(g.AddData("v" + std::to_string(k), static_cast<int64_t>(k), vars[k])));
    parents.push_back(static_cast<int64_t>(k));
  }
  std::vector<ComputeGraph> subgraphs;
  subgraphs.push_back(Sub("cond", parents, [](ComputeGraph& s, const std::vector<NodeId>& d) {
    const NodeId limit = s.AddConst("limit", Int32Const({10}, {}));
    return std::vector<OutputRef>{Out(s.AddNode("less", "Less", {Out(d[0]), Out(limit)}))};
  }));
  subgraphs.push_back(Sub("body", parents, body));
  const NodeId loop = AddWithSubgraphs(g, "loop", "While", {NodeInput::List(inputs)}, std::move(subgraphs));
  std::vector<OutputRef> outs;
  for (size_t k = 0; k < vars.size(); ++k) outs.push_back(Out(loop, static_cast<uint32_t>(k)));
  g.AddNetOutput("out", outs);
  return g;
}

}  // namespace

TEST_CASE("Subgraphs: a While whose body keeps the loop variables' shapes converges to exact shapes",
          "[core][graph][subgraph]") {
  ComputeGraph g = WhileGraph({TensorDesc(ge::DT_INT32, {}), TensorDesc(ge::DT_FLOAT, {2, 3})},
                              [](ComputeGraph& s, const std::vector<NodeId>& d) {
                                const NodeId one = s.AddConst("one", Int32Const({1}, {}));
                                const NodeId next_i = s.AddNode("next_i", "Add", {Out(d[0]), Out(one)});
                                const NodeId next_x = s.AddNode("next_x", "Mul", {Out(d[1]), Out(d[1])});
                                return std::vector<OutputRef>{Out(next_i), Out(next_x)};
                              });
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  INFO(Errors(*report));
  CHECK(report->ok());
  CHECK(OutShape(g, "loop", 0) == "[]");
  CHECK(OutDesc(g, "loop", 0).dtype == ge::DT_INT32);
  CHECK(OutShape(g, "loop", 1) == "[2, 3]");
  CHECK(OutDesc(g, "loop", 1).name == "output1");
  const Node& loop = g.node(g.FindNode("loop"));
  CHECK(OutShape(loop.subgraphs[0], "less") == "[]");
  CHECK(OutDesc(loop.subgraphs[0], "less").dtype == ge::DT_BOOL);
  CHECK(OutShape(loop.subgraphs[1], "next_x") == "[2, 3]");
}

TEST_CASE("Subgraphs: a While whose body grows a loop variable widens it to -1 (a new rank to -2)",
          "[core][graph][subgraph]") {
  SECTION("a growing dim") {
    ComputeGraph g = WhileGraph({TensorDesc(ge::DT_INT32, {}), TensorDesc(ge::DT_FLOAT, {2, 3})},
                                [](ComputeGraph& s, const std::vector<NodeId>& d) {
                                  const NodeId axis = s.AddConst("axis", Int32Const({0}, {}));
                                  const NodeId cat = s.AddNode("grow", "ConcatV2",
                                                               {NodeInput::List({Out(d[1]), Out(d[1])}), Out(axis)});
                                  return std::vector<OutputRef>{Out(d[0]), Out(cat)};
                                });
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
    REQUIRE(report.ok());
    INFO(Errors(*report));
    CHECK(report->ok());
    CHECK(OutShape(g, "loop", 0) == "[]");
    CHECK(OutShape(g, "loop", 1) == "[-1, 3]");
    CHECK(*OutDesc(g, "loop", 1).range == ShapeRange{{1, -1}, {3, 3}});  // GE's WhileInfer bounds
    // The subgraphs' last pass ran on the settled loop variables.
    const Node& loop = g.node(g.FindNode("loop"));
    CHECK(OutShape(loop.subgraphs[1], "grow") == "[-1, 3]");
  }
  SECTION("a new rank") {
    ComputeGraph g = WhileGraph({TensorDesc(ge::DT_INT32, {}), TensorDesc(ge::DT_FLOAT, {2, 3})},
                                [](ComputeGraph& s, const std::vector<NodeId>& d) {
                                  const NodeId axis = s.AddConst("axis", Int32Const({0}, {}));
                                  const NodeId more = s.AddNode("more", "ExpandDims", {Out(d[1]), Out(axis)});
                                  return std::vector<OutputRef>{Out(d[0]), Out(more)};
                                });
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
    REQUIRE(report.ok());
    INFO(Errors(*report));
    CHECK(report->ok());
    CHECK(OutShape(g, "loop", 1) == "[-2]");
  }
  SECTION("a loop variable changing dtype") {
    ComputeGraph g = WhileGraph({TensorDesc(ge::DT_INT32, {}), TensorDesc(ge::DT_FLOAT, {2, 3})},
                                [](ComputeGraph& s, const std::vector<NodeId>& d) {
                                  const NodeId cast = s.AddNode("cast", "Cast", {Out(d[1])},
                                                                {{"dst_type", AttrValue::Int(ge::DT_FLOAT16)}});
                                  return std::vector<OutputRef>{Out(d[0]), Out(cast)};
                                });
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
    REQUIRE(report.ok());
    REQUIRE(report->errors.size() == 1);
    CHECK(report->errors[0].status.message() ==
          "[graph.subgraph_mismatch] node 'loop' (While): loop variable 1 is float32, but body 'body' returns "
          "float16 for it");
  }
}

TEST_CASE("Subgraphs: a While whose widening travels through many loop variables does not converge",
          "[core][graph][subgraph]") {
  // var1 grows (Concat); var k+1 takes var k: the -1 reaches var k in pass k, var 16 in the last pass allowed.
  constexpr int kVars = 20;
  std::vector<TensorDesc> vars{TensorDesc(ge::DT_INT32, {})};
  for (int k = 1; k < kVars; ++k) vars.emplace_back(ge::DT_FLOAT, std::vector<int64_t>{2});
  ComputeGraph g = WhileGraph(vars, [](ComputeGraph& s, const std::vector<NodeId>& d) {
    const NodeId axis = s.AddConst("axis", Int32Const({0}, {}));
    std::vector<OutputRef> next{Out(d[0])};
    next.push_back(Out(s.AddNode("grow", "ConcatV2", {NodeInput::List({Out(d[1]), Out(d[1])}), Out(axis)})));
    for (size_t k = 2; k < d.size(); ++k) next.push_back(Out(d[k - 1]));
    return next;
  });
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  REQUIRE(report->errors.size() == 1);
  CHECK(report->errors[0].status.code() == ErrorCode::kGraphNoConvergence);
  CHECK(report->errors[0].status.message() ==
        "[graph.no_convergence] node 'loop' (While): loop variable(s) 16 still change after 16 passes over cond and "
        "body");
  CHECK(g.node(g.FindNode("loop")).state == NodeState::kFailed);
}

TEST_CASE("Subgraphs: an error inside a branch names the subgraph, the parent and what follows are skipped",
          "[core][graph][subgraph]") {
  ComputeGraph g = IfGraph([](ComputeGraph& s, const std::vector<NodeId>& d) {
    return std::vector<OutputRef>{Out(s.AddNode("mystery", "NoSuchOp", {Out(d[0])}))};
  });
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  REQUIRE(report->errors.size() == 1);
  const GraphError& e = report->errors[0];
  CHECK(e.node == "mystery");
  CHECK(e.subgraph == "if1/else");
  CHECK_THAT(e.status.message(),
             StartsWith("[graph.node_failed] node 'mystery' (NoSuchOp) in subgraph 'if1/else': [infer.unknown_op]"));
  CHECK(g.node(g.FindNode("if1")).state == NodeState::kSkipped);
  CHECK(g.node(g.FindNode("after")).state == NodeState::kSkipped);
  const std::string dump = InferenceDumpToJson(g, *report);
  CHECK_THAT(dump, Contains(R"({"node":"mystery","op":"NoSuchOp","subgraph":"if1/else","code":"graph.node_failed",)"));

  SECTION("the branch runs again when FormatRefiner stage 2 changes it, and its error is still reported once") {
    ComputeGraph h = IfGraph(
        [](ComputeGraph& s, const std::vector<NodeId>& d) {
          return std::vector<OutputRef>{Out(s.AddNode("mystery", "NoSuchOp", {Out(d[0])}))};
        },
        {1, 2, 3, 4});
    GraphInferOptions options;
    options.data_format = ge::FORMAT_NCHW;
    Result<GraphInferReport> again = InferGraph(BuiltInOps(), h, options);
    REQUIRE(again.ok());
    CHECK(again->format_reinferred >= 1);  // x, and the If whose branches got NCHW
    REQUIRE(again->errors.size() == 1);
    CHECK(again->errors[0].node == "mystery");
  }
}

TEST_CASE("Subgraphs: the subgraphs of a node that cannot run are skipped with it", "[core][graph][subgraph]") {
  ComputeGraph g("skipped");
  const NodeId c = g.AddData("c", 0, TensorDesc(ge::DT_BOOL, {}));
  const NodeId x = g.AddData("x", 1, TensorDesc(ge::DT_FLOAT, {2}));
  const NodeId bad = g.AddNode("bad", "NoSuchOp", {Out(x)});
  std::vector<ComputeGraph> branches;
  for (const char* name : {"then", "else"}) {
    branches.push_back(Sub(name, {1}, [](ComputeGraph& s, const std::vector<NodeId>& d) {
      return std::vector<OutputRef>{Out(s.AddNode(s.name() + "_abs", "Abs", {Out(d[0])}))};
    }));
  }
  const NodeId iff = AddWithSubgraphs(g, "if1", "If", {Out(c), NodeInput::List({Out(bad)})}, std::move(branches));
  g.AddNetOutput("out", {Out(iff)});
  Result<GraphInferReport> report = InferGraph(BuiltInOps(), g);
  REQUIRE(report.ok());
  CHECK(report->errors.size() == 1);
  CHECK(report->not_run == 0);
  CHECK(report->skipped == 2 + 6);  // if1 and out, and the branches' nodes
  CHECK(g.node(iff).subgraphs[1].node(1).state == NodeState::kSkipped);
}

TEST_CASE("Subgraphs: subgraphs nest, and a nested error names the whole path", "[core][graph][subgraph]") {
  ComputeGraph g("nested");
  const NodeId c = g.AddData("c", 0, TensorDesc(ge::DT_BOOL, {}));
  const NodeId x = g.AddData("x", 1, TensorDesc(ge::DT_FLOAT, {5, 7}));
  const SubgraphBody inner_if = [](ComputeGraph& s, const std::vector<NodeId>& d) {
    std::vector<ComputeGraph> branches;
    branches.push_back(Sub("in_then", {1}, [](ComputeGraph& t, const std::vector<NodeId>& e) {
      return std::vector<OutputRef>{Out(t.AddNode("deep", "Abs", {Out(e[0])}))};
    }));
    branches.push_back(Sub("in_else", {1}, [](ComputeGraph& t, const std::vector<NodeId>& e) {
      return std::vector<OutputRef>{Out(t.AddNode("deep2", "Neg", {Out(e[0])}))};
    }));
    return std::vector<OutputRef>{
        Out(AddWithSubgraphs(s, "if2", "If", {Out(d[0]), NodeInput::List({Out(d[1])})}, std::move(branches)))};
  };
  std::vector<ComputeGraph> branches;
  branches.push_back(Sub("then", {0, 1}, inner_if));
  branches.push_back(Sub("else", {1}, [](ComputeGraph& s, const std::vector<NodeId>& d) {
    return std::vector<OutputRef>{Out(d[0])};
  }));
  const NodeId iff = AddWithSubgraphs(g, "if1", "If", {Out(c), NodeInput::List({Out(x)})}, std::move(branches));
  g.AddNetOutput("out", {Out(iff)});
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  INFO(Errors(*report));
  CHECK(report->ok());
  CHECK(OutShape(g, "if1") == "[5, 7]");
  const ComputeGraph& then = g.node(g.FindNode("if1")).subgraphs[0];
  CHECK(OutShape(then.node(then.FindNode("if2")).subgraphs[0], "deep") == "[5, 7]");

  SECTION("an error two levels down") {
    Node& if2 = g.node(g.FindNode("if1")).subgraphs[0].node(2);
    REQUIRE(if2.name == "if2");
    if2.subgraphs[1].node(1).type = "NoSuchOp";
    Result<GraphInferReport> bad = InferShapes(BuiltInOps(), g);
    REQUIRE(bad.ok());
    REQUIRE(bad->errors.size() == 1);
    CHECK(bad->errors[0].subgraph == "if1/then/if2/in_else");
    CHECK_THAT(bad->errors[0].status.message(),
               StartsWith("[graph.node_failed] node 'deep2' (NoSuchOp) in subgraph 'if1/then/if2/in_else'"));
  }
}

TEST_CASE("Subgraphs: Validate checks the boundaries of Note [Subgraph boundaries] and names parent and subgraph",
          "[core][graph][subgraph]") {
  const auto identity = [](ComputeGraph&, const std::vector<NodeId>& d) {
    std::vector<OutputRef> outs;
    for (NodeId id : d) outs.push_back(Out(id));
    return outs;
  };
  ComputeGraph g("g");
  const NodeId c = g.AddData("c", 0, TensorDesc(ge::DT_BOOL, {}));
  const NodeId x = g.AddData("x", 1, TensorDesc(ge::DT_FLOAT, {4}));
  const auto error = [&](std::vector<ComputeGraph> subgraphs, const std::string& type = "If") {
    ComputeGraph copy = g;
    const std::vector<NodeInput> inputs =
        type == "While" ? std::vector<NodeInput>{NodeInput::List({Out(x)})}
                        : std::vector<NodeInput>{Out(c), NodeInput::List({Out(x)})};
    AddWithSubgraphs(copy, "n", type, inputs, std::move(subgraphs));
    return copy.Validate().message();
  };
  std::vector<ComputeGraph> subs;
  subs.push_back(Sub("then", {1}, identity));
  subs.push_back(Sub("else", {2}, identity));
  CHECK(error(subs) ==
        "[graph.bad_subgraph] subgraph 'else' of node 'n' (If): Data node 'else_d0' stands for parent input "
        "instance 2, but 'n' has 2 input instance(s)");
  subs[1] = Sub("else", {1, 1}, identity);
  CHECK(error(subs) ==
        "[graph.bad_subgraph] subgraph 'else' of node 'n' (If): Data nodes 'else_d0' and 'else_d1' both stand "
        "for parent input instance 1");
  subs[1] = Sub("else", {0, 1}, identity);
  CHECK(error(subs) ==
        "[graph.bad_subgraph] node 'n' (If): subgraph 'else' returns 2 tensors, but subgraph 'then' returns 1");
  CHECK(error({Sub("then", {1}, identity)}) ==
        "[graph.bad_subgraph] node 'n' (If): an If node has two subgraphs (then_branch, else_branch), this one has 1");
  std::vector<ComputeGraph> loop;
  loop.push_back(Sub("cond", {0}, identity));
  loop.push_back(Sub("body", {0}, [](ComputeGraph&, const std::vector<NodeId>& d) {
    return std::vector<OutputRef>{Out(d[0]), Out(d[0])};
  }));
  CHECK(error(loop, "While") ==
        "[graph.bad_subgraph] node 'n' (While): its body subgraph 'body' returns 2 tensors, but the node has 1 loop "
        "variables (input instances)");
  loop[0] = Sub("cond", {0}, [](ComputeGraph&, const std::vector<NodeId>& d) {
    return std::vector<OutputRef>{Out(d[0]), Out(d[0])};
  });
  CHECK_THAT(error(loop, "While"),
             StartsWith("[graph.bad_subgraph] node 'n' (While): its cond subgraph 'cond' returns 2 tensors"));
  // A bad node inside a subgraph: the subgraph's own Validate, wrapped.
  subs[1] = Sub("else", {1}, [](ComputeGraph& s, const std::vector<NodeId>& d) {
    s.AddNode("dup", "Relu", {Out(d[0])});
    return std::vector<OutputRef>{Out(s.AddNode("dup", "Relu", {Out(d[0])}))};
  });
  CHECK_THAT(error(subs), StartsWith("[graph.duplicate_node] subgraph 'else' of node 'n' (If): node 'dup'"));
  // A count hint that disagrees with the subgraphs.
  subs[1] = Sub("else", {1}, identity);
  ComputeGraph hinted = g;
  const NodeId h = AddWithSubgraphs(hinted, "n", "If", {Out(c), NodeInput::List({Out(x)})}, subs);
  OutputHint two;
  two.count = 2;
  hinted.node(h).output_hints = {two};
  CHECK(hinted.Validate().message() ==
        "[graph.bad_subgraph] node 'n' (If): its output count hint is 2, but its subgraphs give 1 outputs");
}

TEST_CASE("Subgraphs: a node whose prototype declares other subgraphs is graph.bad_subgraph", "[core][graph][subgraph]") {
  ComputeGraph g("g");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {4}));
  std::vector<ComputeGraph> subs;
  subs.push_back(Sub("f", {0}, [](ComputeGraph&, const std::vector<NodeId>& d) {
    return std::vector<OutputRef>{Out(d[0])};
  }));
  AddWithSubgraphs(g, "r", "Relu", {Out(x)}, std::move(subs));
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
  REQUIRE(report.ok());
  REQUIRE(report->errors.size() == 1);
  CHECK(report->errors[0].status.message() ==
        "[graph.bad_subgraph] node 'r' (Relu): 'Relu' declares no subgraphs, but the node has 1");
}

TEST_CASE("Subgraphs: a single-op query of a control-flow op says its outputs come from its subgraphs",
          "[core][graph][subgraph]") {
  OpQuery q;
  q.op_type = "While";
  q.inputs = {InputArg::List({TensorDesc(ge::DT_FLOAT, {2})})};
  Result<QueryResult> r = InferOp(BuiltInOps(), q);
  REQUIRE_FALSE(r.ok());
  CHECK(r.status().message() ==
        "[infer.no_infershape] 'While': no InferShape: the op's outputs come from its subgraphs (cond, body); infer "
        "it in a graph (oppkit graph, docs/graph.md)");
}

TEST_CASE("Subgraphs: the JSON graph format, the dump and the DOT drawing carry subgraphs", "[core][graph][subgraph]") {
  ComputeGraph g = IfGraph([](ComputeGraph& s, const std::vector<NodeId>& d) {
    return std::vector<OutputRef>{Out(s.AddNode("else_sigmoid", "Sigmoid", {Out(d[0])}))};
  });
  Result<std::string> text = GraphToJson(g);
  REQUIRE(text.ok());
  CHECK_THAT(*text, Contains("\n  {\"name\":\"if1\",\"type\":\"If\",\"inputs\":[\"c:0\",[\"x:0\"]],\"subgraphs\":[\n"
                             "   {\"graph\":\"then\",\"nodes\":[\n"
                             "    {\"name\":\"then_d0\",\"type\":\"Data\",\"attrs\":{\"index\":0,"
                             "\"_parent_node_index\":1}},\n"));
  Result<ComputeGraph> back = ParseGraphJson(*text);
  REQUIRE(back.ok());
  CHECK(*GraphToJson(*back) == *text);
  const Node& iff = back->node(back->FindNode("if1"));
  REQUIRE(iff.subgraphs.size() == 2);
  CHECK(iff.subgraphs[1].name() == "else");
  CHECK(iff.subgraphs[1].node(1).type == "Sigmoid");
  CHECK_FALSE(iff.subgraphs[1].node(0).tensor.has_value());

  Result<GraphInferReport> report = InferShapes(BuiltInOps(), *back);
  REQUIRE(report.ok());
  CHECK(report->ok());
  const std::string dump = InferenceDumpToJson(*back, *report);
  CHECK_THAT(dump, Contains("\n   {\"graph\":\"else\",\"nodes\":[\n"
                            "    {\"name\":\"else_d0\",\"type\":\"Data\",\"inputs\":[],\"outputs\":[{\"name\":\"y\","
                            "\"dtype\":\"float32\",\"origin_shape\":[2,3,4],"));
  CHECK_THAT(dump, Contains("\"summary\": {\"nodes\":11,"));
  // Each line is one node: a graph reader of the dump finds every node by its line.
  CHECK_THAT(dump, Contains("\n    {\"name\":\"else_sigmoid\",\"type\":\"Sigmoid\",\"inputs\":[{\"source\":\"else_d0:0\"}]"));

  const std::string dot = GraphToDot(*back);
  CHECK_THAT(dot, Contains("  subgraph \"cluster_2_1_\" {\n    label=\"if1/else\";\n"));
  CHECK_THAT(dot, Contains("    n2_1_1 [label=\"else_sigmoid\\nSigmoid\\ny: float32 [2,3,4] ND\"];\n"));
  CHECK_THAT(dot, Contains("  n2 -> n2_0_0 [style=dashed, label=\"in 1\"];\n"));
}

}  // namespace oppkit::test

namespace oppkit::test {
namespace {

// A graph whose If nodes nest \p depth levels: at each level If(c, [x]) with then = the next level, else = x; the
// deepest subgraph computes Abs(x). Built iteratively, as the JSON text of docs/graph.md.
std::string NestedIfJson(size_t depth) {
  const auto data = [](const std::string& name, int index, bool root) {
    return "{\"name\":\"" + name + "\",\"type\":\"Data\",\"attrs\":{\"index\":" + std::to_string(index) +
           (root ? "},\"tensor\":" + std::string(index == 0 ? "{\"dtype\":\"bool\",\"shape\":[]}"
                                                            : "{\"dtype\":\"float32\",\"shape\":[5,7]}")
                 : ",\"_parent_node_index\":" + std::to_string(index) + "}") +
           "}";
  };
  std::string open;
  std::string close;
  for (size_t level = 0; level <= depth; ++level) {
    const std::string l = std::to_string(level);
    std::string head = "{\"graph\":\"g" + l + "\",\"nodes\":[" + data("c" + l, 0, level == 0) + "," +
                       data("x" + l, 1, level == 0) + ",";
    const std::string tail = ",{\"name\":\"o" + l + "\",\"type\":\"NetOutput\",\"inputs\":[\"r" + l + ":0\"]}]}";
    if (level == depth) {
      open += head + "{\"name\":\"r" + l + "\",\"type\":\"Abs\",\"inputs\":[\"x" + l + ":0\"]}" + tail;
      break;
    }
    open += head + "{\"name\":\"r" + l + "\",\"type\":\"If\",\"inputs\":[\"c" + l + ":0\",[\"x" + l +
            ":0\"]],\"subgraphs\":[";
    close = ",{\"graph\":\"e" + l + "\",\"nodes\":[" + data("ex" + l, 1, false) + ",{\"name\":\"eo" + l +
            "\",\"type\":\"NetOutput\",\"inputs\":[\"ex" + l + ":0\"]}]}]}" + tail + close;
  }
  return open + close;
}

}  // namespace

TEST_CASE("Subgraphs: at most 64 levels of nesting are read and validated, 25 inferred, and deeper ones fail cleanly",
          "[core][graph][subgraph]") {
  SECTION("25 levels infer; the 26th is the node error of the If that holds it") {
    Result<ComputeGraph> g = ParseGraphJson(NestedIfJson(25));
    REQUIRE(g.ok());
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), *g);
    REQUIRE(report.ok());
    INFO(Errors(*report));
    CHECK(report->ok());
    CHECK(OutShape(*g, "r0") == "[5, 7]");

    g = ParseGraphJson(NestedIfJson(26));
    REQUIRE(g.ok());
    report = InferShapes(BuiltInOps(), *g);
    REQUIRE(report.ok());
    REQUIRE(report->errors.size() == 1);
    CHECK_THAT(report->errors[0].status.message(),
               Contains("node 'r25' (If)") && Contains("subgraphs are nested more than 25 levels deep"));
  }
  SECTION("64 levels are a valid graph") {
    Result<ComputeGraph> g = ParseGraphJson(NestedIfJson(64));
    REQUIRE(g.ok());
    CHECK(g->Validate().ok());
    Result<GraphInferReport> report = InferGraph(BuiltInOps(), *g);
    REQUIRE(report.ok());
    CHECK(report->errors.size() == 1);  // the 26th level, as above
  }
  SECTION("65 levels are graph.bad_json, before the reader goes down (10000 levels overflowed its stack)") {
    Result<ComputeGraph> g = ParseGraphJson(NestedIfJson(65));
    REQUIRE_FALSE(g.ok());
    CHECK_THAT(g.status().message(),
               StartsWith("[graph.bad_json]") && Contains("node 'r64'") &&
                   Contains("its subgraphs are level 65 of nesting; a graph has at most 64 levels"));
    // 10000 levels nest the JSON text itself deeper than any reader goes (4 JSON levels per subgraph level).
    g = ParseGraphJson(NestedIfJson(10000));
    REQUIRE_FALSE(g.ok());
    CHECK_THAT(g.status().message(),
               StartsWith("[graph.bad_json]") && Contains("arrays and objects nest deeper than 1000 levels"));
  }
  SECTION("a graph built in C++ 65 levels deep is graph.bad_subgraph in Validate and InferShapes") {
    Result<ComputeGraph> deepest = ParseGraphJson(NestedIfJson(64));
    REQUIRE(deepest.ok());
    // One more level on top: the 64-level graph becomes the then-branch of a new root If.
    ComputeGraph then = std::move(*deepest);
    for (size_t i = 0; i < then.size(); ++i) {
      Node& n = then.node(static_cast<NodeId>(i));
      if (n.type != kDataNodeType) continue;
      n.SetAttr(kParentNodeIndexAttr, AttrValue::Int(n.FindAttr("index")->GetInt()));
      n.tensor.reset();
    }
    ComputeGraph g("deeper");
    const NodeId c = g.AddData("c", 0, TensorDesc(ge::DT_BOOL, {}));
    const NodeId x = g.AddData("x", 1, TensorDesc(ge::DT_FLOAT, {5, 7}));
    std::vector<ComputeGraph> branches;
    branches.push_back(std::move(then));
    branches.push_back(Sub("else", {1}, [](ComputeGraph&, const std::vector<NodeId>& d) {
      return std::vector<OutputRef>{Out(d[0])};
    }));
    const NodeId iff = AddWithSubgraphs(g, "top", "If", {Out(c), NodeInput::List({Out(x)})}, std::move(branches));
    g.AddNetOutput("out", {Out(iff)});
    const Status st = g.Validate();
    CHECK(st.code() == ErrorCode::kGraphBadSubgraph);
    CHECK_THAT(st.message(), Contains("node 'r63' (If)") &&
                                 Contains("its subgraphs are level 65 of nesting; a graph has at most 64 levels"));
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g);
    REQUIRE_FALSE(report.ok());
    CHECK(report.status().code() == ErrorCode::kGraphBadSubgraph);
  }
}

namespace {

// Names the dims of Data node \p data (x of IfGraph, a variable of WhileGraph): its dim_params.
void NameDims(ComputeGraph& g, const std::string& data, std::vector<std::string> names) {
  g.node(g.FindNode(data)).dim_params = std::move(names);
}

}  // namespace

TEST_CASE("Subgraphs: the symbolic pass walks an If's branches in the parent's symbols and merges their formulas",
          "[core][graph][subgraph][symbolic]") {
  SECTION("equal branches") {
    ComputeGraph g = IfGraph(
        [](ComputeGraph& s, const std::vector<NodeId>& d) {
          return std::vector<OutputRef>{Out(s.AddNode("else_sigmoid", "Sigmoid", {Out(d[0])}))};
        },
        {-1, 3, -1});
    NameDims(g, "x", {"batch", "", "len"});
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g, SymbolicOptions());
    REQUIRE(report.ok());
    INFO(Errors(*report));
    CHECK(report->ok());
    const Node& iff = g.node(g.FindNode("if1"));
    CHECK(SymbolicShape(iff.subgraphs[0], "then_relu") == "[batch, 3, len]");
    CHECK(SymbolicShape(iff.subgraphs[1], "else_sigmoid") == "[batch, 3, len]");
    CHECK(SymbolicShape(g, "if1") == "[batch, 3, len]");
    CHECK(SymbolicShape(g, "after") == "[batch, 3, len]");
    for (const GraphSymbol& symbol : report->symbols) CHECK_FALSE(symbol.fresh);
  }
  SECTION("a dim the branches give as different formulas is a fresh symbol") {
    ComputeGraph g = IfGraph(
        [](ComputeGraph& s, const std::vector<NodeId>& d) {
          const NodeId axis = s.AddConst("axis", Int32Const({0}, {}));
          return std::vector<OutputRef>{
              Out(s.AddNode("else_cat", "ConcatV2", {NodeInput::List({Out(d[0]), Out(d[0])}), Out(axis)}))};
        },
        {-1, 3, -1});
    NameDims(g, "x", {"batch", "", "len"});
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g, SymbolicOptions());
    REQUIRE(report.ok());
    INFO(Errors(*report));
    CHECK(report->ok());
    const Node& iff = g.node(g.FindNode("if1"));
    CHECK(SymbolicShape(iff.subgraphs[1], "else_cat") == "[batch*2, 3, len]");
    CHECK(SymbolicShape(g, "if1") == "[s0, 3, len]");
    REQUIRE(report->symbols.size() == 3);
    CHECK(report->symbols[2].name == "s0");
    CHECK(report->symbols[2].fresh);
    CHECK(report->symbols[2].node == "if1");
    CHECK(report->symbols[2].subgraph.empty());
  }
  SECTION("a fresh symbol inside a branch names the branch") {
    ComputeGraph g = IfGraph(
        [](ComputeGraph& s, const std::vector<NodeId>& d) {
          const NodeId nz = s.AddNode("else_nz", "NonZero", {Out(d[0])});
          return std::vector<OutputRef>{
              Out(s.AddNode("else_cast", "Cast", {Out(nz)}, {{"dst_type", AttrValue::Int(ge::DT_FLOAT)}}))};
        },
        {-1, 3, -1});
    NameDims(g, "x", {"batch", "", "len"});
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g, SymbolicOptions());
    REQUIRE(report.ok());
    INFO(Errors(*report));
    CHECK(report->ok());
    const Node& iff = g.node(g.FindNode("if1"));
    CHECK(SymbolicShape(iff.subgraphs[1], "else_nz") == "[s0, 3]");
    REQUIRE(report->symbols.size() >= 3);
    CHECK(report->symbols[2].node == "else_nz");
    CHECK(report->symbols[2].subgraph == "if1/else");
    CHECK_THAT(InferenceDumpToJson(g, *report), Contains(R"({"node":"else_nz","output":0,"dim":0,"subgraph":"if1/else"})"));
  }
}

TEST_CASE("Subgraphs: the symbolic pass keeps a loop variable's formulas the body keeps, and a dim it changes is a "
          "fresh symbol",
          "[core][graph][subgraph][symbolic]") {
  SECTION("kept") {
    ComputeGraph g = WhileGraph({TensorDesc(ge::DT_INT32, {}), TensorDesc(ge::DT_FLOAT, {-1, 3})},
                                [](ComputeGraph& s, const std::vector<NodeId>& d) {
                                  const NodeId one = s.AddConst("one", Int32Const({1}, {}));
                                  const NodeId next_i = s.AddNode("next_i", "Add", {Out(d[0]), Out(one)});
                                  const NodeId next_x = s.AddNode("next_x", "Mul", {Out(d[1]), Out(d[1])});
                                  return std::vector<OutputRef>{Out(next_i), Out(next_x)};
                                });
    NameDims(g, "v1", {"n", ""});
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g, SymbolicOptions());
    REQUIRE(report.ok());
    INFO(Errors(*report));
    CHECK(report->ok());
    const Node& loop = g.node(g.FindNode("loop"));
    CHECK(SymbolicShape(loop.subgraphs[1], "next_x") == "[n, 3]");
    CHECK(SymbolicShape(g, "loop", 0) == "[]");
    CHECK(SymbolicShape(g, "loop", 1) == "[n, 3]");
    CHECK(report->symbols.size() == 1);
  }
  SECTION("changed") {
    ComputeGraph g = WhileGraph({TensorDesc(ge::DT_INT32, {}), TensorDesc(ge::DT_FLOAT, {-1, 3})},
                                [](ComputeGraph& s, const std::vector<NodeId>& d) {
                                  const NodeId axis = s.AddConst("axis", Int32Const({0}, {}));
                                  const NodeId cat = s.AddNode("grow", "ConcatV2",
                                                               {NodeInput::List({Out(d[1]), Out(d[1])}), Out(axis)});
                                  return std::vector<OutputRef>{Out(d[0]), Out(cat)};
                                });
    NameDims(g, "v1", {"n", ""});
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), g, SymbolicOptions());
    REQUIRE(report.ok());
    INFO(Errors(*report));
    CHECK(report->ok());
    const Node& loop = g.node(g.FindNode("loop"));
    // In the body the variable's dim 0 is the symbol of one iteration, after the loop another one.
    CHECK(SymbolicShape(loop.subgraphs[1], "grow") == "[s0*2, 3]");
    CHECK(SymbolicShape(g, "loop", 1) == "[s1, 3]");
    REQUIRE(report->symbols.size() == 3);
    CHECK(report->symbols[1].node == "loop");
    CHECK(report->symbols[2].node == "loop");
    CHECK(report->symbols[2].fresh);
  }
}

}  // namespace oppkit::test
