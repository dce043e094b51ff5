// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The graph IR of whole-graph inference (GE's ComputeGraph / Node / OpDesc / GeTensorDesc, reduced to what the
// passes need): a ComputeGraph owns its nodes; a node has a name, an op type, attrs, its inputs as edges from
// other nodes' outputs, and one tensor desc per output carrying dtype, origin format/shape, storage format/shape
// and shape range. Data, Const and NetOutput are the framework's own node types; every other type is an op of
// the registry. A node may own subgraphs (If/Case/While): Note [Subgraph boundaries].
//
// Graphs are built in C++ (below) or read from the JSON graph format (ParseGraphJson, docs/graph.md); the passes
// (graph_inference.h) fill in the output and input descs.
//
// Example:
//   oppkit::ComputeGraph g("net");
//   oppkit::NodeId x = g.AddData("x", 0, oppkit::TensorDesc(ge::DT_FLOAT16, {8, 16}));
//   oppkit::NodeId relu = g.AddNode("relu", "Relu", {oppkit::OutputRef{x, 0}});
//   g.AddNetOutput("out", {oppkit::OutputRef{relu, 0}});
//   oppkit::Result<oppkit::GraphInferReport> report = oppkit::InferGraph(*snapshot, g);    // graph_inference.h
//   // g.node(relu).outputs[0].origin_shape == {8, 16}
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "graph/symbolizer/symbolic.h"
#include "graph/types.h"
#include "oppkit/attr_value.h"
#include "oppkit/graph/dim_vector.h"
#include "oppkit/graph/export.h"
#include "oppkit/core/shape_query.h"
#include "oppkit/core/status.h"
#include "oppkit/graph_abi.h"

