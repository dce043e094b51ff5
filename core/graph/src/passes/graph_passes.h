// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What the passes of whole-graph inference share (internal to liboppkit_core): one PassContext per run of the
// pipeline (infer_graph.cc), the descs every pass works on (PrepareDescs), the InferShape pass
// (infer_shape_pass.cc) and the FormatRefiner (format_refiner.cc); the storage-format passes that run last are
// declared in storage_formats.h.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "graph/symbolizer/symbolic.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/core/node_engine.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/status.h"

namespace oppkit::detail {

/// The query every pass of one run asks about op nodes with, its run options and its answers (Note [Nodes kept by
/// their owner] in core/src/inference/node_engine.cc): refilled node after node, so that after the first few nodes
/// building a query and reading its answer allocate nothing. One use at a time: each pass reads the answer before
/// it asks again.
struct NodeQuery {
  /// Refills `query` for node \p n: op type, node name, output hints, attrs empty (the engine reads the node's own:
  /// `options` point at them), and one tensor per connected input instance, written by
  /// \p fill(ir_input, flat_instance, source, TensorDesc*) over what the last node left there; `options` back to
  /// a kInfer run of the node's attrs, no output formats.
  template <typename Fill>
  OpQuery& Refill(const Node& n, Fill&& fill);

  /// Sets `options.output_formats` to the origin formats of \p n's output descs.
  void UseOutputFormats(const Node& n) {
    output_formats.clear();
    for (const GraphTensorDesc& d : n.outputs) output_formats.push_back(d.origin_format);
    options.output_formats = &output_formats;
  }

  OpQuery query;
  NodeRunOptions options;
  std::vector<ge::Format> output_formats;
  NodeRunResult result;

 private:
  /// Sets the number of query inputs to \p count; inputs beyond it wait in spare_inputs_ with their tensors'
  /// buffers, so that alternating nodes of 1 and 3 inputs do not free and allocate them node after node.
  void ResizeInputs(size_t count);
  std::vector<InputArg> spare_inputs_;
};

inline void NodeQuery::ResizeInputs(size_t count) {
  std::vector<InputArg>& inputs = query.inputs;
  while (inputs.size() > count) {
    spare_inputs_.push_back(std::move(inputs.back()));
    inputs.pop_back();
  }
  while (inputs.size() < count) {
    if (spare_inputs_.empty()) {
      inputs.emplace_back();
    } else {
      inputs.push_back(std::move(spare_inputs_.back()));
      spare_inputs_.pop_back();
    }
  }
}

/// The instances of \p in a node's query holds: none when absent, at most one for a tensor, each of a list.
inline size_t QueryInstances(const NodeInput& in) {
  return in.kind == InputArg::Kind::kAbsent  ? 0
         : in.kind == InputArg::Kind::kTensor ? std::min<size_t>(in.sources.size(), 1)
                                              : in.sources.size();
}

template <typename Fill>
OpQuery& NodeQuery::Refill(const Node& n, Fill&& fill) {
  OpQuery& q = query;
  if (q.op_type != n.type) q.op_type = n.type;
  if (q.node_name != n.name) q.node_name = n.name;
  q.outputs = n.output_hints;
  options = NodeRunOptions();
  options.attrs = &n.attrs;
  options.is_foreign_attr = &IsGraphAttr;
  ResizeInputs(n.inputs.size());
  size_t flat = 0;
  for (size_t k = 0; k < n.inputs.size(); ++k) {
    const NodeInput& in = n.inputs[k];
    InputArg& arg = q.inputs[k];
    arg.kind = in.kind;
    const size_t instances = QueryInstances(in);
    arg.tensors.resize(instances);
    for (size_t i = 0; i < instances; ++i) fill(k, flat++, in.sources[i], &arg.tensors[i]);
  }
  return q;
}

/// Writes what a query sees of graph tensor \p d into the refilled \p t: dtype, origin shape and format, and the
/// range when \p with_range; no value, no storage format.
void SetQueryTensor(const GraphTensorDesc& d, bool with_range, TensorDesc* t);

/// The host value of output \p s of \p g: a Const's value or one the InferShape pass computed (Note [Values in the
/// InferShape pass] in shape_values.h); else nullptr.
const std::vector<uint8_t>* OutputValue(const ComputeGraph& g, OutputRef s);

/// The query the InferShape pass asks about op node \p n of \p g (of op \p entry), refilled in \p nq: its input
/// descs, data-dependent inputs carrying their producer's value (OutputValue), GRAPH_NODE_NEED_REPASS allowed, and
/// with \p formats_refined the node's formats kept (NodeRunOptions::keep_formats).
OpQuery& BuildGraphNodeQuery(NodeQuery& nq, const ComputeGraph& g, const Node& n, const OpEntry& entry,
                             bool formats_refined);

/// True if BuildGraphNodeQuery builds the same query for node \p a of \p ga and node \p b of \p gb (both of op
/// \p entry), names aside (the node's and the tensors'), without building either.
bool SameGraphNodeQuery(const ComputeGraph& ga, const Node& a, const ComputeGraph& gb, const Node& b,
                        const OpEntry& entry, bool formats_refined);

/// One run of the pipeline: the ops, the options, the report every pass adds to.
struct PassContext {
  PassContext(const RegistrySnapshot& ops, const GraphInferOptions& opts, GraphInferReport& out)
      : snapshot(ops), options(opts), report(out) {}

