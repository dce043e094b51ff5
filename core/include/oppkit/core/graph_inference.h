// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Whole-graph inference over a ComputeGraph (graph.h): the InferShape pass, its report, and the outputs of
// `oppkit graph` (the infershape dump, the DOT drawing). docs/graph.md describes the behaviour in full.
//
// Note [One code path]: every op node is inferred by building an OpQuery from its input descs and attrs and
// calling InferOp on one registry snapshot, exactly as a single-op query is answered (shape_query.h). The graph
// adds no shape rule of its own; what a node gets is what `oppkit infer` answers for the same inputs.
//
// Example:
//   oppkit::Result<oppkit::ComputeGraph> graph = oppkit::LoadGraphJsonFile("model.json");
//   oppkit::GraphInferOptions options;
//   options.input_shapes.push_back({"x", {4, 3, 224, 224}});
//   oppkit::Result<oppkit::GraphInferReport> report = oppkit::InferShapes(*snapshot, *graph, options);
//   if (report.ok()) {
//     for (const oppkit::GraphError& e : report->errors) std::cerr << e.status.message() << "\n";
//     std::string dump = oppkit::InferenceDumpToJson(*graph, *report);
//   }
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "oppkit/core/export.h"
#include "oppkit/core/graph.h"
#include "oppkit/core/status.h"

namespace oppkit {

class RegistrySnapshot;

/// Options of InferShapes.
struct GraphInferOptions {
  /// Stop at the first error (ONNX's strict mode). Default: collect every error and go on; the outputs of a node
  /// that failed are unknown, and nodes fed by them are skipped (NodeState::kSkipped) without an error of their own.
  bool strict = false;
  /// Shape overrides for Data nodes by name (`--input-shape NAME:d0,d1,...`): the Data node's origin shape is
  /// replaced (its range dropped) before the pass runs; dtype and format stay as declared.
  std::vector<std::pair<std::string, std::vector<int64_t>>> input_shapes;
  /// Storage-format selection, the pass after InferShape (docs/graph.md, "Storage formats"): true picks each op
  /// node's storage formats from its op's declarations (oppkit/op_storage_formats.h); false (`--no-storage-formats`)
  /// keeps every op tensor in its origin format, so only the user's storage formats on Data and NetOutput apply.
  /// TransData is inserted where formats differ either way. Read by the storage-format passes, not by InferShapes.
  bool storage_formats = true;
};

/// One error of a pass, about one node (or, for a cycle, about the nodes on it).
struct GraphError {
  /// The node concerned (for graph.cycle the first node of the cycle).
  std::string node;
  /// Its op type.
  std::string op_type;
  /// `[<graph id>] node '<node>' (<type>): ...`: graph.node_failed (the op query failed; the query's own message
  /// follows, naming the op and the input), graph.bad_edge (an input refers to an output the producer does not
  /// have), graph.cycle, graph.unsupported (a node with subgraphs).
  Status status;
  /// What the op query answered for graph.node_failed (e.g. ErrorCode::kInferUnknownOp); else status.code().
  ErrorCode cause = ErrorCode::kOk;
};

/// What InferShapes did. The graph's nodes carry the results (Node::outputs, Node::state).
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

  /// True if no error was found.
  bool ok() const { return errors.empty(); }
};

/// Runs the InferShape pass over \p graph (in place), with \p snapshot's ops.
///
/// Order: Kahn's algorithm (BFS from the nodes without inputs, in NodeId order), so every node runs after all its
/// producers. Data and Const outputs are their declared tensors; an op node is inferred through InferOp (Note [One
/// code path]) with each input's desc taken from its producer's output. Right after InferOp, a node of the folding
/// set (Shape, Size, Rank, Gather/GatherV2, Concat/ConcatV2, Pack, Unsqueeze/ExpandDims, Squeeze, Reshape,
/// Identity, Slice/StridedSlice, Cast, Add/Sub/Mul/Maximum/Minimum, Range, Fill) whose inputs have values gets its
/// output value computed on the host (constant folding of small int32/int64/bool tensors, GraphTensorDesc::value;
/// Shape/Size/Rank need only a known input shape). Inputs fed by a Const with a value or by a folded output carry
/// that value, so data-dependent inputs (Reshape's shape, ConcatV2's concat_dim) give exact shapes, also behind a
/// `Shape -> Gather -> Concat` chain. Folding only adds values: shapes and dtypes are InferOp's. Storage format
/// and shape equal the origin ones (storage-format selection is not built yet).
///
/// Fails (nothing is inferred) when the graph does not pass ComputeGraph::Validate() or an input shape override
/// names no Data node / has a dim below -1 (graph.bad_input_shape). Otherwise per-node problems are collected in
/// the report: graph.node_failed, graph.bad_edge, graph.unsupported, and graph.cycle naming the nodes of a cycle
/// (nodes on or behind a cycle are left unknown). Messages name the node, its op type and, from the query, the
/// input concerned.
OPPKIT_CORE_API Result<GraphInferReport> InferShapes(const RegistrySnapshot& snapshot, ComputeGraph& graph,
                                                     const GraphInferOptions& options = {});

/// Parses one `--input-shape` value `NAME:d0,d1,...` (`NAME:` for a scalar; the last ':' separates the name, so a
/// name may contain ':'). Dims are integers >= -1. graph.bad_input_shape if malformed.
OPPKIT_CORE_API Result<std::pair<std::string, std::vector<int64_t>>> ParseInputShape(std::string_view text);

/// The infershape dump (the analogue of `atc --dump_mode=1`; scripts rely on these keys):
/// `{"graph": NAME, "nodes": [{"name", "type", "inputs": [{"source": "node:index"}, ...], "outputs": [{"name",
/// "dtype", "origin_shape", "origin_format", "storage_shape", "storage_format", "range"?, "value"?}, ...]}, ...],
/// "summary": {"nodes", "unknown_shapes", "errors": [{"node", "op", "code", "cause", "message"}, ...]}}`.
/// Absent optional inputs are left out of `inputs`; dynamic instances appear one by one. A node's optional
/// `"state"` is `"failed"`, `"skipped"` or `"not_run"` (a strict run stopped before it) when it was not inferred;
/// an output's optional `"value"` (flat JSON numbers, row-major) is the value constant folding computed for it.
/// One node per line.
OPPKIT_CORE_API std::string InferenceDumpToJson(const ComputeGraph& graph, const GraphInferReport& report);

/// A Graphviz drawing of \p graph: one box per node (name, type, outputs with their origin and, where it differs,
/// storage layout; Data/Const as ellipses, failed nodes red, skipped grey, TransData orange, inserted ones marked
/// "(inserted)"), one arrow per edge labelled with the tensor (dtype, origin shape; blue and bold, with the storage
/// format and shape, when the tensor's storage layout differs from its origin one).
OPPKIT_CORE_API std::string GraphToDot(const ComputeGraph& graph);

}  // namespace oppkit
