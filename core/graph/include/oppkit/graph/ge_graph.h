// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Graphs built in C++ the way GE users build them (ge::op classes and a ge::Graph, graph/graph.h) and graphs handed
// over by op libraries as plain-C descriptions (oppkit/graph_abi.h), turned into the graph IR (graph.h).
//
// Example:
//   #include "all_ops.h"   // ge::op classes of the built-in ops, and Data / Const (docs/graph.md)
//   auto x = ge::op::Data("x").set_attr_index(0);
//   x.update_input_desc_x(ge::TensorDesc(ge::Shape({8, 16}), ge::FORMAT_ND, ge::DT_FLOAT16));
//   auto relu = ge::op::Relu("relu").set_input_x(x);
//   ge::Graph graph("net");
//   graph.SetInputs({x}).SetOutputs({relu});
//   oppkit::Result<oppkit::ComputeGraph> g = oppkit::ConvertGeGraph(graph);
//   // g->node(g->FindNode("relu")).inputs[0].sources[0] is output 0 of "x"; a NetOutput "Node_Output" reads relu
#pragma once

#include "graph/graph.h"
#include "oppkit/graph/export.h"
#include "oppkit/graph/graph.h"
#include "oppkit/core/status.h"
#include "oppkit/graph_abi.h"

namespace oppkit {

/// The name of the NetOutput node made from a graph's outputs (GE's); `Node_Output_1`, ... if a node has it.
inline constexpr const char* kGeNetOutputName = "Node_Output";

/// Reads a plain-C graph description (oppkit/graph_abi.h) into a ComputeGraph: one node per described operator
/// (in description order) and a NetOutput (kGeNetOutputName) with one input per graph output. Note [Reading a
/// graph description] in core/graph/src/io/ge_graph_import.cc lists what each node gets; in short:
/// - **Data**: attrs (`index`), and as its tensor the declared desc of its input (GE's Data passes it on), else of
///   its output: dtype, origin shape, origin format, range; `storage_format` where the desc's format differs from
///   its origin format.
/// - **Const**: its `value` tensor (desc and data; data optional).
/// - **op nodes**: attrs (coerced later by the query engine, as for a JSON graph); one NodeInput per IR input in
///   prototype order (a list for a dynamic input, absent for an unconnected optional one); `output_hints` per IR
///   output: `count` for a dynamic output, `format` and `dtype` from a declared output desc; and, where the user
///   declared any desc on the node, `input_descs` (one per connected input instance) and `outputs` (one per output
///   instance) holding the declared descs (name, dtype, origin shape/format, storage format) and unknown descs for
///   the others, for the passes that read declared formats before inference (the InferShape pass replaces them).
/// - **subgraphs** (If/Case/While branches), in the prototype's order, each read the same way; its Data nodes get
///   `_parent_node_index` as GE's DataPass sets it for a graph built from ge::op classes (If/Case: index + 1, so
///   that branch input i is the parent's input i + 1 after the condition; While, PartitionedCall: index; For: 0
///   stays 0, else index + 2), unless one of them already has it.
/// Then ComputeGraph::Validate() runs on the graph and every subgraph.
///
/// Errors (messages name the graph and node): graph.bad_graph (another major version, a struct smaller than its
/// 1.0 layout, a null pointer with a count, a node index out of range; a graph without inputs or outputs),
/// graph.bad_node (no name or type, a Data or Const without its tensor, a connected Data input, a subgraph without
/// a builder, and what Validate() checks), graph.bad_edge (an unconnected instance of a dynamic input, an output
/// index or name the source does not have), graph.duplicate_node, graph.unsupported (a NetOutput node or a
/// Tensor attr on a non-Const node in the description).
OPPKIT_GRAPH_API Result<ComputeGraph> ReadGraphDescription(const OppkitGraph* description);

/// Converts a ge::Graph: DescribeGraph (oppkit/graph_description.h) then ReadGraphDescription, so a graph built in
/// process and one handed over by an op library go through the same reader. What DescribeGraph cannot carry (a
/// Tensor attr other than Const's `value`, a subgraph builder that throws, subgraphs nested more than 64 levels
/// deep) is graph.unsupported; an empty ge::Graph is one without inputs (graph.bad_graph).
OPPKIT_GRAPH_API Result<ComputeGraph> ConvertGeGraph(const ge::Graph& graph);

}  // namespace oppkit
