// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The storage-format passes of whole-graph inference, run on a graph the InferShape pass (and the FormatRefiner)
// has inferred, in GE's order (docs/formats.md §0.2, §7):
//   1. user storage formats (GE's PrepareRunningFormatRefiner / UpdateDataNetOutputByStorageFormat): a Data output's
//      and a NetOutput input's user storage format (Node::user_storage_formats) with its derived storage shape;
//   2. format selection (FE's format selectors), unless GraphInferOptions::storage_formats is false: per op node,
//      in topological order, the first combination its op declares (oppkit/op_storage_formats.h) that every tensor
//      of the node fits (StorageFormatFits), or, for a format-agnostic op, its inputs' storage format; storage
//      shapes from the transfer engine (DeriveStorageShape), unknown dims kept;
//   3. TransData insertion (FE's TransNodeInsertion) on every edge whose producer output and consumer input desc
//      differ in storage format or shape (DiffStorageFormat);
//   4. merging identical TransData on one producer output (TransOpBreadthFusionPass), elimination of symmetric
//      TransData pairs (TransOpSymmetryEliminationPass), and merging again;
// on the root graph, then inside the subgraphs of its inferred nodes, each as a graph of its own.
// Note [Storage-format passes] in storage_formats.cc holds the design; docs/graph.md, "Storage formats", the
// behaviour users see. InferGraph (infer_graph.cc, Note [Storage passes hook]) runs them last:
//   detail::RunStoragePasses(ctx, graph);   // errors in ctx.report, as the other passes'
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "exe_graph/runtime/shape.h"

#include "passes/graph_passes.h"
#include "oppkit/graph/export.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"

namespace oppkit {
namespace detail {

/// Runs the storage-format passes (steps 1-4 above) on \p graph and its subgraphs, after the FormatRefiner and the
/// InferShape pass of the same run (\p ctx); only inferred nodes take part. Afterwards every input desc and output
/// desc of an inferred node has its storage format and shape, every edge between inferred nodes carries one storage
/// layout (producer output == consumer input desc), and the TransData nodes the passes added are marked
/// Node::inserted and appended to their graph's node list (ListingOrder places them for the dump). The model's
/// NodeIds stay valid unless the clean-up removes one of the model's own TransData nodes (RemoveNodes renumbers
/// the nodes after it); Node pointers taken before (PassContext::error_nodes) may no longer name nodes.
///
/// Problems are ctx.AddError'ed as graph.bad_storage_format (a user storage format or shape the transfer engine
/// rejects, an op declaration that does not match the op's prototype, once per op type, an op output hint's
/// storage_format); the counts go into ctx.report (user_storage_formats, storage_selected, trans_data_*). Does
/// nothing once ctx.stopped (strict mode after an error), and stops at its own first error in strict mode.
void RunStoragePasses(PassContext& ctx, ComputeGraph& graph);

/// Removes the nodes an earlier run's passes inserted (Node::inserted with one input instance), in \p graph and its
/// subgraphs: their consumers read the inserted node's input again, so a converted graph is its model again and
/// InferGraph / InferShapes start from the model each time. Returns the number of nodes removed.
size_t RemoveInsertedNodes(ComputeGraph& graph);

/// A consumer's input instance: (consumer, input slot, instance within the input).
struct Use {
  NodeId node;
  size_t input;
  size_t instance;
};

/// The uses of every node's outputs, per producer, in one flat array (CSR: two allocations for the whole graph);
/// the storage passes' topological order and the TransData steps read it.
class UseIndex {
 public:
  explicit UseIndex(const ComputeGraph& g);
  /// The uses of node \p p, in consumer order.
  const Use* begin(NodeId p) const { return uses_.data() + begin_[p]; }
  const Use* end(NodeId p) const { return uses_.data() + begin_[p + 1]; }

 private:
  std::vector<uint32_t> begin_;
  std::vector<Use> uses_;
};

// ---- The TransData steps (trans_data_passes.cc), exposed for white-box tests ----------------------------------

/// Step 3: inserts a TransData chain on every edge between inferred nodes whose producer output and consumer input
/// desc differ (Note [TransData insertion]). Returns the number of nodes inserted (appended to the graph).
OPPKIT_GRAPH_API size_t InsertTransData(ComputeGraph& graph);

/// Merges identical TransData nodes fed by one producer output (same attrs, same output desc) into one
/// (TransOpBreadthFusionPass; Note [TransData optimisation]). Returns the number of nodes removed.
OPPKIT_GRAPH_API size_t FuseTransDataBreadth(ComputeGraph& graph);

/// Removes symmetric TransData pairs A -> B -> A (TransOpSymmetryEliminationPass's guards; Note [TransData
/// optimisation]): the consumers of the second read the first's input; the first goes when nothing else reads it.
/// Returns the number of nodes removed.
OPPKIT_GRAPH_API size_t EliminateSymmetricTransData(ComputeGraph& graph);

/// The order the infershape dump lists \p graph's nodes in: the model's nodes in NodeId order, each inserted node
/// (Node::inserted, kept at the end of the node list) just before its first consumer, its inserted producers
/// before it; an inserted node nothing reads comes last.
OPPKIT_GRAPH_API std::vector<NodeId> ListingOrder(const ComputeGraph& graph);

/// \p dims as a gert::Shape for the transfer engine (dims past gert::Shape::kMaxDimNum are dropped; origin shapes
/// never have that many: the query engine refuses them).
gert::Shape ToShape(const DimVector& dims);
/// The dims of \p shape (inline in the DimVector: no allocation).
DimVector FromShape(const gert::Shape& shape);

/// True if a TransData is needed between a producer's output \p from and a consumer's input desc \p to: their
/// storage formats or shapes differ (DiffStorageFormat), unless both are plain layouts of the same storage shape.
OPPKIT_GRAPH_API bool NeedsTransData(const GraphTensorDesc& from, const GraphTensorDesc& to);

}  // namespace detail
}  // namespace oppkit