  const RegistrySnapshot& snapshot;
  const GraphInferOptions& options;
  GraphInferReport& report;
  /// InferGraph: the origin formats are the FormatRefiner's; the InferShape pass keeps them (NodeRunOptions::keep_formats)
  /// and copies only dtypes, shapes and ranges to the consumers' input descs. InferShapes: formats flow as in
  /// single-op queries (InferFormat of each op, input descs copied whole from their producers).
  bool formats_refined = false;
  /// Strict mode met an error: every pass stops.
  bool stopped = false;
  /// The node each error of report.errors is about (a re-passed node's earlier errors are dropped). Valid until the
  /// storage-format passes, the last ones, move and remove nodes (RunStoragePasses in storage_formats.h).
  std::vector<const Node*> error_nodes;
  /// Nodes whose registered InferFormat failed in the FormatRefiner: the InferShape pass does not run them (they
  /// stay failed, with the refiner's error; their consumers are skipped).
  std::unordered_set<const Node*> format_failed;
  /// The op-node query of every pass of this run.
  NodeQuery node_query;
  /// The partial values the InferShape pass computed (Note [Values in the InferShape pass] in shape_values.h), by
  /// the node and output that hold one: kept across the pass's runs (the re-pass after the FormatRefiner's stage 2).
  std::map<std::pair<const Node*, uint32_t>, std::vector<ge::Expression>> partial_values;
  /// The dims of outputs with data-dependent -1 dims, as expressions of the symbols the rules were given (Note [Dim
  /// identities] in shape_values.h), by node and output; kept as partial_values are.
  std::map<std::pair<const Node*, uint32_t>, std::vector<ge::Expression>> dim_expressions;

  /// Records an error about node \p n (its subject names \p subgraph, the path of its graph, when not empty); in
  /// strict mode, stops the run.
  void AddError(const Node& n, const std::string& subgraph, ErrorCode code, const std::string& what,
                ErrorCode cause = ErrorCode::kOk);
  /// Drops the errors recorded for \p n (before it runs again).
  void DropErrorsOf(const Node& n);
  /// Drops the errors recorded for the nodes of \p graph and its subgraphs (before the graph runs again: a
  /// subgraph runs once per visit of its parent, and once per round of a While).
  void DropErrorsIn(const ComputeGraph& graph);

