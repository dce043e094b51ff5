// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The node engine: the one piece of code that runs an op's host functions on one node. Single-op queries
// (InferOp, InferOpFormat, DescribeOp in shape_query.h), tiling (TileOp) and the graph passes (oppkit/graph) all run
// a node through RunNode; what differs between them is a NodeRunOptions, never a second pipeline. Most users want
// shape_query.h; this header is for callers that run many nodes and keep their attrs themselves (a graph, a
// run-time plan).
//
// Example (a graph pass, one node):
//   oppkit::NodeRunOptions options;
//   options.attrs = &node.attrs;                      // read in place, not copied into query.attrs
//   options.is_foreign_attr = &oppkit::IsGraphAttr;   // the graph's own attrs are not the op's
//   options.allow_need_repass = true;
//   oppkit::NodeRunResult result;                     // reused node after node: it keeps its capacity
//   oppkit::Status st = oppkit::RunNode(*entry, query, options, &result);
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "graph/types.h"
#include "oppkit/attr_value.h"
#include "oppkit/core/export.h"
#include "oppkit/core/shape_query.h"
#include "oppkit/core/status.h"

namespace oppkit {

struct OpEntry;
class RegistrySnapshot;
struct NodeDescription;
class NodeContexts;

/// A node's attrs as their owner keeps them (a graph node's: IR attrs, private attrs and the owner's own).
using NodeAttrList = std::vector<std::pair<std::string, AttrValue>>;

/// How far RunNode goes (Note [Single-op query pipeline] in core/src/inference/node_engine.cc).
enum class NodeStage : uint8_t {
  /// Checks the inputs and attrs, counts and names the output instances; runs no op function (DescribeOp).
  kDescribe,
  /// kDescribe, then InferFormat: the registered function, else the default rule (InferOpFormat).
  kInferFormat,
  /// InferDataType, InferFormat, InferShape, InferShapeRange and the storage shapes asked for (InferOp).
  kInfer,
};

/// What runs after a kInfer node on the same node, with its contexts (TileOp's TilingParse and Tiling; Note [Node
/// continuation] in core/src/inference/node_engine.cc).
class NodeContinuation {
 public:
  virtual ~NodeContinuation() = default;
  /// IR inputs (bit i: IR input i) whose request values the node must carry besides the inference's own
  /// data-dependent inputs.
  uint64_t value_inputs = 0;
  /// Every input and output shape must be exact (Tiling); false lets `-1` dims and unknown ranks through (a
  /// run-time plan lays the node out from its compile-time shapes).
  bool needs_known_shapes = true;
  /// Runs on the prepared node; \p contexts was begun on \p node. \p result holds the inferred outputs.
  /// \p attrs (\p attr_count of them) are the node's attr values as the contexts took them: IR attrs in IR order
  /// (defaults and coerced values included), then private attrs (`node.attrs` itself is empty); valid during the call.
  virtual Status Run(const OpEntry& entry, const NodeDescription& node, NodeContexts& contexts,
                     const QueryResult& result, const AttrValue* const* attrs, size_t attr_count) = 0;
};

/// How RunNode runs a node. The defaults are a plain single-op query (InferOp).
struct NodeRunOptions {
  /// How far to go.
  NodeStage stage = NodeStage::kInfer;
  /// For tensors that graph inference has not inferred yet: a tensor may have no dtype (DT_UNDEFINED) and the
  /// prototype's dtype rules are not checked (kDescribe and kInferFormat only; InferOpFormat always sets it).
  bool lenient = false;
  /// The node's attrs, read in place instead of OpQuery::attrs (which is then ignored).
  const NodeAttrList* attrs = nullptr;
  /// Names in `attrs` that belong to their owner, not to the op: skipped (e.g. oppkit/graph's IsGraphAttr).
  bool (*is_foreign_attr)(std::string_view name) = nullptr;
  /// The origin formats the output instances have now, flat in IR order (a dynamic output instance by instance;
  /// ND past the end); they override OutputHint::format.
  const std::vector<ge::Format>* output_formats = nullptr;
  /// The formats are final (a graph whose FormatRefiner ran; GE's InferShape never runs InferFormat): kInfer does
  /// not run InferFormat, inputs keep their formats, outputs have `output_formats`.
  bool keep_formats = false;
  /// Accept GRAPH_NODE_NEED_REPASS from InferShape: the run goes on and sets NodeRunResult::need_repass (a graph
  /// pass then runs the node again). Without it that status is infer.op_failed like any other failure.
  bool allow_need_repass = false;
  /// Runs after a kInfer node, on the same contexts (nullptr: nothing). After kDescribe or kInferFormat it runs on
  /// the described node (inputs, attrs, output instances; no output shapes, no contexts begun).
  NodeContinuation* next = nullptr;
};

/// What RunNode answers. Reuse one across nodes: its vectors and strings keep their capacity.
struct NodeRunResult {
  /// kInfer: the outputs, as InferOp answers them. Every stage: the output instances (names, dynamic flags).
  QueryResult outputs;
  /// The formats of every tensor instance after the stage (kDescribe: as given; kInferFormat: as inferred).
  FormatQueryResult formats;
  /// InferShape returned GRAPH_NODE_NEED_REPASS (only with NodeRunOptions::allow_need_repass).
  bool need_repass = false;
};

/// CANN's DefaultInferFormat choice (docs/formats.md §5): the first non-ND output origin format, else the first
/// non-ND input origin format, else ND. Every ND input/output then takes this format. \p format_of maps an
/// element of \p inputs / \p outputs to its origin format (so callers need not copy formats out).
template <typename Inputs, typename Outputs, typename FormatOf>
ge::Format DefaultInferFormat(const Inputs& inputs, const Outputs& outputs, FormatOf format_of) {
  for (const auto& output : outputs) {
    const ge::Format f = format_of(output);
    if (ge::GetPrimaryFormat(f) != ge::FORMAT_ND) return f;
  }
  for (const auto& input : inputs) {
    const ge::Format f = format_of(input);
    if (ge::GetPrimaryFormat(f) != ge::FORMAT_ND) return f;
  }
  return ge::FORMAT_ND;
}

/// The entry of \p op_type with a prototype, or InferOp's error: infer.unknown_op, infer.no_prototype.
OPPKIT_CORE_API Result<const OpEntry*> FindQueryOp(const RegistrySnapshot& snapshot, const std::string& op_type);

/// Runs \p query on the op \p entry as \p options say, into \p out (a failed run leaves it half written). Errors are
/// InferOp's (shape_query.h). Thread-safe: each thread reuses its own scratch; a run started from inside an op
/// function gets a fresh one.
OPPKIT_CORE_API Status RunNode(const OpEntry& entry, const OpQuery& query, const NodeRunOptions& options,
                               NodeRunResult* out);

}  // namespace oppkit
