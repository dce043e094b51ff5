// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The pipeline of whole-graph inference (graph_inference.h): InferGraph runs the passes in GE's order, the
// storage-format passes last, InferShapes the InferShape pass alone; both start from the model (RemoveInsertedNodes)
// and the descs PrepareDescs builds, and end with FinishReport. Also the pieces every pass shares (graph_passes.h):
// errors, subjects, the `--input-shape` syntax.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "passes/graph_passes.h"
#include "ir/node_types.h"
#include "passes/storage_formats.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/shape_query.h"
#include "util/shape_text.h"

namespace oppkit {
namespace detail {

void SetQueryTensor(const GraphTensorDesc& d, bool with_range, TensorDesc* t) {
  t->dtype = d.dtype;
  t->shape.assign(d.origin_shape.begin(), d.origin_shape.end());
  t->format = d.origin_format;
  if (with_range) {
    t->range = d.range;
  } else {
    t->range.reset();
  }
  t->value.reset();
  t->storage_format.reset();
}

std::string NodeSubject(const Node& n, const std::string& subgraph) {
  std::string s = "node '" + n.name + "' (" + n.type + ")";
  if (!subgraph.empty()) s += " in subgraph '" + subgraph + "'";
  return s;
}

std::string SubgraphPath(const std::string& path, const Node& parent, size_t index) {
  return (path.empty() ? "" : path + "/") + parent.name + "/" + parent.subgraphs[index].name();
}

void PassContext::AddError(const Node& n, const std::string& subgraph, ErrorCode code, const std::string& what,
                           ErrorCode cause) {
  GraphError e;
  e.node = n.name;
  e.op_type = n.type;
  e.subgraph = subgraph;
  e.status = Status(code, NodeSubject(n, subgraph) + ": " + what);
  e.cause = cause == ErrorCode::kOk ? code : cause;
  report.errors.push_back(std::move(e));
  error_nodes.push_back(&n);
  if (options.strict) stopped = true;
}

template <typename Pred>
void PassContext::DropErrorsWhere(Pred drop) {
  size_t kept = 0;
  for (size_t i = 0; i < error_nodes.size(); ++i) {
    if (drop(error_nodes[i])) continue;
    if (kept != i) {
      error_nodes[kept] = error_nodes[i];
      report.errors[kept] = std::move(report.errors[i]);
    }
    ++kept;
  }
  error_nodes.resize(kept);
  report.errors.resize(kept);
}

namespace {

void CollectNodes(const ComputeGraph& graph, std::unordered_set<const Node*>* nodes) {
  for (const Node& n : graph.nodes()) {
    nodes->insert(&n);
    for (const ComputeGraph& sub : n.subgraphs) CollectNodes(sub, nodes);
  }
}

}  // namespace

void PassContext::DropErrorsIn(const ComputeGraph& graph) {
  if (error_nodes.empty()) return;
  std::unordered_set<const Node*> nodes;
  CollectNodes(graph, &nodes);
  // A FormatRefiner error stands for its node, which the InferShape pass does not run.
  DropErrorsWhere([&](const Node* n) { return nodes.count(n) != 0 && format_failed.count(n) == 0; });
}

void PassContext::DropErrorsOf(const Node& n) {
  DropErrorsWhere([&](const Node* e) { return e == &n; });
}

namespace {

// Fills \p d, the fresh output desc of a Data or Const node, with its declared tensor (Note [Declared formats]: the
// format is the origin format, or with `refined` only declared, in storage_format); the caller names it.
void SetDeclaredDesc(const TensorDesc& t, bool refined, GraphTensorDesc* d) {
  d->dtype = t.dtype;
  d->origin_shape = t.shape;
  d->storage_shape = t.shape;
  d->origin_format = refined ? ge::FORMAT_ND : t.format;
  d->storage_format = t.format;
  if (HasUnknownDim(t.shape) && t.range) d->range = t.range;
}

// The name of output \p k of \p n before inference: the model's (NameOutputs' rule), else \p ir_name. Op outputs
// are named once with it, not given the IR name and then renamed (most ONNX value names are too long to be inline).
const std::string& OutputName(const Node& n, size_t k, const std::string& ir_name) {
  const std::string* model_name = ModelOutputName(n, k);
  return model_name != nullptr ? *model_name : ir_name;
}

// The output descs of a node of op \p entry (nullptr: not in the registry) when the query cannot describe it (an
// unknown op, a bad attr), and of every op node before InferShapes runs it: named after the prototype's plain
// outputs up to the first dynamic one, then by number up to \p referenced (what the pass reported before it ran
// them).
void SetFallbackOutputs(const OpEntry* entry, size_t referenced, Node& n) {
  const OpPrototype* proto = entry != nullptr ? entry->prototype.get() : nullptr;
  size_t named = 0;
  while (proto != nullptr && named < proto->outputs.size() && !proto->outputs[named].dynamic()) ++named;
  n.outputs.clear();
  n.outputs.resize(std::max(named, referenced));  // built in place
  for (size_t k = 0; k < n.outputs.size(); ++k) {
    if (k < named) {  // (not a ?: with to_string: that would copy the prototype's name first)
      n.outputs[k].name = OutputName(n, k, proto->outputs[k].name);
    } else {
      n.outputs[k].name = OutputName(n, k, std::to_string(k));
    }
  }
}

// What a subgraph-owning node returns: its branches' NetOutput inputs, or a While's loop variables.
size_t SubgraphOutputCount(const Node& n) {
  if (ControlFlowKindOf(n.type) == ControlFlowKind::kLoop) {
    size_t count = 0;
    for (const NodeInput& in : n.inputs) count += in.sources.size();
    return count;
  }
  for (const Node& m : n.subgraphs.front().nodes()) {
    if (m.type == detail::kNetOutputType) return m.inputs.size();
  }
  return 0;
}

// The format node \p n declares for (every instance of) IR output \p ir_output: its output hint's, else ND.
ge::Format DeclaredOutputFormat(const Node& n, size_t ir_output) {
  return ir_output < n.output_hints.size() ? n.output_hints[ir_output].format.value_or(ge::FORMAT_ND) : ge::FORMAT_ND;
}

// The output descs of op node \p n (of op \p entry): named and counted by the query's rule (DescribeOp), declared
// formats from its output hints. InferShapes alone needs no such descs before a node runs (its query gives them):
// there, only a node with subgraphs (whose output count is its subgraphs') pays for the description; the others get
// the names a node that could not be inferred shows.
void PrepareOpOutputs(PassContext& ctx, Node& n, const OpEntry* entry, size_t referenced) {
  if (!ctx.formats_refined && n.subgraphs.empty()) {
    SetFallbackOutputs(entry, referenced, n);
    return;
  }
  // An op without dynamic outputs has one instance per IR output, named as in its prototype, whatever the node's
  // inputs and attrs: what DescribeOp would answer (or, for a node it rejects, SetFallbackOutputs), without the
  // query. Most ops are such ops; only a consumer of an output the op does not have needs the fallback's numbers.
  if (const OpPrototype* proto = entry != nullptr ? entry->prototype.get() : nullptr;
      proto != nullptr && n.subgraphs.empty() && referenced <= proto->outputs.size() &&
      std::none_of(proto->outputs.begin(), proto->outputs.end(), [](const IrTensor& o) { return o.dynamic(); })) {
    n.outputs.clear();
    n.outputs.resize(proto->outputs.size());
    for (size_t k = 0; k < proto->outputs.size(); ++k) {
      n.outputs[k].name = OutputName(n, k, proto->outputs[k].name);
      n.outputs[k].storage_format = DeclaredOutputFormat(n, k);
    }
    return;
  }
  // A lenient kDescribe run on the node's attrs (Note [Nodes kept by their owner]), every input unknown.
  if (entry == nullptr || entry->prototype == nullptr) {
    SetFallbackOutputs(entry, referenced, n);
    return;
  }
  static const GraphTensorDesc kUnknown;  // no dtype, shape [-2], ND
  NodeQuery& nq = ctx.node_query;
  OpQuery& q = nq.Refill(n, [](size_t, size_t, OutputRef, TensorDesc* t) { SetQueryTensor(kUnknown, false, t); });
  if (!n.subgraphs.empty() && !entry->prototype->outputs.empty() && entry->prototype->outputs[0].dynamic()) {
    if (q.outputs.empty()) q.outputs.emplace_back();
    q.outputs[0].count = static_cast<uint32_t>(SubgraphOutputCount(n));
  }
  nq.options.stage = NodeStage::kDescribe;
  nq.options.lenient = true;
  const FormatQueryResult& described = nq.result.formats;
  const Status st = RunNode(*entry, q, nq.options, &nq.result);
  if (!st.ok()) {
    SetFallbackOutputs(entry, referenced, n);
    return;
  }
  n.outputs.clear();
  n.outputs.resize(described.output_names.size());
  size_t k = 0;
  for (size_t o = 0; o < described.output_counts.size(); ++o) {
    const ge::Format declared = DeclaredOutputFormat(n, o);
    for (uint32_t i = 0; i < described.output_counts[o] && k < n.outputs.size(); ++i, ++k) {
      n.outputs[k].name = OutputName(n, k, described.output_names[k]);
      if (ctx.formats_refined) n.outputs[k].storage_format = declared;
    }
  }
}

// The input descs of \p n: one per connected instance, named after the IR input (with the instance number for a
// dynamic input; `x<k>` for NetOutput and ops the registry lacks), declared formats from Node::input_formats.
void PrepareInputDescs(PassContext& ctx, Node& n, const OpEntry* entry) {
  n.input_descs.clear();
  size_t instances = 0;
  for (const NodeInput& in : n.inputs) instances += in.sources.size();
  n.input_descs.reserve(instances);
  const OpPrototype* proto = entry != nullptr && entry->prototype ? entry->prototype.get() : nullptr;
  for (size_t k = 0; k < n.inputs.size(); ++k) {
    const NodeInput& in = n.inputs[k];
    const ge::Format declared = k < n.input_formats.size() ? n.input_formats[k] : ge::FORMAT_ND;
    for (size_t i = 0; i < in.sources.size(); ++i) {
      GraphTensorDesc& d = n.input_descs.emplace_back();  // built in place (reserved above)
      if (proto == nullptr || k >= proto->inputs.size()) {
        d.name = "x" + std::to_string(k);
      } else if (in.kind == InputArg::Kind::kList) {
        d.name = proto->inputs[k].name + std::to_string(i);
      } else {
        d.name = proto->inputs[k].name;
      }
      if (ctx.formats_refined) d.storage_format = declared;
    }
  }
}

}  // namespace

void NameOutputs(Node& n) {
  for (size_t k = 0; k < n.outputs.size(); ++k) {
    if (const std::string* name = ModelOutputName(n, k)) n.outputs[k].name = *name;
  }
}

bool CopyToInputDesc(const GraphTensorDesc& from, GraphTensorDesc* to, bool with_formats) {
  bool changed = to->dtype != from.dtype || to->origin_shape != from.origin_shape ||
                 to->storage_shape != from.storage_shape || to->range != from.range;
  if (with_formats) {
    changed = changed || to->origin_format != from.origin_format || to->storage_format != from.storage_format;
    to->origin_format = from.origin_format;
    to->storage_format = from.storage_format;
  }
  if (!changed) return false;
  to->dtype = from.dtype;
  to->origin_shape = from.origin_shape;
  to->storage_shape = from.storage_shape;
  to->range = from.range;
  return true;
}

void PrepareDescs(PassContext& ctx, ComputeGraph& graph) {
  const size_t size = graph.size();
  std::vector<size_t> referenced(size, 0);
  for (const Node& n : graph.nodes()) {
    for (const NodeInput& in : n.inputs) {
      for (const OutputRef& s : in.sources) referenced[s.node] = std::max<size_t>(referenced[s.node], s.index + 1);
    }
  }
  for (size_t i = 0; i < size; ++i) {
    Node& n = graph.node(static_cast<NodeId>(i));
    n.state = NodeState::kNotRun;
    n.outputs.clear();
    const OpEntry* entry = n.IsFrameworkNode() ? nullptr : ctx.snapshot.Find(n.type);  // one lookup per node
    if (n.type == detail::kDataType || n.type == detail::kConstType) {
      static const std::string kDeclaredOutputName = "y";
      GraphTensorDesc& d = n.outputs.emplace_back();
      d.name = OutputName(n, 0, kDeclaredOutputName);
      // Without a tensor, a subgraph Data node: its desc is the parent's input desc.
      if (n.tensor) SetDeclaredDesc(*n.tensor, ctx.formats_refined, &d);
    } else if (n.type != detail::kNetOutputType) {
      PrepareOpOutputs(ctx, n, entry, referenced[i]);  // names them (NameOutputs' rule included)
    }
    PrepareInputDescs(ctx, n, entry);
    for (ComputeGraph& sub : n.subgraphs) PrepareDescs(ctx, sub);
  }
  // Each input desc starts as what its producer has now (declared tensors; unknown for op outputs).
  for (size_t i = 0; i < size; ++i) {
    Node& n = graph.node(static_cast<NodeId>(i));
    size_t flat = 0;
    for (const NodeInput& in : n.inputs) {
      for (const OutputRef& s : in.sources) {
        const Node& p = graph.node(s.node);
        if (s.index < p.outputs.size()) CopyToInputDesc(p.outputs[s.index], &n.input_descs[flat], false);
        ++flat;
      }
    }
  }
}

namespace {

// The nodes of \p n's subgraphs that never ran because \p n did not get to run them are skipped, like what \p n
// feeds (unless strict mode stopped the run: then they are not run).
void SkipUnrunSubgraphs(Node& n) {
  for (ComputeGraph& sub : n.subgraphs) {
    for (size_t i = 0; i < sub.size(); ++i) {
      Node& m = sub.node(static_cast<NodeId>(i));
      if (m.state == NodeState::kNotRun) m.state = NodeState::kSkipped;
      SkipUnrunSubgraphs(m);
    }
  }
}

}  // namespace

void FinishReport(PassContext& ctx, ComputeGraph& graph) {
  GraphInferReport& report = ctx.report;
  for (size_t i = 0; i < graph.size(); ++i) {
    Node& n = graph.node(static_cast<NodeId>(i));
    if (!n.subgraphs.empty() && n.state != NodeState::kInferred && n.state != NodeState::kNotRun && !ctx.stopped) {
      SkipUnrunSubgraphs(n);
    }
    if (n.state != NodeState::kInferred) {
      for (GraphTensorDesc& d : n.outputs) {
        d.dtype = ge::DT_UNDEFINED;
        d.origin_shape = {-2};
        d.storage_shape = {-2};
        d.range.reset();
        d.value.reset();
        if (!ctx.formats_refined) d.origin_format = d.storage_format = ge::FORMAT_ND;
      }
    }
    switch (n.state) {
      case NodeState::kInferred:
        ++report.inferred;
        break;
      case NodeState::kFailed:
        ++report.failed;
        break;
      case NodeState::kSkipped:
        ++report.skipped;
        break;
      case NodeState::kNotRun:
        ++report.not_run;
        break;
    }
    for (const GraphTensorDesc& d : n.outputs) {
      if (!d.IsShapeKnown()) ++report.unknown_shapes;
    }
    for (ComputeGraph& sub : n.subgraphs) FinishReport(ctx, sub);
  }
}

}  // namespace detail

namespace {

// "x, y, z" for the Data nodes of \p g (what an input shape may name).
std::string DataNodeNames(const ComputeGraph& g) {
  std::string names;
  for (const Node& n : g.nodes()) {
    if (n.type == detail::kDataType) names += (names.empty() ? "'" : ", '") + n.name + "'";
  }
  return names.empty() ? std::string("none") : names;
}

// Note [Input shape checks]
// An input shape refines what the model declares: it may make a declared dim unknown (-1) or give a dim the model
// leaves unknown, but it keeps the declared rank (unless the model declares none, [-2]) and every declared static dim
// (as ONNX Runtime refuses an input that differs from a static dim). A mismatch is one graph.bad_input_shape error
// before inference, not a cascade of node errors; so are a name that is no Data node (the message lists the graph's
// inputs) and a name given twice.
// \p declared receives the shapes the given ones replace, by Data node (the symbolic pass names their dims).
Status ApplyInputShapes(ComputeGraph& g, const GraphInferOptions& options,
                        std::unordered_map<std::string, DimVector>* declared) {
  std::vector<NodeId> data_nodes;  // of each input shape, once checked
  data_nodes.reserve(options.input_shapes.size());
  for (size_t k = 0; k < options.input_shapes.size(); ++k) {
    const std::string& name = options.input_shapes[k].first;  // not a structured binding: the lambda captures it
    const std::vector<int64_t>& dims = options.input_shapes[k].second;
    const auto bad = [&](const std::string& what) {
      return Status(ErrorCode::kGraphBadInputShape, "input shape for '" + name + "': " + what);
    };
    for (size_t j = 0; j < k; ++j) {
      if (options.input_shapes[j].first == name) return bad("given twice");
    }
    const NodeId id = g.FindNode(name);
    if (id == kInvalidNodeId) return bad("the graph has no such node (its inputs: " + DataNodeNames(g) + ")");
    const Node& node = g.node(id);
    if (node.type != detail::kDataType) {
      return bad(detail::NodeSubject(node, "") + " is not a Data node (the graph's inputs: " + DataNodeNames(g) + ")");
    }
    for (int64_t d : dims) {
      if (d < -1) return bad("dim " + std::to_string(d) + " (use -1 for an unknown dim)");
    }
    const std::vector<int64_t>& declared = node.tensor->shape;
    const bool declared_rank = !(declared.size() == 1 && declared[0] == -2);
    if (declared_rank && declared.size() != dims.size()) {
      return bad(fmt::format("rank {} given, the model declares rank {} ({})", dims.size(), declared.size(),
                             detail::ShapeToString(declared)));
    }
    for (size_t d = 0; declared_rank && d < dims.size(); ++d) {
      if (declared[d] >= 0 && dims[d] >= 0 && declared[d] != dims[d]) {
        return bad(fmt::format("dim {} is {}, the model declares it static as {} ({}); -1 makes it dynamic", d,
                               dims[d], declared[d], detail::ShapeToString(declared)));
      }
    }
    data_nodes.push_back(id);
  }
  for (size_t k = 0; k < data_nodes.size(); ++k) {  // all checked: applied together or not at all
    TensorDesc& tensor = *g.node(data_nodes[k]).tensor;
    declared->emplace(g.node(data_nodes[k]).name, tensor.shape);
    tensor.shape = options.input_shapes[k].second;
    tensor.range.reset();
  }
  return Status::Ok();
}

}  // namespace

Result<GraphInferReport> InferShapes(const RegistrySnapshot& snapshot, ComputeGraph& graph,
                                     const GraphInferOptions& options) {
  OPPKIT_RETURN_IF_ERROR(graph.Validate());
  std::unordered_map<std::string, DimVector> declared;
  OPPKIT_RETURN_IF_ERROR(ApplyInputShapes(graph, options, &declared));
  detail::RemoveInsertedNodes(graph);  // an earlier InferGraph's TransData: the pass starts from the model
  GraphInferReport report;
  detail::PassContext ctx(snapshot, options, report);
  detail::PrepareDescs(ctx, graph);
  detail::RunInferShapePass(ctx, graph, nullptr);
  detail::FinishReport(ctx, graph);
  if (options.symbolic && !ctx.stopped) detail::RunSymbolicPass(ctx, graph, declared);
  return report;
}

Result<GraphInferReport> InferGraph(const RegistrySnapshot& snapshot, ComputeGraph& graph,
                                    const GraphInferOptions& options) {
  OPPKIT_RETURN_IF_ERROR(graph.Validate());
  if (detail::IsInternalFormat(options.data_format)) {
    return Status(ErrorCode::kGraphBadOption, std::string("data format ") + FormatToString(options.data_format) +
                                                  ": a graph's data format is an origin format (NCHW, NHWC, "
                                                  "NCDHW, NDHWC, ...), not a storage format");
  }
  std::unordered_map<std::string, DimVector> declared;
  OPPKIT_RETURN_IF_ERROR(ApplyInputShapes(graph, options, &declared));
  detail::RemoveInsertedNodes(graph);  // an earlier run's TransData: every run starts from the model
  GraphInferReport report;
  detail::PassContext ctx(snapshot, options, report);
  ctx.formats_refined = true;
  detail::PrepareDescs(ctx, graph);

  // 1. FormatRefiner, stage 1 (GE's FormatAndShapeProcess): origin formats from the declared ones, on the shapes as
  //    declared.
  detail::RefineFormats(ctx, graph, 1, nullptr);
  // 2. The InferShape pass, keeping the refiner's origin formats.
  std::vector<NodeId> order;
  if (!ctx.stopped) detail::RunInferShapePass(ctx, graph, &order);
  // 3. FormatRefiner, stage 2 (GE's InferFormatStage2), on the inferred shapes and with the Data fallback; what it
  //    changed is inferred again, through the InferShape pass's immediate re-pass.
  if (!ctx.stopped) {
    std::vector<NodeId> changed;
    detail::RefineFormats(ctx, graph, 2, &changed);
    if (!ctx.stopped && !changed.empty()) {
      std::vector<size_t> position(graph.size(), SIZE_MAX);
      for (size_t k = 0; k < order.size(); ++k) position[order[k]] = k;
      std::vector<NodeId> seeds;
      for (NodeId id : changed) {
        if (position[id] != SIZE_MAX) seeds.push_back(id);
      }
      std::sort(seeds.begin(), seeds.end(), [&](NodeId a, NodeId b) { return position[a] < position[b]; });
      report.format_reinferred = seeds.size();
      detail::RepassNodes(ctx, graph, seeds, order);
    }
  }
  // Note [Storage passes hook]
  // 4-7. The storage passes (docs/formats.md §7; Note [Storage-format passes] in storage_formats.cc) run here, in GE's
  // order after the origin formats and shapes are final: user storage formats (GraphPrepare's
  // PrepareRunningFormatRefiner), FE's format selection, TransData insertion, then breadth fusion and symmetric
  // elimination, on the root graph and inside every subgraph. Every node's outputs and input_descs hold origin
  // format and shape here, with storage format and shape equal to them; `ctx.report` holds the errors so far and
  // `ctx.stopped` says whether strict mode already stopped (then the storage passes do not start). They add their
  // errors through ctx.AddError like every pass, and FinishReport below counts the nodes they inserted
  // (Node::inserted) like any other. They run last because they insert and remove nodes: the Node pointers of
  // ctx.error_nodes / ctx.format_failed no longer name nodes afterwards (nothing reads them after this point).
  detail::RunStoragePasses(ctx, graph);

  detail::FinishReport(ctx, graph);
  // The symbolic pass last (Note [Symbolic pass] in symbolic_pass.cc): it reads the final origin shapes.
  if (options.symbolic && !ctx.stopped) detail::RunSymbolicPass(ctx, graph, declared);
  return report;
}

Result<std::pair<std::string, std::vector<int64_t>>> ParseInputShape(std::string_view text) {
  const size_t colon = text.rfind(':');
  if (colon == std::string_view::npos || colon == 0) {
    return Status(ErrorCode::kGraphBadInputShape,
                  "'" + std::string(text) + "': expected NAME:d0,d1,... (NAME: for a scalar)");
  }
  std::pair<std::string, std::vector<int64_t>> out;
  out.first = std::string(text.substr(0, colon));
  std::string_view dims = text.substr(colon + 1);
  while (!dims.empty()) {
    const size_t comma = dims.find(',');
    const std::string_view item = dims.substr(0, comma);
    size_t k = 0;
    bool negative = false;
    if (k < item.size() && item[k] == '-') {
      negative = true;
      ++k;
    }
    int64_t v = 0;
    bool ok = k < item.size() && item.size() - k <= 18;
    for (; ok && k < item.size(); ++k) {
      if (std::isdigit(static_cast<unsigned char>(item[k])) == 0) {
        ok = false;
      } else {
        v = v * 10 + (item[k] - '0');
      }
    }
    if (negative) v = -v;
    if (!ok || v < -1) {
      return Status(ErrorCode::kGraphBadInputShape,
                    "'" + std::string(text) + "': dim '" + std::string(item) + "' is not an integer >= -1");
    }
    out.second.push_back(v);
    if (comma == std::string_view::npos) break;
    dims.remove_prefix(comma + 1);
    if (dims.empty()) {
      return Status(ErrorCode::kGraphBadInputShape, "'" + std::string(text) + "': a dim is missing after ','");
    }
  }
  return out;
}

}  // namespace oppkit