 private:
  template <typename Pred>
  void DropErrorsWhere(Pred drop);
};

/// True if \p shape has a -1 dim.
inline bool HasUnknownDim(const DimVector& shape) {
  for (int64_t d : shape) {
    if (d == -1) return true;
  }
  return false;
}

/// True if \p shape is `[-2]` (unknown rank).
inline bool IsUnknownRank(const DimVector& shape) { return shape.size() == 1 && shape[0] == -2; }

/// The model's own name for output \p k of \p n (Node::output_names), or nullptr where it gives none.
inline const std::string* ModelOutputName(const Node& n, size_t k) {
  return k < n.output_names.size() && !n.output_names[k].empty() ? &n.output_names[k] : nullptr;
}

/// The model's own output names (ModelOutputName) replace the IR names of \p n's output descs where given.
void NameOutputs(Node& n);

/// `node 'relu' (Relu)`, with ` in subgraph '<path>'` when \p subgraph is not empty.
std::string NodeSubject(const Node& n, const std::string& subgraph);

/// The path of subgraph \p index of \p parent, inside a graph at \p path (`if1/then_branch`).
std::string SubgraphPath(const std::string& path, const Node& parent, size_t index);

/// The nodes of \p g with producers before consumers (Kahn, ties in NodeId order); nodes on or behind a cycle are
/// left out (no pass infers them).
std::vector<NodeId> TopologicalOrder(const ComputeGraph& g);

/// The symbolic pass (Note [Symbolic pass] in symbolic_pass.cc) over the inferred root graph: symbolic shapes and
/// values into its output descs, symbols and guards into the report. \p declared: the Data shapes the input
/// shapes replaced, by Data node name.
void RunSymbolicPass(PassContext& ctx, ComputeGraph& graph,
                     const std::unordered_map<std::string, DimVector>& declared);

/// Builds the descs of every node of \p graph and of its subgraphs, recursively, before any pass: one output desc
/// per output instance (named; as many as the query's rule gives, or as are referenced for a node the query
/// cannot describe) and one input desc per connected input instance (Node::input_descs), shapes and dtypes
/// unknown but for Data and Const outputs (their declared tensors) and the input descs they feed. Formats: with
/// `ctx.formats_refined`, declared formats (Note [Declared formats]) in storage_format, origin formats ND, for the
/// FormatRefiner; otherwise Data/Const formats as origin formats and the rest ND. Every node's state is kNotRun.
void PrepareDescs(PassContext& ctx, ComputeGraph& graph);

/// Copies what the InferShape pass hands a consumer (GE's UpdateTensorDescToPeerInputs) from output desc \p from
/// into input desc \p to: dtype, origin and storage shape, range, and with \p with_formats the formats too (values
/// stay with their producer). True if anything changed.
bool CopyToInputDesc(const GraphTensorDesc& from, GraphTensorDesc* to, bool with_formats);

/// The InferShape pass over \p graph (the root graph; subgraphs are run from their parent nodes), every node in
/// BFS order with immediate re-pass (Note [InferShape pass scheduling] in infer_shape_pass.cc). \p order (may be
/// null) receives the root-graph nodes in the order they first ran.
void RunInferShapePass(PassContext& ctx, ComputeGraph& graph, std::vector<NodeId>* order);

/// Infers root-graph node \p id of the inferred \p graph once more from its input descs as they stand (an op's
/// InferOp and its rule's values, or a node's subgraphs), as the InferShape pass visits a node, with nothing
/// scheduled after it (a run-time plan's nodes that compute shapes from values). GRAPH_NODE_NEED_REPASS runs it
/// again, up to the pass's limit. False if the node failed: ctx.report holds the error.
bool InferNodeAgain(PassContext& ctx, ComputeGraph& graph, NodeId id);

/// Runs the InferShape pass again on an inferred graph, from the root-graph nodes \p seeds (in order), and what
/// their changes reach (immediate re-pass); \p ran lists the nodes that ran the first time (the others, on or
/// behind a cycle, stay as they are).
void RepassNodes(PassContext& ctx, ComputeGraph& graph, const std::vector<NodeId>& seeds,
                 const std::vector<NodeId>& ran);

/// The consumer lists every pass walks a graph forward with, as one flat array (CSR: two allocations for the whole
/// graph): for producers 0..\p count-1, \p begin gets count + 1 offsets and \p uses, in consumer order, the uses of
/// producer p at [begin[p], begin[p + 1]). \p for_each_use(c, emit) calls `emit(producer, Use)` for every input
/// instance of consumer c, in input order; it is called twice per consumer (a counting sweep, then a filling one).
template <typename Use, typename ForEachUse>
void BuildUseLists(size_t count, ForEachUse&& for_each_use, std::vector<uint32_t>* begin, std::vector<Use>* uses) {
  std::vector<uint32_t>& offsets = *begin;
  offsets.assign(count + 1, 0);
  for (size_t c = 0; c < count; ++c) for_each_use(c, [&](size_t producer, const Use&) { ++offsets[producer + 1]; });
  for (size_t p = 0; p < count; ++p) offsets[p + 1] += offsets[p];
  uses->resize(offsets[count]);
  std::vector<uint32_t> fill(offsets.begin(), offsets.end() - 1);
  for (size_t c = 0; c < count; ++c) {
    for_each_use(c, [&](size_t producer, const Use& use) { (*uses)[fill[producer]++] = use; });
  }
}

/// GE's TypeUtils::IsInternalFormat: a storage-only format (NC1HWC0, FRACTAL_Z, FRACTAL_NZ, ...), never an origin
/// format; the FormatRefiner does not refresh an anchor's origin format from one.
bool IsInternalFormat(ge::Format format);

/// The FormatRefiner (format_refiner.cc) over \p graph and its subgraphs: \p stage 1 before the InferShape pass,
/// 2 after it (with the Data fallback to `ctx.options.data_format`). \p changed (may be null) receives, sorted and
/// unique, the root-graph nodes whose formats (or whose subgraphs' formats) the run changed.
void RefineFormats(PassContext& ctx, ComputeGraph& graph, int stage, std::vector<NodeId>* changed);

/// Unknown outputs for every node that was not inferred, and the report's counts, over \p graph and its subgraphs.
void FinishReport(PassContext& ctx, ComputeGraph& graph);

}  // namespace oppkit::detail
