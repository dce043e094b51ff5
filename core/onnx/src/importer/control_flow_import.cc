// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX If and Loop: GE's If and While with the ONNX subgraphs imported as theirs.
//
// Note [ONNX subgraphs]
// An ONNX If becomes GE's If(cond, input...) with its branches as the then_branch / else_branch subgraphs, each
// imported as a graph of its own (its initializers as Const, its nodes, its outputs into a NetOutput). A branch
// reads the enclosing graphs' values by name; each such value is captured: the branch gets a Data node for it
// (`_parent_node_index` k + 1, after cond) and the If gets it as `input` instance k, so an If nested in a branch
// captures in turn from its own enclosing graph. Errors inside a branch name it (`<if>/<branch>/<node>`); a failed
// branch fails the If quietly. A Loop becomes a While over [iteration, trip limit, cond, v..., captures...] (its
// body's inputs are Data nodes of those variables; ImportLoop adds the cond subgraph and the counting). Scan, and
// a Loop body with scan outputs, are not imported.
#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <limits>

#include "importer/importer.h"

namespace oppkit::detail {
namespace {

// A subgraph Data node for parent input instance \p parent_index (Note [Subgraph boundaries] in graph.h).
Node SubgraphDataNode(std::string name, int64_t parent_index) {
  Node data;
  data.name = std::move(name);
  data.type = kDataNodeType;
  data.attrs.emplace_back("index", AttrValue::Int(parent_index));
  data.attrs.emplace_back(kParentNodeIndexAttr, AttrValue::Int(parent_index));
  return data;
}

// A scalar Const tensor of \p dtype (DT_INT64 or DT_BOOL) holding \p value.
TensorDesc ScalarTensor(ge::DataType dtype, int64_t value) {
  TensorDesc desc(dtype, {});
  if (dtype == ge::DT_BOOL) {
    desc.value = std::vector<uint8_t>{static_cast<uint8_t>(value != 0)};
  } else {
    std::vector<uint8_t> bytes(sizeof(int64_t));
    std::memcpy(bytes.data(), &value, sizeof(value));
    desc.value = std::move(bytes);
  }
  return desc;
}

// Loop variables of the While an ONNX Loop becomes (Note [ONNX subgraphs]): 0 iteration, 1 trip limit, 2 cond,
// 3.. the carried values, then the captures.
constexpr int64_t kIteration = 0;
constexpr int64_t kLimit = 1;
constexpr int64_t kCond = 2;
constexpr int64_t kFirstLoopValue = 3;

// Completes a Loop body \p g (its NetOutput: cond_out, v_out...) into a While body: its NetOutput gives the next loop
// variables, iteration + 1, the limit, cond_out, v_out..., and the captures (at \p capture_refs in the body).
void CountIterations(int carried, const std::vector<OutputRef>& capture_refs, ComputeGraph* body) {
  ComputeGraph& g = *body;
  const auto data_of = [&](int64_t parent_index) {
    for (NodeId k = 0; k < g.size(); ++k) {
      if (g.node(k).type == kDataNodeType && ParentInputIndex(g.node(k)) == parent_index) return OutputRef{k, 0};
    }
    return OutputRef{
        g.Add(SubgraphDataNode(parent_index == kLimit ? "trip_limit" : "loop_var_" + std::to_string(parent_index),
                               parent_index)),
        0};
  };
  const NodeId net_output = static_cast<NodeId>(g.size() - 1);
  std::vector<NodeInput> onnx_outputs = g.node(net_output).inputs;  // cond_out, v_out...
  const NodeId one_id = g.AddConst("one", ScalarTensor(ge::DT_INT64, 1));
  const NodeId next = g.AddNode("next_iteration", "Add", {data_of(kIteration), OutputRef{one_id, 0}});
  std::vector<NodeInput> next_vars = {OutputRef{next, 0}, data_of(kLimit), onnx_outputs[0]};
  for (int k = 0; k < carried; ++k) next_vars.push_back(onnx_outputs[static_cast<size_t>(k) + 1]);
  for (const OutputRef& ref : capture_refs) next_vars.emplace_back(ref);
  g.node(net_output).inputs = std::move(next_vars);
}

// The While's cond subgraph `iteration < limit && cond`, named `<loop>_cond`.
ComputeGraph LoopCondGraph(const std::string& name) {
  ComputeGraph cond(name + "_cond");
  const NodeId iteration = cond.Add(SubgraphDataNode("iteration", kIteration));
  const NodeId limit = cond.Add(SubgraphDataNode("trip_limit", kLimit));
  const NodeId go_on = cond.Add(SubgraphDataNode("cond", kCond));
  const NodeId in_range = cond.AddNode("in_range", "Less", {OutputRef{iteration, 0}, OutputRef{limit, 0}});
  const NodeId both = cond.AddNode("continue", "LogicalAnd", {OutputRef{in_range, 0}, OutputRef{go_on, 0}});
  cond.AddNetOutput("NetOutput", {OutputRef{both, 0}});
  return cond;
}

}  // namespace

OutputRef Importer::Capture(const std::string& value) {
  std::vector<std::string>& captures = *outer_.captures;
  auto k = static_cast<int64_t>(std::find(captures.begin(), captures.end(), value) - captures.begin());
  if (static_cast<size_t>(k) == captures.size()) captures.push_back(value);
  const OutputRef ref = AddSubgraphData(value, outer_.capture_base + k);
  values_.emplace(value, ValueSource{ref, false, {}});
  return ref;
}

OutputRef Importer::AddSubgraphData(const std::string& value, int64_t parent_index) {
  Node data = SubgraphDataNode(UniqueNodeName(value), parent_index);
  data.output_names = {value};
  return OutputRef{out_.graph.Add(std::move(data)), 0};
}

void Importer::ImportIf(const onnx::NodeProto& node, const std::string& name, const std::string& origin) {
  const auto fail = [&](ErrorCode code, const std::string& what) { FailNode(node, name, origin, code, what); };
  if (snapshot_.Find("If") == nullptr) {
    return fail(ErrorCode::kOnnxUnmappedOp, "no loaded package has GE's If, which an ONNX If becomes");
  }
  if (node.input_size() != 1 || node.input(0).empty())
    return fail(ErrorCode::kOnnxBadModel, "an If takes one input, cond");
  const onnx::GraphProto* branches[2] = {nullptr, nullptr};
  for (const onnx::AttributeProto& a : node.attribute()) {
    if (a.type() != onnx::AttributeProto::GRAPH) continue;
    if (a.name() == "then_branch") branches[0] = &a.g();
    if (a.name() == "else_branch") branches[1] = &a.g();
  }
  if (branches[0] == nullptr || branches[1] == nullptr) {
    return fail(ErrorCode::kOnnxBadModel, "an If needs the graph attributes then_branch and else_branch");
  }
  std::vector<std::string> captures;
  std::vector<ComputeGraph> subgraphs;
  bool ok = true;
  for (int b = 0; b < 2; ++b) {
    const char* branch = b == 0 ? "then_branch" : "else_branch";
    std::optional<ComputeGraph> g = ImportBranch(*branches[b], name, branch, &captures);
    if (!g) {
      ok = false;
      continue;
    }
    const size_t outputs = g->node(static_cast<NodeId>(g->size() - 1)).inputs.size();  // its NetOutput
    if (outputs != static_cast<size_t>(node.output_size())) {
      fail(ErrorCode::kOnnxBadModel,
           fmt::format("{} has {} output(s), the If {}", branch, outputs, node.output_size()));
      return;
    }
    subgraphs.push_back(std::move(*g));
  }
  if (!ok) return ProduceFailed(node);  // the branch's errors are reported

  Node n;
  n.name = name;
  n.type = "If";
  n.subgraphs = std::move(subgraphs);
  n.output_hints.resize(1);
  n.output_hints[0].count = static_cast<uint32_t>(node.output_size());
  n.output_names.assign(node.output().begin(), node.output().end());
  PendingNode pending;
  pending.onnx_type = node.op_type();
  pending.origin = origin;
  pending.inputs.push_back(PendingInput{InputArg::Kind::kTensor, {PendingSource{node.input(0), {}}}});
  PendingInput captured{InputArg::Kind::kList, {}};
  for (const std::string& value : captures) captured.values.push_back(PendingSource{value, {}});
  pending.inputs.push_back(std::move(captured));
  pending.id = out_.graph.Add(std::move(n));
  for (int k = 0; k < node.output_size(); ++k) {
    Produce(node.output(k), OutputRef{pending.id, static_cast<uint32_t>(k)}, name, origin);
  }
  pending_.push_back(std::move(pending));
}

OutputRef Importer::ScalarConst(const std::string& name, ge::DataType dtype, int64_t value) {
  return OutputRef{out_.graph.AddConst(UniqueNodeName(name), ScalarTensor(dtype, value)), 0};
}

void Importer::ImportLoop(const onnx::NodeProto& node, const std::string& name, const std::string& origin) {
  const auto fail = [&](ErrorCode code, const std::string& what) { FailNode(node, name, origin, code, what); };
  for (const char* op : {"While", "Add", "Less", "LogicalAnd"}) {
    if (snapshot_.Find(op) == nullptr) {
      return fail(ErrorCode::kOnnxUnmappedOp, fmt::format("no loaded package has GE's {}, which a Loop needs", op));
    }
  }
  if (node.input_size() < 2) return fail(ErrorCode::kOnnxBadModel, "a Loop takes M, cond and the loop-carried values");
  const onnx::GraphProto* body = nullptr;
  for (const onnx::AttributeProto& a : node.attribute()) {
    if (a.type() == onnx::AttributeProto::GRAPH && a.name() == "body") body = &a.g();
  }
  if (body == nullptr) return fail(ErrorCode::kOnnxBadModel, "a Loop needs the graph attribute body");
  const int carried = node.input_size() - 2;
  if (body->input_size() != carried + 2) {
    return fail(ErrorCode::kOnnxBadModel, fmt::format("the body has {} input(s); the Loop's {} values need {}",
                                                      body->input_size(), carried, carried + 2));
  }
  if (body->output_size() != carried + 1) {
    return fail(ErrorCode::kOnnxUnsupported,
                fmt::format("the body has {} scan output(s), which GE's While cannot accumulate",
                            body->output_size() - carried - 1));
  }
  for (int k = 2; k < node.input_size(); ++k) {
    if (node.input(k).empty()) return fail(ErrorCode::kOnnxBadModel, "a loop-carried value is empty");
  }
  const int64_t first_value = kFirstLoopValue;
  std::vector<int64_t> body_inputs = {kIteration, kCond};
  for (int k = 0; k < carried; ++k) body_inputs.push_back(first_value + k);
  std::vector<std::string> captures;
  std::vector<OutputRef> capture_refs;
  std::optional<ComputeGraph> body_graph =
      ImportBranch(*body, name, "body", &captures, first_value + carried, body_inputs, &capture_refs);
  if (!body_graph) return ProduceFailed(node);  // the body's errors are reported

  ComputeGraph& g = *body_graph;
  CountIterations(carried, capture_refs, &g);
  ComputeGraph cond = LoopCondGraph(name);

  // The While, its loop variables in the parent graph, and the ONNX outputs: the final carried values.
  const size_t vars = static_cast<size_t>(first_value + carried) + captures.size();
  PendingInput loop_vars{InputArg::Kind::kList, {}};
  loop_vars.values.push_back(PendingSource{{}, ScalarConst(name + "/iteration", ge::DT_INT64, 0)});
  loop_vars.values.push_back(
      node.input(0).empty()
          ? PendingSource{{}, ScalarConst(name + "/no_trip_limit", ge::DT_INT64, std::numeric_limits<int64_t>::max())}
          : PendingSource{node.input(0), {}});
  loop_vars.values.push_back(node.input(1).empty() ? PendingSource{{}, ScalarConst(name + "/no_cond", ge::DT_BOOL, 1)}
                                                   : PendingSource{node.input(1), {}});
  for (int k = 0; k < carried; ++k) loop_vars.values.push_back(PendingSource{node.input(k + 2), {}});
  for (const std::string& value : captures) loop_vars.values.push_back(PendingSource{value, {}});
  Node n;
  n.name = name;
  n.type = "While";
  n.subgraphs.push_back(std::move(cond));
  n.subgraphs.push_back(std::move(g));
  n.output_hints.resize(1);
  n.output_hints[0].count = static_cast<uint32_t>(vars);
  n.output_names.resize(vars);
  for (int k = 0; k < node.output_size(); ++k) n.output_names[static_cast<size_t>(first_value + k)] = node.output(k);
  PendingNode pending;
  pending.onnx_type = node.op_type();
  pending.origin = origin;
  pending.inputs.push_back(std::move(loop_vars));
  pending.id = out_.graph.Add(std::move(n));
  for (int k = 0; k < node.output_size(); ++k) {
    Produce(node.output(k), OutputRef{pending.id, static_cast<uint32_t>(first_value + k)}, name, origin);
  }
  pending_.push_back(std::move(pending));
}

std::optional<ComputeGraph> Importer::ImportBranch(const onnx::GraphProto& graph, const std::string& parent,
                                                   const char* branch, std::vector<std::string>* captures,
                                                   int64_t capture_base, const std::vector<int64_t>& input_parents,
                                                   std::vector<OutputRef>* capture_refs) {
  Importer sub(*this, OuterScope{this, captures, capture_base});
  const Status st = sub.ImportGraph(graph, fmt::format("{}_{}", parent, branch), input_parents);
  const char* kind = input_parents.empty() ? "If" : "Loop";
  if (capture_refs != nullptr) {  // where each capture is in the subgraph (a loop body passes them on)
    for (const std::string& value : *captures) {
      const auto it = sub.values_.find(value);
      capture_refs->push_back(it == sub.values_.end() ? OutputRef{} : it->second.ref);
    }
  }
  const auto inside = [&](GraphError e) {
    e.node = fmt::format("{}/{}/{}", parent, branch, e.node);
    e.status =
        Status(e.status.code(), fmt::format("subgraph '{}' of node '{}': {}", branch, parent, e.status.detail()));
    return e;
  };
  for (GraphError& e : sub.out_.errors) out_.errors.push_back(inside(std::move(e)));
  for (GraphError& e : sub.out_.kept_unmapped) out_.kept_unmapped.push_back(inside(std::move(e)));
  if (!st.ok()) {
    AddError(parent, kind,
             Status(st.code(), fmt::format("subgraph '{}' of node '{}': {}", branch, parent, st.detail())));
    return std::nullopt;
  }
  if (!sub.out_.errors.empty()) return std::nullopt;
  return std::move(sub.out_.graph);
}

}  // namespace oppkit::detail
