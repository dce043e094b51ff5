// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The storage-format passes of whole-graph inference, run on a graph the InferShape pass (and the FormatRefiner)
// has inferred, in GE's order (formats.md §4.7-4.8, seed 000 §4.3-4.8):
//   1. user storage formats (GE's PrepareRunningFormatRefiner / UpdateDataNetOutputByStorageFormat): a Data output's
//      and a NetOutput input's user storage format (Node::user_storage_formats) with its derived storage shape;
//   2. format selection (FE's format selectors), unless GraphInferOptions::storage_formats is false: per op node,
//      in topological order, the first combination its op declares (oppkit/op_storage_formats.h) that every tensor
//      of the node fits (StorageFormatFits), or, for a format-agnostic op, its inputs' storage format; storage
//      shapes from the transfer engine (DeriveStorageShape), unknown dims kept;
//   3. TransData insertion (FE's TransNodeInsertion) on every edge whose producer output and consumer input desc
//      differ in storage format or shape (DiffStorageFormat);
//   4. merging identical TransData on one producer output (TransOpBreadthFusionPass), elimination of symmetric
//      TransData pairs (TransOpSymmetryEliminationPass), and merging again.
// Note [Storage-format passes] in storage_formats.cc holds the design; docs/graph.md, "Storage formats", the
// behaviour users see.
//
// The pipeline driver calls ApplyStorageFormats right after the InferShape pass (and the FormatRefiner):
//   oppkit::Result<oppkit::GraphInferReport> report = oppkit::InferShapes(snapshot, graph, options);
//   if (report.ok()) {
//     oppkit::Result<oppkit::detail::StorageFormatStats> stats =
//         oppkit::detail::ApplyStorageFormats(snapshot, graph, options, *report);
//   }
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "exe_graph/runtime/shape.h"

#include "oppkit/core/export.h"
#include "oppkit/core/graph.h"
#include "oppkit/core/graph_inference.h"
#include "oppkit/core/status.h"

namespace oppkit {

class RegistrySnapshot;

namespace detail {

/// What the storage-format passes did, beyond the graph itself.
struct StorageFormatStats {
  /// User storage formats applied (Data outputs and NetOutput inputs).
  size_t user_formats = 0;
  /// Op nodes that got storage formats other than their origin ones (a declared combination, or following inputs).
  size_t selected = 0;
  /// TransData nodes inserted.
  size_t trans_data_inserted = 0;
  /// TransData nodes removed as halves of symmetric pairs (inserted or the model's own).
  size_t symmetric_removed = 0;
  /// TransData nodes merged into an identical one on the same producer output.
  size_t merged = 0;
};

/// Runs the storage-format passes (steps 1-4 above) on \p graph, which InferShapes (graph_inference.h) has inferred
/// with \p options and \p snapshot; only inferred nodes take part. Afterwards every input desc and output desc of an
/// inferred node has its storage format and shape, every edge between inferred nodes carries one storage layout
/// (producer output == consumer input desc), and the TransData nodes the passes added are marked Node::inserted and
/// placed right before their first consumer in the node list. NodeIds are renumbered: look nodes up by name.
///
/// Per-node problems are appended to \p report's errors as graph.bad_storage_format (a user storage format or shape
/// the transfer engine rejects, an op declaration that does not match the op's prototype, an op output hint's
/// storage_format), and the report's counts are recomputed for the new node list. In strict mode nothing runs when
/// \p report already has an error, and the passes stop at their first error. Fails (graph unchanged) only when
/// \p graph does not pass ComputeGraph::Validate().
OPPKIT_CORE_API Result<StorageFormatStats> ApplyStorageFormats(const RegistrySnapshot& snapshot, ComputeGraph& graph,
                                                               const GraphInferOptions& options,
                                                               GraphInferReport& report);

// ---- The TransData steps (trans_data_passes.cc), exposed for white-box tests ----------------------------------

/// Step 3: inserts a TransData chain on every edge between inferred nodes whose producer output and consumer input
/// desc differ (Note [TransData insertion]). Returns the number of nodes inserted (appended to the graph).
OPPKIT_CORE_API size_t InsertTransData(ComputeGraph& graph);

/// Merges identical TransData nodes fed by one producer output (same attrs, same output desc) into one
/// (TransOpBreadthFusionPass; Note [TransData optimisation]). Returns the number of nodes removed.
OPPKIT_CORE_API size_t FuseTransDataBreadth(ComputeGraph& graph);

/// Removes symmetric TransData pairs A -> B -> A (TransOpSymmetryEliminationPass's guards; Note [TransData
/// optimisation]): the consumers of the second read the first's input; the first goes when nothing else reads it.
/// Returns the number of nodes removed.
OPPKIT_CORE_API size_t EliminateSymmetricTransData(ComputeGraph& graph);

/// Moves every inserted node to just before its first consumer (its inserted producers before it), keeping the
/// order of the model's nodes; edges are renumbered.
OPPKIT_CORE_API void PlaceInsertedNodes(ComputeGraph& graph);

/// \p dims as a gert::Shape for the transfer engine (dims past gert::Shape::kMaxDimNum are dropped; origin shapes
/// never have that many: the query engine refuses them).
gert::Shape ToShape(const std::vector<int64_t>& dims);
/// The dims of \p shape.
std::vector<int64_t> FromShape(const gert::Shape& shape);

/// True for the plain layouts (ND, NCHW, NHWC, HWCN, CHWN, NCDHW, NDHWC, DHWCN, DHWNC, NC, CN, NCL): one axis per dim,
/// the bytes of a tensor the same whichever of them names its axes.
OPPKIT_CORE_API bool IsPlainLayout(ge::Format format);

/// True if a TransData is needed between a producer's output \p from and a consumer's input desc \p to: their
/// storage formats or shapes differ (DiffStorageFormat), unless both are plain layouts of the same storage shape.
OPPKIT_CORE_API bool NeedsTransData(const GraphTensorDesc& from, const GraphTensorDesc& to);

}  // namespace detail
}  // namespace oppkit