namespace oppkit {

/// The node type of a graph input (GE's `Data`): one output, described by Node::tensor; attr `index` (Int) is its
/// position among the graph's inputs.
inline constexpr const char* kDataNodeType = "Data";
/// The node type of a constant (GE's `Const`): one output, described by Node::tensor, whose `value` (optional: a
/// weight may be given by its shape alone) feeds data-dependent inputs of its consumers.
inline constexpr const char* kConstNodeType = "Const";
/// The node type of the graph's outputs (GE's `NetOutput`): one input per graph output, no outputs.
inline constexpr const char* kNetOutputNodeType = "NetOutput";

/// Op attr (Bool) that stops the FormatRefiner from writing this node's tensor formats (GE's `_format_locked`).
/// Like kParentNodeIndexAttr it is a graph attr: the passes read it, the op's queries never see it (IsGraphAttr).
inline constexpr const char* kFormatLockedAttr = "_format_locked";
/// Attr (Int) of a Data node inside a subgraph: the parent node's input instance it stands for (GE's
/// `_parent_node_index`); without it, the Data node's `index`. Note [Subgraph boundaries].
inline constexpr const char* kParentNodeIndexAttr = "_parent_node_index";

/// The deepest subgraph nesting a graph may have (the subgraphs of a root node are level 1). The readers (JSON
/// graphs, GE graph descriptions) reject deeper graphs and Validate reports them (graph.bad_subgraph), before
/// anything walks them recursively; inference itself goes 25 levels deep (docs/graph.md).
inline constexpr size_t kMaxSubgraphNesting = OPPKIT_GRAPH_MAX_NESTING;  // oppkit/graph_abi.h

/// True for the attrs that belong to the graph passes rather than to the op (kFormatLockedAttr,
/// kParentNodeIndexAttr): they are left out of the node's queries, which would reject them as unknown attrs.
OPPKIT_GRAPH_API bool IsGraphAttr(std::string_view attr_name);

// Note [Subgraph boundaries]
// A node that owns subgraphs (If: then/else branch, Case: the branches, While: cond and body; in the order of the
// prototype's GRAPH / DYNAMIC_GRAPH declarations) talks to them only through their Data and NetOutput nodes, as
// in GE: the Data node with `_parent_node_index` = i (default: its `index`) receives the parent's input instance i,
// and input k of the subgraph's NetOutput gives the parent's output instance k (While's body: the next value of
// loop variable k; its cond has one NetOutput input, the predicate). A subgraph never refers to a node of its
// parent graph by edge.
// ComputeGraph::Validate() checks these boundaries (graph.bad_subgraph, naming the parent node and the subgraph):
//   - every subgraph is a valid graph with exactly one NetOutput; its Data nodes' parent indices are distinct and
//     name input instances the parent has (inputs are counted instance by instance, flat, as GE numbers in-anchors:
//     If's instance 0 is cond, so its branches' Data nodes usually start at `_parent_node_index` 1);
//   - a Data node in a subgraph may leave out its tensor: its dtype, shape and range are the parent's input desc
//     (a declared tensor only contributes its format to the FormatRefiner);
//   - branch ops (ControlFlowKind::kBranch: If and Case and any other op with subgraphs): every subgraph's NetOutput
//     has the same number of inputs, the parent's output instance count;
//   - loops (ControlFlowKind::kLoop, While): exactly two subgraphs, cond (one NetOutput input) and body (one
//     NetOutput input per input instance of the parent, which has as many outputs);
//   - If and While kinds need their subgraphs (If: 2, Case: at least 1), and a count hint of the parent's dynamic
//     output, if given, equals what the subgraphs return.
// How the passes cross the boundaries: Note [Subgraphs in the InferShape pass] (infer_shape_pass.cc) and
// Note [Format reflection] (format_refiner.cc).

// Note [Declared formats]
// The formats a model declares (GE's parser sets them as GeTensorDesc::format_, the origin format still unset) are
// the FormatRefiner's anchors (docs/formats.md §4): a Data or Const node's `tensor.format`, and on an op node
// `input_formats[i]` (IR input i, every instance of a dynamic input) and `output_hints[o].format` (IR output o).
// ND (the default) declares nothing. Before the refiner runs, a declared format sits in the desc's storage_format
// with origin_format ND, as in GE; the refiner sets origin formats (and storage = origin; the storage-format passes
// then choose storage formats). A storage-only format declared this way (NC1HWC0, FRACTAL_Z, ...: GE's internal
// formats) is not an origin format: the refiner does not take it (GE's anchor refresh skips it), and format
// selection does not honour it either: as GE's FE does (OpFormatDtypeJudge writes every tensor of an op from the
// ops-info combination it selects), an op node's storage formats come from its op's declarations
// (oppkit/op_storage_formats.h), and the only storage formats a user gives are those of the root graph's Data and
// NetOutput nodes (Node::user_storage_formats, GE's ATTR_NAME_STORAGE_FORMAT). InferShapes alone (no refiner)
// takes Data/Const formats as origin formats and lets each op's InferFormat (or the default rule) choose the rest,
// as a single-op query does.

/// How a node's subgraphs relate to its inputs and outputs (Note [Subgraph boundaries]).
enum class ControlFlowKind : uint8_t {
  kNone,    ///< not a control-flow type (a node of such a type may still own subgraphs: then it is a kBranch)
  kIf,      ///< If, _If, StatelessIf: two branches (then_branch, else_branch)
  kCase,    ///< Case, StatelessCase: one or more branches
  kLoop,    ///< While, _While, StatelessWhile: cond and body
};

/// The control-flow kind of op type \p type (GE's RefRelations op lists).
OPPKIT_GRAPH_API ControlFlowKind ControlFlowKindOf(std::string_view type);

struct Node;

/// The parent input instance a Data node of a subgraph stands for: its `_parent_node_index` attr, else its `index`
/// attr (Note [Subgraph boundaries]); -1 if it has neither as an Int.
OPPKIT_GRAPH_API int64_t ParentInputIndex(const Node& data);

/// Index of a node in its graph (ComputeGraph::node). Stable while the graph only grows; RemoveNodes() renumbers.
using NodeId = uint32_t;
/// No node.
inline constexpr NodeId kInvalidNodeId = std::numeric_limits<NodeId>::max();

/// One end of a data edge: output \p index of node \p node (GE's OutDataAnchor). The index counts output
/// instances in order, a dynamic output's instances one by one (`y0`, `y1`, ...), as GE numbers output anchors.
struct OutputRef {
  NodeId node = kInvalidNodeId;
  uint32_t index = 0;

