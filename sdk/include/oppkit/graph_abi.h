/*
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * The plain-C description of a graph built from ge::op classes and a ge::Graph: what crosses the plugin boundary
 * when an op library hands the core a graph (CANN's ParseOpToGraphFn, where an ONNX op expands into several GE
 * ops). Plain C, no STL, versioned like the plugin ABI (oppkit/plugin_abi.h). The SDK produces it from a ge::Graph
 * (oppkit::DescribeGraph, oppkit/graph_description.h); the core reads it into an oppkit::ComputeGraph
 * (oppkit::ReadGraphDescription, oppkit/graph/ge_graph.h). docs/graph.md ("Building graphs in C++") describes the
 * layout with an example.
 *
 * Note [Graph description]
 * A description mirrors the ge::Graph it was made from and interprets nothing: one node per operator (name, type,
 * attrs in the plugin ABI's attr encoding, Const's `value` tensor), each with its IR inputs (per instance: the
 * source node and output, and the input's tensor desc) and IR outputs (per instance: the output's tensor desc),
 * the graph's inputs, outputs and targets, and per node its subgraphs, each a description of its own. A source
 * names its producer by index into the graph's node array and its output by instance index or by name. The
 * reader checks everything (names, edges, output indices and names, Data and Const tensors, subgraphs) and turns
 * the graph outputs into a NetOutput node, so a description from a plugin is validated exactly as one made in
 * process.
 *
 * Memory: every pointer points into memory owned by the producer (a GraphDescription object) that stays valid
 * and unchanged until the producer frees it; the reader copies what it keeps.
 *
 * Versions: OppkitGraph starts with `abi_version` and `struct_size`. Same major: readable whatever the minor
 * (fields are only appended: to OppkitGraph, whose size is struct_size, and to OppkitGraphNode, whose array is
 * walked with node_struct_size). Another major: refused. The other structs are frozen within a major.
 * No reserved padding: the `reserved_zero` fields are always 0 and only keep the layout free of implicit padding.
 */
#ifndef OPPKIT_GRAPH_ABI_H_
#define OPPKIT_GRAPH_ABI_H_

#include <stddef.h>
#include <stdint.h>

#include "oppkit/plugin_abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Major version of the graph description: another major is refused. */
#define OPPKIT_GRAPH_DESC_MAJOR 1u
/** Minor version: grows when fields are appended. */
#define OPPKIT_GRAPH_DESC_MINOR 0u
/** Packed version as stored in OppkitGraph::abi_version: major in the high 16 bits. */
#define OPPKIT_GRAPH_DESC_VERSION ((OPPKIT_GRAPH_DESC_MAJOR << 16) | OPPKIT_GRAPH_DESC_MINOR)
/** OppkitGraphSource::node of an input instance that is not connected. */
#define OPPKIT_GRAPH_NO_NODE 0xffffffffu
/** The deepest subgraph nesting a graph may have (the subgraphs of a root node are level 1): deeper graphs are
    neither described nor read. */
#define OPPKIT_GRAPH_MAX_NESTING 64u

/**
 * A tensor desc: of an input or output instance (ge::Operator::UpdateInputDesc / UpdateOutputDesc), or Const's
 * `value` tensor (with its data).
 */
typedef struct OppkitGraphTensorDesc {
  const char* name;      /**< instance name (`x`, `x0`; `y`, `y1`); the tensor's name for a value; never NULL */
  int32_t dtype;         /**< ge::DataType */
  int32_t format;        /**< ge::Format: TensorDesc::GetFormat() (the storage format when it differs) */
  int32_t origin_format; /**< ge::Format: TensorDesc::GetOriginFormat(), the model's format */
  uint32_t declared;     /**< 1 if the user set this desc (Update*Desc, a Const value), 0 for a default desc */
  uint32_t dim_count;    /**< dims of the origin shape; `[-2]` is an unknown rank, no dims a scalar */
  uint32_t range_count;  /**< 0, or dim_count: a (min, max) pair per dim (max -1: unbounded) */
  const int64_t* dims;   /**< dim_count values: TensorDesc::GetOriginShape() */
  const int64_t* range;  /**< 2 * range_count values: min0, max0, min1, max1, ... */
  const uint8_t* data;   /**< a value's bytes (row-major, in dtype); NULL when there are none */
  uint64_t data_size;    /**< bytes at data */
} OppkitGraphTensorDesc;

