// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Whole-graph inference over a ComputeGraph (graph.h): the passes in GE's order (InferGraph: FormatRefiner,
// InferShape, FormatRefiner stage 2, then the storage-format passes: user storage formats, format selection,
// TransData insertion and clean-up; InferShapes: the InferShape pass alone), their report, and the outputs of
// `oppkit graph` (the infershape dump, the DOT drawing). docs/graph.md describes the behaviour in full.
//
// Note [One code path]: every op node is inferred by building an OpQuery from its input descs and attrs and
// calling InferOp on one registry snapshot, exactly as a single-op query is answered (shape_query.h); the
// FormatRefiner asks the same engine for formats (InferOpFormat). The graph adds no shape rule of its own; what a
// node gets is what `oppkit infer` answers for the same inputs. (Internally the passes refill one query per run and
// let the node engine read the node's attrs in place: the same pipeline, without the copies; Note [Nodes kept by
// their owner] in core/src/inference/node_engine.cc.) The one kind of node without shape functions is the
// control-flow node (If, Case, While: Note [Control-flow ops have no shape functions] in oplibs/controlflow):
// the query engine checks its inputs and attrs against its prototype, and its outputs are its subgraphs' (the
// merge rule, docs/graph.md).
//
// Example:
//   oppkit::Result<oppkit::ComputeGraph> graph = oppkit::LoadGraphJsonFile("model.json");
//   oppkit::GraphInferOptions options;
//   options.input_shapes.push_back({"x", {4, 3, 224, 224}});
//   options.data_format = ge::FORMAT_NCHW;
//   oppkit::Result<oppkit::GraphInferReport> report = oppkit::InferGraph(*snapshot, *graph, options);
//   if (report.ok()) {
//     for (const oppkit::GraphError& e : report->errors) std::cerr << e.status.message() << "\n";
//     std::string dump = oppkit::InferenceDumpToJson(*graph, *report);
//   }
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "oppkit/graph/export.h"
#include "oppkit/graph/graph.h"
#include "oppkit/core/status.h"