  bool operator==(const OutputRef& other) const { return node == other.node && index == other.index; }
  bool operator!=(const OutputRef& other) const { return !(*this == other); }
};

/// What one IR input of a node is connected to, in the query's terms (InputArg): nothing (an optional input left
/// out), one tensor, or the instances of a dynamic input. Data, Const and NetOutput nodes have no prototype:
/// each of their inputs is one tensor.
struct NodeInput {
  InputArg::Kind kind = InputArg::Kind::kAbsent;
  /// One element for kTensor, the instances for kList, none for kAbsent.
  std::vector<OutputRef> sources;

  /// An absent (optional) input.
  NodeInput() = default;
  /// One tensor. Implicit so that `{OutputRef{x, 0}, OutputRef{w, 0}}` reads naturally.
  // NOLINTNEXTLINE(google-explicit-constructor)
  NodeInput(OutputRef source) : kind(InputArg::Kind::kTensor), sources{source} {}

  /// An absent (optional) input.
  static NodeInput Absent() { return NodeInput(); }
  /// The instances of a dynamic input (may be empty).
  static NodeInput List(std::vector<OutputRef> instances) {
    NodeInput in;
    in.kind = InputArg::Kind::kList;
    in.sources = std::move(instances);
    return in;
  }
};

/// One output tensor of a node, as the passes leave it (GE's GeTensorDesc). Before inference (and for a node that
/// could not be inferred) it is unknown: DT_UNDEFINED and rank `[-2]`.
struct GraphTensorDesc {
  /// Output name: the IR output name (`y`), with the instance number for a dynamic output (`y0`, `y1`), or `y`
  /// for Data and Const.
  std::string name;
  ge::DataType dtype = ge::DT_UNDEFINED;
  /// Origin shape: exact, with `-1` dims, or `{-2}` (unknown rank). Dims inline up to rank 8 (Note [Inline dims]).
  DimVector origin_shape{-2};
  ge::Format origin_format = ge::FORMAT_ND;
  /// Storage (run-time) shape. Equal to the origin shape until the storage-format passes (InferGraph) set it.
  DimVector storage_shape{-2};
  /// Storage format: equal to the origin format until the storage-format passes (InferGraph) set it. Before the
  /// FormatRefiner runs, it holds the format the model declares for the tensor (Note [Declared formats]).
  ge::Format storage_format = ge::FORMAT_ND;
  /// The reshape type the storage format was laid out with (GE's `_reshape_type`: which axes of the storage
  /// format a lower-rank origin shape fills, e.g. "C"); empty = the format's defaults. Set by format selection.
  std::string reshape_type;
  /// Per-dim range of the origin shape; set only when it has `-1` dims and a range is known.
  std::optional<ShapeRange> range;
  /// The value the InferShape pass computed for an op's output (raw bytes in `dtype`, row-major, one element per
  /// element of the origin shape): small int32/int64/bool tensors whose op's symbolic rule computes them, and small
  /// floating shape arithmetic a host kernel folds, docs/graph.md#values. It feeds consumers exactly as a Const value does. Unset otherwise; a Const's value stays
  /// in Node::tensor.
  std::optional<std::vector<uint8_t>> value;
  /// The symbolic pass's shape (GraphInferOptions::symbolic): one formula per dim of the origin shape, of the
  /// graph's symbols (docs/symbolic.md#graphs). Unset when the pass did not run or the rank is unknown.
  std::optional<std::vector<ge::Expression>> symbolic_shape;
  /// The symbolic pass's value of a small integer tensor (one formula per element, row-major): what a shape
  /// computation (Shape, Gather, Concat, ...) holds, as formulas. Unset where unknown.
  std::optional<std::vector<ge::Expression>> symbolic_value;
  /// The symbolic pass's storage shape, for a tensor whose storage format differs from its origin format: the
  /// storage shape's formulas (NC1HWC0's C1 is `ceil_div(C, 16)`, docs/symbolic.md#storage-shapes). Unset where the
  /// formats agree (the storage shape is the origin one), or where a formula cannot give the layout.
  std::optional<std::vector<ge::Expression>> symbolic_storage_shape;