/** Where one input instance comes from: output `output_index` (or `output_name`) of node `node`. */
typedef struct OppkitGraphSource {
  uint32_t node;           /**< index into OppkitGraph::nodes; OPPKIT_GRAPH_NO_NODE: not connected */
  uint32_t output_index;   /**< output instance of that node (dynamic outputs expanded), when output_name is NULL */
  const char* output_name; /**< NULL: by index; else an IR output name (`y`) or a dynamic instance name (`y1`) */
} OppkitGraphSource;

/** One IR input of a node, in prototype order, with one entry per instance. */
typedef struct OppkitGraphInput {
  const char* name;                   /**< IR input name */
  uint32_t kind;                      /**< OppkitIoKind */
  uint32_t count;                     /**< instances: 1 for a required/optional input, the dynamic count */
  const OppkitGraphSource* sources;   /**< count entries */
  const OppkitGraphTensorDesc* descs; /**< count entries: the input descs */
} OppkitGraphInput;

/** One IR output of a node, in prototype order, with one desc per instance. */
typedef struct OppkitGraphOutput {
  const char* name;                   /**< IR output name */
  uint32_t kind;                      /**< OppkitIoKind: OPPKIT_IO_REQUIRED or OPPKIT_IO_DYNAMIC */
  uint32_t count;                     /**< instances: 1 for a plain output, the dynamic count */
  const OppkitGraphTensorDesc* descs; /**< count entries: the output descs */
} OppkitGraphOutput;

/** One attr of a node, in the plugin ABI's attr encoding (OppkitAttrValue). */
typedef struct OppkitGraphAttr {
  const char* name;
  OppkitAttrValue value;
} OppkitGraphAttr;

/* OppkitGraph (declared in oppkit/plugin_abi.h) is defined below. */

/** One subgraph instance of a node: instance k of IR subgraph `ir_name` (GRAPH: one; DYNAMIC_GRAPH: several). */
typedef struct OppkitGraphSubgraph {
  const char* ir_name;      /**< the GRAPH / DYNAMIC_GRAPH name of the prototype */
  const OppkitGraph* graph; /**< NULL: no builder was set for this instance */
} OppkitGraphSubgraph;

/** One node: an operator of the graph. */
typedef struct OppkitGraphNode {
  const char* name; /**< the operator's name (may be empty: the reader refuses it) */
  const char* type; /**< op type, `Data`, `Const`, ... */
  uint32_t input_count;
  uint32_t output_count;
  const OppkitGraphInput* inputs;   /**< input_count IR inputs, in prototype order */
  const OppkitGraphOutput* outputs; /**< output_count IR outputs, in prototype order */
  uint32_t attr_count;
  uint32_t subgraph_count;
  const OppkitGraphAttr* attrs;         /**< attr_count attrs: IR attrs with their values, then others set */
  const OppkitGraphSubgraph* subgraphs; /**< subgraph_count instances, in prototype order */
  const OppkitGraphTensorDesc* value;   /**< Const: its `value` tensor (desc and data); NULL otherwise */
} OppkitGraphNode;

/** A graph: its nodes and the graph's inputs, outputs and targets (ge::Graph::SetInputs, SetOutputs, SetTargets). */
struct OppkitGraph {
  uint32_t abi_version; /**< OPPKIT_GRAPH_DESC_VERSION the producer was built with */
  uint32_t struct_size; /**< sizeof(OppkitGraph) as the producer knows it */
  const char* name;
  uint32_t node_count;
  uint32_t node_struct_size;    /**< sizeof(OppkitGraphNode) as the producer knows it */
  const OppkitGraphNode* nodes; /**< node_count entries, node_struct_size bytes apart; producers before consumers
                                     where the graph has no cycle */
  uint32_t input_count;
  uint32_t output_count;
  const uint32_t* inputs;           /**< input_count node indices: SetInputs, in order */
  const OppkitGraphSource* outputs; /**< output_count graph outputs: SetOutputs, in order, one per output */
  uint32_t target_count;
  uint32_t reserved_zero;  /**< always 0 */
  const uint32_t* targets; /**< target_count node indices: SetTargets */
};

#ifdef __cplusplus
}  // extern "C"
static_assert(offsetof(OppkitGraph, nodes) == 24, "graph description v1 layout is frozen");
#endif

#endif  // OPPKIT_GRAPH_ABI_H_