namespace oppkit {

class RegistrySnapshot;

/// Options of InferGraph and InferShapes.
struct GraphInferOptions {
  /// Stop at the first error (ONNX's strict mode). Default: collect every error and go on; the outputs of a node
  /// that failed are unknown, and nodes fed by them are skipped (NodeState::kSkipped) without an error of their own.
  bool strict = false;
  /// Shape overrides for Data nodes by name (`--input-shape NAME:d0,d1,...`): the Data node's origin shape is
  /// replaced (its range dropped) before the pass runs; dtype and format stay as declared.
  std::vector<std::pair<std::string, std::vector<int64_t>>> input_shapes;
  /// The graph's data format (`--data-format`, GE's `--input_format`), InferGraph only: the FormatRefiner's second
  /// stage gives it to every Data node of rank >= 4 whose origin format is still ND, and propagates it from there
  /// (docs/formats.md §4, DataNodeFormatProcess). ND (the default): none. An internal format (NC1HWC0, FRACTAL_Z, ...)
  /// is graph.bad_option.
  ge::Format data_format = ge::FORMAT_ND;
  /// Storage-format selection (InferGraph only; docs/graph.md, "Storage formats"): true picks each op node's
  /// storage formats from its op's declarations (oppkit/op_storage_formats.h); false (`--no-storage-formats`) keeps
  /// every op tensor in its origin format, so only the user's storage formats on Data and NetOutput apply. TransData
  /// is inserted where formats differ either way.
  bool storage_formats = true;
  /// Runs the symbolic pass after the others (docs/symbolic.md#graphs; `oppkit graph --symbolic`): every output
  /// of the root graph whose rank is known gets GraphTensorDesc::symbolic_shape, a formula per dim of the graph's
  /// symbols, and small integer tensors a symbolic_value; GraphInferReport lists the symbols and guards.
  bool symbolic = false;
  /// Hint values of symbols for the symbolic pass (`--symbol-hint NAME=VALUE`): a sample input size, which decides
  /// the conditions the rules' guards state (a broadcast of `s0` and `s1`: equal, or one of them 1?) and lets value
  /// comparisons be computed (`batch == -1` is false at any sample). Undecided conditions are otherwise assumed and
  /// recorded; comparisons of values stay unknown.
  std::map<std::string, int64_t> symbol_hints;
  /// Called by the InferShape pass as it goes through the root graph: with the number of its nodes run so far and
  /// their total, every kProgressInterval nodes and once at the end (\p done == \p total when every node ran). For a
  /// progress display (`oppkit graph` shows one on a terminal for graphs over 10,000 nodes); empty: none.
  std::function<void(size_t done, size_t total)> progress;
  /// Nodes between two progress calls.
  static constexpr size_t kProgressInterval = 4096;
};

/// One symbol of the symbolic pass: a dim of a graph input, or a fresh symbol for an output dim no rule gives.
struct GraphSymbol {
  /// Its name in formulas: the input dim's `dim_param` (Node::dim_params), else `s0`, `s1`, ... in order.
  std::string name;
  /// Where it comes from: a Data node's output dim (an input symbol), or for a fresh symbol an op node's output
  /// dim that its InferShape left unknown (`-1`) and no InferSymbolShape gave (the op has none, or it failed).
  std::string node;
  uint32_t output = 0;
  uint32_t dim = 0;
  bool fresh = false;
  /// For a fresh symbol of a node inside a subgraph, the subgraph's path (`if1/then_branch`, as GraphError's);
  /// empty in the root graph.
  std::string subgraph;
  /// The number an input shape (GraphInferOptions::input_shapes) bound it to: formulas then hold that number.
  std::optional<int64_t> value;
};

/// One error of a pass, about one node (or, for a cycle, about the nodes on it).
struct GraphError {
  /// The node concerned (for graph.cycle the first node of the cycle).
  std::string node;
  /// Its op type.
  std::string op_type;
  /// Where the node is when it is inside a subgraph: `<parent node>/<subgraph>` per level
  /// (`if1/then_branch/loop/body`); empty for a node of the graph itself.
  std::string subgraph;
  /// `[<graph id>] node '<node>' (<type>)[ in subgraph '<path>']: ...`: graph.node_failed (the op query failed;
  /// the query's own message follows, naming the op and the input), graph.format_failed (the op's registered
  /// InferFormat failed in the FormatRefiner), graph.bad_edge (an input refers to an output the producer does not
  /// have), graph.cycle, graph.bad_subgraph (a control-flow node that does not match its prototype),
  /// graph.subgraph_mismatch (branches or a loop body returning different dtypes), graph.no_convergence (a While
  /// whose loop variables keep changing), graph.repass_limit (a graph whose nodes keep being re-passed),
  /// graph.bad_storage_format (a user storage format the transfer engine rejects, an op's storage-format declaration
  /// that does not match its prototype, an op output hint with a storage_format).
  Status status;
  /// What the op query answered for graph.node_failed (e.g. ErrorCode::kInferUnknownOp); else status.code().
  ErrorCode cause = ErrorCode::kOk;
};

/// What InferGraph / InferShapes did. The graph's nodes carry the results (Node::outputs, Node::state); node counts
/// include the nodes of subgraphs.
struct GraphInferReport {
  /// Every error in the order found (at most one in strict mode).
  std::vector<GraphError> errors;
  /// Nodes per final state.
  size_t inferred = 0;
  size_t failed = 0;
  size_t skipped = 0;
  /// Nodes not visited because a strict run stopped early.
  size_t not_run = 0;
  /// Output descs whose origin shape is not exact (a `-1` dim or an unknown rank), over all nodes.
  size_t unknown_shapes = 0;
  /// Immediate re-passes of the InferShape pass (docs/formats.md §6.2): a node visited again because an input desc
  /// changed after it ran, or because its InferShape returned GRAPH_NODE_NEED_REPASS.
  size_t repasses = 0;
  /// Nodes of the graph (not of subgraphs) that InferGraph inferred again because FormatRefiner stage 2 changed
  /// one of their formats (a node with subgraphs counts once; its subgraphs run again with it).
  size_t format_reinferred = 0;
  /// The storage-format passes (InferGraph only), over the graph and its subgraphs: user storage formats applied
  /// (Data outputs and NetOutput inputs), op nodes that got storage formats other than their origin ones (a declared
  /// combination, or following their inputs), TransData nodes inserted, TransData nodes merged into an identical
  /// one on the same producer output (breadth fusion), and TransData nodes removed as halves of symmetric pairs
  /// (inserted ones or the model's own). The inserted nodes that remain are part of the graph and of the counts
  /// above (Node::inserted).
  size_t user_storage_formats = 0;
  size_t storage_selected = 0;
  size_t trans_data_inserted = 0;
  size_t trans_data_merged = 0;
  size_t trans_data_eliminated = 0;
  /// The symbolic pass (GraphInferOptions::symbolic) ran.
  bool symbolic = false;
  /// Its symbols, input symbols first (in Data node order), then fresh ones in the order they were made.
  std::vector<GraphSymbol> symbols;
  /// The guards (conditions such as `s0 == s1`) the op rules stated and the formulas rely on, printed, each once,
  /// in the order stated.
  std::vector<std::string> guards;
  /// Op nodes whose symbolic shapes came from their InferSymbolShape (the others: from their InferShape, with a
  /// fresh symbol per unknown dim).
  size_t symbolic_rules = 0;
  /// Of those, the nodes that showed their rule what an earlier node had (same op, input descs and formulas, attrs)
  /// and took its result without a call: the repeated layers of a model.
  size_t symbolic_rules_reused = 0;