  /// True if the origin shape has no `-1` dim and a known rank.
  OPPKIT_GRAPH_API bool IsShapeKnown() const;
};

/// A storage format the user gives a tensor at the graph's boundary (GE's ATTR_NAME_STORAGE_FORMAT and
/// ATTR_NAME_STORAGE_SHAPE on a Data node's output desc or a NetOutput input desc, which PrepareRunningFormatRefiner
/// applies): the graph's input is fed in, or its output is wanted in, that layout. Node::user_storage_formats.
struct UserStorageFormat {
  /// The storage format (a full value: sub-format and C0 fields count).
  ge::Format format = ge::FORMAT_ND;
  /// Optional storage shape; it must agree with the one the transfer engine derives from the origin shape
  /// (oppkit::DeriveStorageShape) on every dim the derived shape knows.
  std::optional<std::vector<int64_t>> shape;
};

/// What the passes did with a node.
enum class NodeState : uint8_t {
  kNotRun,    ///< no pass has visited it (yet, or a strict run stopped before it)
  kInferred,  ///< its outputs are inferred
  kFailed,    ///< inferring it failed (GraphInferReport::errors names why); its outputs are unknown
  kSkipped,   ///< an input comes from a failed or skipped node (or a cycle); its outputs are unknown
};

class ComputeGraph;

/// One node (GE's Node + OpDesc).
struct Node {
  /// Unique within its graph.
  std::string name;
  /// Op type: kDataNodeType, kConstNodeType, kNetOutputNodeType or an op of the registry (`"Conv2D"`).
  std::string type;
  /// Attr values by name, in the order given (IR attrs and registered private attrs; coerced to the declared
  /// types by the query engine, as in OpQuery::attrs). Data's `index` is here too.
  std::vector<std::pair<std::string, AttrValue>> attrs;
  /// One entry per IR input in prototype order (trailing optional inputs may be left out); for NetOutput one
  /// entry per graph output.
  std::vector<NodeInput> inputs;
  /// Per IR output hints, as OpQuery::outputs: `count`, the instance count of a dynamic output (GE fixes it when
  /// the node is built; without it the query's default applies), and `dtype` for an output the op has no dtype
  /// rule for. May be shorter than the output list. `format` is the output's declared format (Note [Declared
  /// formats]). A `storage_format` hint is the query's (the InferShape pass echoes it); the storage-format passes
  /// choose an op's storage formats themselves and report such a hint as graph.bad_storage_format (a user storage
  /// format goes in user_storage_formats of a Data or NetOutput node of the root graph).
  std::vector<OutputHint> output_hints;
  /// Declared format per IR input (every instance of a dynamic input), Note [Declared formats]; ND (or a list
  /// shorter than the inputs) declares none. An ONNX importer fills these from what the model says (Conv's x and w
  /// are NCHW).
  std::vector<ge::Format> input_formats;
  /// Data and Const only: the declared tensor (dtype, origin shape, format, optional range; Const's optional
  /// value). Unused for other types.
  std::optional<TensorDesc> tensor;
  /// User storage formats of the graph's boundary tensors (UserStorageFormat): on a Data node, element 0 is its
  /// output (without it, the Data tensor's `storage_format`, if set, counts as one without a shape); on the NetOutput
  /// node, element k is graph output k (its input k). May be shorter; nullopt = none. Other nodes, and the nodes of
  /// subgraphs (whose boundaries follow their parent), have none (Validate).
  std::vector<std::optional<UserStorageFormat>> user_storage_formats;
  /// Data only: the model's name for each dim of its tensor that varies (ONNX's `dim_param`; empty: unnamed). The
  /// symbolic pass makes a named dim the symbol of that name, the same name in every input the same symbol.
  std::vector<std::string> dim_params;
  /// Names of the output instances as the model calls them (an imported ONNX model's value names). Where set
  /// (non-empty), they name the output descs instead of the IR output names. May be shorter than the outputs.
  std::vector<std::string> output_names;
  /// One desc per output instance; filled by the passes.
  std::vector<GraphTensorDesc> outputs;
  /// One desc per connected input instance, in the order of `inputs[k].sources` over k (absent optional inputs
  /// have none), as GE keeps an input desc beside its producer's output desc: the InferShape pass copies dtype,
  /// shapes and range from the producer; the origin format is the FormatRefiner's and the storage format the
  /// storage-format selection's, so it may differ from the producer's (DiffStorageFormat: a TransData goes there).
  std::vector<GraphTensorDesc> input_descs;
  /// Subgraphs the node owns (If's branches, While's cond/body), in the order of the prototype's subgraphs;
  /// Note [Subgraph boundaries].
  std::vector<ComputeGraph> subgraphs;
  /// Set by the passes.
  NodeState state = NodeState::kNotRun;
  /// True for a node a pass added (a TransData between different storage formats); false for the model's own.
  bool inserted = false;

  /// The value of attr \p attr_name, or nullptr.
  OPPKIT_GRAPH_API const AttrValue* FindAttr(std::string_view attr_name) const;
  /// Sets (or replaces) attr \p attr_name.
  OPPKIT_GRAPH_API void SetAttr(std::string attr_name, AttrValue value);
  /// True for the framework's own types (Data, Const, NetOutput), which have no prototype.
  OPPKIT_GRAPH_API bool IsFrameworkNode() const;
};

/// A graph: nodes and the data edges between them (stored as each node's inputs).
///
/// Building never fails: problems (a duplicate name, an edge to a missing node, a Data node without a tensor) are
/// reported by Validate(), which InferShapes runs first. Copyable (subgraphs are copied with their parent node).
class OPPKIT_GRAPH_API ComputeGraph {
 public:
  /// An empty graph named \p name.
  explicit ComputeGraph(std::string name = "graph");

  const std::string& name() const { return name_; }
  void set_name(std::string name) { name_ = std::move(name); }

  /// Adds a graph input: a Data node with attr `index` = \p index whose output is \p desc (dtype, origin shape,
  /// format, optional range). Returns its id.
  NodeId AddData(std::string name, int64_t index, TensorDesc desc);
  /// Adds a constant whose output is \p desc; `desc.value` (raw bytes in `desc.dtype`, row-major) is optional.
  NodeId AddConst(std::string name, TensorDesc desc);
  /// Adds an op node of type \p type with one NodeInput per IR input and attrs by name.
  NodeId AddNode(std::string name, std::string type, std::vector<NodeInput> inputs = {},
                 std::vector<std::pair<std::string, AttrValue>> attrs = {});
  /// Adds the NetOutput node, one input per graph output.
  NodeId AddNetOutput(std::string name, const std::vector<OutputRef>& inputs);
  /// Adds \p node as it is (any type); returns its id.
  NodeId Add(Node node);
  /// Makes room for \p count nodes in all: until the graph holds more, adding a node moves none of the others, so
  /// references to them stay valid.
  void Reserve(size_t count) { nodes_.reserve(count); }

  /// The node with id \p id; requires `id < size()`.
  Node& node(NodeId id) { return nodes_[id]; }
  const Node& node(NodeId id) const { return nodes_[id]; }
  /// All nodes, in the order they were added (NodeId order).
  const std::vector<Node>& nodes() const { return nodes_; }
  /// Number of nodes.
  size_t size() const { return nodes_.size(); }
  /// The id of the first node named \p name, or kInvalidNodeId. Linear in the number of nodes.
  NodeId FindNode(std::string_view name) const;