  /// True if no error was found.
  bool ok() const { return errors.empty(); }
};

/// Runs the InferShape pass over \p graph (in place), with \p snapshot's ops, without the FormatRefiner: formats
/// are those declared on Data/Const nodes and those each op's InferFormat (or the default rule) gives, as in a
/// chain of single-op queries. InferGraph is the whole pipeline; this is the pass alone. Like InferGraph it starts
/// from the model: the TransData an earlier InferGraph inserted (Node::inserted) are removed first.
///
/// Order (docs/formats.md §6.2, GE's GEPass): breadth first from the nodes without inputs (in NodeId order); a node is
/// queued once all its producers ran. After a node runs, each consumer's input desc (Node::input_descs) is updated
/// from its output desc (dtype, shapes, range); a consumer that already ran and whose input desc changed is
/// re-passed at once (queue front), and so is a node whose InferShape returned GRAPH_NODE_NEED_REPASS. Visits are
/// bounded by 10 x the graph's node count (GE's limit), then graph.repass_limit. Data and Const outputs are their
/// declared tensors; an op node is inferred through InferOp (Note [One code path]) with its input descs. Right
/// after InferOp, a node with a small int32/int64/bool output gets that output's value from its op's InferSymbolShape
/// (GraphTensorDesc::value; docs/graph.md#values: Shape, Gather, Concat, Cast, integer arithmetic, ... as the ops'
/// own rules compute them; the core knows no op). Inputs fed by a Const with a value or by a computed output carry
/// that value, so data-dependent inputs (Reshape's shape, ConcatV2's concat_dim) give exact shapes, also behind a
/// `Shape -> Gather -> Concat` chain. Values only add: shapes and dtypes are InferOp's, and a rule fills only the -1
/// dims InferOp left. Storage format and shape equal the origin ones (the storage-format passes are InferGraph's).
///
/// A node with subgraphs (If, Case, While; Note [Subgraphs in the InferShape pass]): its input descs are copied
/// into its subgraphs' Data nodes, the subgraphs are inferred (recursively, at most 25 levels deep), and its
/// outputs merge its subgraphs' NetOutput descs: equal shapes stay, dims that differ become -1, ranks that differ
/// give [-2], dtypes that differ are graph.subgraph_mismatch. A While infers cond and body until the loop variables
/// (its inputs merged with the body's outputs) stop changing, at most 16 times (graph.no_convergence).
///
/// Fails (nothing is inferred) when the graph does not pass ComputeGraph::Validate() or an input shape override
/// names no Data node / has a dim below -1 (graph.bad_input_shape). Otherwise per-node problems are collected in
/// the report: graph.node_failed, graph.bad_edge, graph.bad_subgraph, graph.subgraph_mismatch,
/// graph.no_convergence, graph.repass_limit, and graph.cycle naming the nodes of a cycle (nodes on or behind a
/// cycle are left unknown). Messages name the node, its op type and, from the query, the input concerned.
OPPKIT_GRAPH_API Result<GraphInferReport> InferShapes(const RegistrySnapshot& snapshot, ComputeGraph& graph,
                                                     const GraphInferOptions& options = {});

/// Whole-graph inference in GE's order (docs/formats.md §0.2, §4, §6), in place:
///   1. FormatRefiner, stage 1, on the shapes as declared: anchors are the nodes with declared formats (Note
///      [Declared formats] in graph.h); their formats spread backward and forward through the graph (the op's
///      registered InferFormat, else the default rule), into and out of subgraphs (If/Case/While reflection), and
///      stop at locked nodes (`_format_locked`), scalars, dimension-changing ops (Permute, Transpose, ExpandDims,
///      Unsqueeze, Squeeze) below 4 dims, tensors that already have a format, and the NetOutput;
///   2. the InferShape pass (as InferShapes), which keeps the origin formats the refiner chose;
///   3. FormatRefiner, stage 2, on the inferred shapes, with the Data fallback to GraphInferOptions::data_format;
///      the nodes whose formats it changed are inferred again (the re-pass machinery of step 2);
///   4. user storage formats (GE's PrepareRunningFormatRefiner): the storage format (and shape) a root-graph Data
///      output or NetOutput input is given (Node::user_storage_formats);
///   5. format selection (FE's format selectors; skipped with GraphInferOptions::storage_formats false): per op node,
///      in topological order, the first storage-format combination its op declares (oppkit/op_storage_formats.h)
///      that every tensor of the node fits, or, for a format-agnostic op, its inputs' storage format; a node with
///      subgraphs keeps its origin formats;
///   6. TransData insertion on every edge whose producer output and consumer input desc differ in storage format
///      or shape (one TransData, or two through the origin layout), nodes marked Node::inserted;
///   7. breadth fusion of identical TransData on one producer output and elimination of symmetric TransData pairs.
///   Steps 4-7 (Note [Storage-format passes] in storage_formats.cc) run on the root graph and, as graphs of their
///   own, inside every subgraph of an inferred node: a subgraph's Data outputs and NetOutput inputs stay in their
///   origin formats, as do the parent's descs, so the boundary needs no TransData. The inserted nodes are appended
///   to their graph's node list, so the model's NodeIds stay valid unless step 7 removes one of the model's own
///   TransData nodes (ComputeGraph::RemoveNodes renumbers the nodes after it); the dump lists each inserted node
///   just before its first consumer. Each run starts from the model: the nodes an earlier run inserted are removed
///   first, so running InferGraph twice gives the same graph (unless the first run's step 7 removed a model
///   TransData: that removal stays).
/// Fails as InferShapes does, and with graph.bad_option for an internal data_format. Per-node problems are in the
/// report as for InferShapes, plus graph.format_failed (a registered InferFormat that failed; the node is not
/// inferred and its consumers are skipped) and graph.bad_storage_format. Strict mode stops at the first error of
/// any pass (the storage passes do not start after an error).
OPPKIT_GRAPH_API Result<GraphInferReport> InferGraph(const RegistrySnapshot& snapshot, ComputeGraph& graph,
                                                    const GraphInferOptions& options = {});

/// The concrete shape of one output, from its formulas (EvaluateShapes).
struct EvaluatedShape {
  /// The node and its output instance.
  NodeId node = kInvalidNodeId;
  uint32_t output = 0;
  std::vector<int64_t> shape;
  /// The storage shape, where the output has a symbolic one (GraphTensorDesc::symbolic_storage_shape); else empty.
  std::vector<int64_t> storage_shape;
};

/// Every root-graph output's shape with the symbols set to \p values (by name), from the formulas the symbolic
/// pass left (GraphTensorDesc::symbolic_shape) alone: no op function runs, so a framework can size a run for new
/// input sizes in microseconds. Outputs without a symbolic shape are left out; a dim whose formula has a symbol
/// \p values does not bind (a fresh symbol, whose value only a run knows) is -1. graph.symbolic_eval (naming node,
/// output and dim) for an overflow, a division by zero or a negative dim.
///
/// Example:
///   auto shapes = oppkit::EvaluateShapes(graph, {{"batch", 8}, {"seq", 128}});
OPPKIT_GRAPH_API Result<std::vector<EvaluatedShape>> EvaluateShapes(const ComputeGraph& graph,
                                                                   const std::map<std::string, int64_t>& values);

/// Parses one `--input-shape` value `NAME:d0,d1,...` (`NAME:` for a scalar; the last ':' separates the name, so a
/// name may contain ':'). Dims are integers >= -1. graph.bad_input_shape if malformed.
OPPKIT_GRAPH_API Result<std::pair<std::string, std::vector<int64_t>>> ParseInputShape(std::string_view text);

/// The infershape dump (the analogue of `atc --dump_mode=1`; scripts rely on these keys):
/// `{"graph": NAME, "nodes": [{"name", "type", "inserted"?, "inputs": [{"source": "node:index"}, ...], "outputs": [{"name",
/// "dtype", "origin_shape", "origin_format", "storage_shape", "storage_format", "range"?, "value"?}, ...],
/// "subgraphs"?: [{"graph": NAME, "nodes": [...]}, ...]}, ...], "summary": {"nodes", "unknown_shapes", "errors":
/// [{"node", "op", "subgraph"?, "code", "cause", "message"}, ...]}}`.
/// Absent optional inputs are left out of `inputs`; dynamic instances appear one by one. A node's optional
/// `"inserted": true` marks a TransData the storage-format passes added. A node's optional
/// `"state"` is `"failed"`, `"skipped"` or `"not_run"` (a strict run stopped before it) when it was not inferred;
/// an output's optional `"value"` (flat JSON numbers, row-major) is the value the InferShape pass computed for it. A
/// node's subgraphs are nested under it, their nodes in the same form. One node per line (a subgraph's nodes on
/// lines of their own, indented by depth). `summary.nodes` counts the nodes of subgraphs too. After the symbolic pass
/// (GraphInferReport::symbolic) an output also has `"symbolic_shape"` (one string per dim, in the grammar of
/// docs/symbolic.md) and `"symbolic_value"` where known, the top level `"symbols"` ({"name", "source": {"input",
/// "dim"} or {"node", "output", "dim"}, "value"?}) and `"guards"` (strings) before the summary, and the summary
/// `"symbols"`, `"fresh_symbols"`, `"guards"` and `"symbolic_rules"` before `"errors"`.
OPPKIT_GRAPH_API std::string InferenceDumpToJson(const ComputeGraph& graph, const GraphInferReport& report);

/// A Graphviz drawing of \p graph: one box per node (name, type, outputs with their origin and, where it differs,
/// storage layout; Data/Const as ellipses, failed nodes red, skipped grey, TransData orange, inserted ones marked
/// "(inserted)"), one arrow per edge labelled with the tensor (dtype, origin shape; blue and bold, with the storage
/// format and shape, when the tensor's storage layout differs from its origin one). A node's subgraphs are clusters
/// labelled `<node>/<subgraph>`, with a dashed arrow from the node to each subgraph Data node (labelled with the
/// parent input instance it stands for).
OPPKIT_GRAPH_API std::string GraphToDot(const ComputeGraph& graph);

/// A table of \p graph for people (`oppkit graph --summary`): a header, then one line per node in the dump's order
/// (inserted TransData before their consumers, their op marked `TransData*`): its name, its op, the shapes of its
/// input instances (`?` for one not inferred) and, after `->`, each output as dtype, shape and origin format, with
/// `-> STORAGE_FORMAT [storage shape]` where the tensor is laid out in another format (a NetOutput has inputs only).
/// A shape is its formulas after the symbolic pass (`[batch,64,(h + 1)//2,(w + 1)//2]`), else its numbers (`-1` for
/// an unknown dim, `[-2]` for an unknown rank). A node that was not inferred shows its state (`failed`, `skipped`,
/// `not_run`, as the dump's `"state"`) instead of outputs; a node's subgraphs follow it, each under a line `[node/subgraph]`, their nodes
/// indented by depth. The name and op columns are as wide as their longest entries (at most 40 and 24 characters; a
/// longer entry pushes the rest of its line right).
OPPKIT_GRAPH_API std::string InferenceSummaryTable(const ComputeGraph& graph);

}  // namespace oppkit