  /// Removes the nodes with `remove[id]` set (`remove.size() == size()`), keeping the others in order and
  /// renumbering them; every edge is rewritten to the new ids. Fails with graph.bad_edge, changing nothing, if a
  /// node that stays has an input from a removed node (rewire such inputs first).
  Status RemoveNodes(const std::vector<bool>& remove);

  /// Checks what building does not: unique non-empty names (graph.duplicate_node, graph.bad_node), edges to
  /// existing nodes (graph.unknown_node), Data/Const with a tensor (and a Const value that matches its shape and
  /// dtype) and no inputs, Data with an Int `index` (graph.bad_node), NetOutput without subgraphs, user storage
  /// formats only on Data (one) and NetOutput (at most one per input) (graph.bad_node), and every subgraph with its
  /// boundaries (graph.bad_subgraph, Note [Subgraph boundaries]; no user storage formats inside a subgraph; at most
  /// kMaxSubgraphNesting levels, checked before a level is walked). Does
  /// not look at the registry (an unknown op type is an inference error of that node). Messages name the node (and,
  /// inside a subgraph, the parent node and the subgraph: `subgraph 'then' of node 'if1' (If): ...`).
  Status Validate() const;

  /// The number of nodes of this graph and of all its subgraphs, recursively.
  size_t TotalSize() const;

 private:
  std::string name_;
  std::vector<Node> nodes_;
};

// --- The JSON graph format (docs/graph.md) ---------------------------------------------------------------------

/// Reads a graph in the JSON graph format:
/// `{"graph": NAME, "nodes": [{"name", "type", "attrs"?, "inputs"?, "outputs"?, "tensor"?}, ...]}` where `inputs`
/// holds per IR input a `"node:index"` string, `null` (absent optional input) or an array of them (dynamic input),
/// `attrs` the same attr JSON as an infer request, `outputs` per IR output a request's output hint (`count`,
/// `dtype`, and `format`, the declared format) or null, `input_formats` per IR input a format name or null
/// (Node::input_formats), `output_names` (Node::output_names, strings), `tensor` (Data, Const) the same tensor
/// object as a request input (dtype, shape, format, range, value), and `subgraphs` (Node::subgraphs) an array of
/// graph objects of this same format (`{"graph": NAME, "nodes": [...]}`), nested to any depth. Nodes may appear in
/// any order (edges are resolved by name, within their own graph).
///
/// Errors (the first found; messages name the node, and inside a subgraph the parent node and the subgraph):
/// graph.bad_json (not JSON, or not of this shape: an unknown key, a wrong JSON type, a bad dtype/format/value/attr,
/// a `storage_format` in an op's output hints), graph.duplicate_node, graph.unknown_node (an input naming no node of
/// its graph), graph.bad_edge (an input that is not `"node:index"`), graph.bad_node and graph.bad_subgraph (what
/// Validate() checks). A Data tensor's `storage_format` / `storage_shape` and a NetOutput's `input_storage` (per
/// graph output: null or `{"storage_format", "storage_shape"?}`) are the user storage formats
/// (Node::user_storage_formats).
OPPKIT_GRAPH_API Result<ComputeGraph> ParseGraphJson(std::string_view text);

/// Reads a JSON graph file; io.error if it cannot be read, else as ParseGraphJson (messages name the file).
OPPKIT_GRAPH_API Result<ComputeGraph> LoadGraphJsonFile(const std::string& path);

/// Writes \p graph in the JSON graph format (one node per line; a node's subgraphs follow it, their nodes one per
/// line, indented by depth), so that ParseGraphJson reads back the same graph: names, types, attrs, inputs, hints,
/// declared formats, output names, Data/Const tensors with Const values, user storage formats, subgraphs. Inferred
/// outputs are not part of it (see InferenceDumpToJson in graph_inference.h). graph.bad_node if a Const value has a
/// dtype JSON cannot carry (e.g. complex64).
OPPKIT_GRAPH_API Result<std::string> GraphToJson(const ComputeGraph& graph);

}  // namespace oppkit
