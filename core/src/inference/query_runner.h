// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The single-op query engine's internal door for what runs after shape inference on the same node (TileOp, in
// tiling.cc): one pipeline, one NodeDescription and one NodeContexts per query (Note [Query continuation]).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "oppkit/attr_value.h"
#include "oppkit/context_factory.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/shape_query.h"
#include "oppkit/core/status.h"

namespace oppkit::detail {

// Note [Query continuation]
// TileOp does not run a second inference: it hands the query engine a continuation, which runs after step 6 of
// Note [Single-op query pipeline] on the node exactly as inference left it, with the contexts' arena and shared
// ComputeNodeInfo of that query. Before calling it, the engine prepares the node for Tiling:
//   - every input keeps its origin and storage shape (Note [Storage shapes in queries]); the inputs of
//     `value_inputs` (the op's TilingInputsDataDependency) keep the request's values, and `data_dependency` becomes
//     InputsDataDependency | TilingInputsDataDependency, so those inputs are Tensors with values in the context;
//   - every output description holds the inferred shape as origin shape and, where the caller asked for a storage
//     format, that format and the derived storage shape (else storage = origin).
// A shape with unknown dims cannot be tiled: the engine reports infer.bad_request before calling the continuation.

/// What runs after a query's inference (see Note [Query continuation]).
class QueryContinuation {
 public:
  virtual ~QueryContinuation() = default;
  /// IR inputs (bit i: IR input i) whose request values the node must carry besides the inference's own
  /// data-dependent inputs.
  uint64_t value_inputs = 0;
  /// Runs on the prepared node; \p contexts was begun on \p node. \p result holds the inferred outputs.
  virtual Status Run(const OpEntry& entry, const NodeDescription& node, NodeContexts& contexts,
                     const QueryResult& result) = 0;
};

/// The entry of \p op_type, or InferOp's error (infer.unknown_op, infer.no_prototype).
Result<const OpEntry*> FindQueryOp(const RegistrySnapshot& snapshot, const std::string& op_type);

/// Runs the query \p query on \p entry (as InferOp), then \p next (nullptr: none) on the same node; returns the
/// inferred outputs, or the first error of either.
Result<QueryResult> RunQuery(const OpEntry& entry, const OpQuery& query, QueryContinuation* next);

// Note [Graph node queries]
// A graph pass asks about every op node, in several passes and again on each re-pass. It keeps one OpQuery and one
// result for the whole pass and refills them node after node, so their strings and vectors keep their capacity, and
// it does not copy the node's attrs into the query at all: the query reads them from the node (`attrs`, which holds
// the graph attrs too; the query skips those, IsGraphAttr), and `query.attrs` is ignored. The answer is written
// into `*out` (a failed query leaves it half written). Everything else is RunQuery's / DescribeOp's pipeline, the
// one single-op queries take (Note [One code path] in graph_inference.h).

/// A node's attrs as the graph holds them (Node::attrs).
using NodeAttrList = std::vector<std::pair<std::string, AttrValue>>;

/// RunQuery (without a continuation) on a graph node's \p attrs, into \p out (Note [Graph node queries]).
Status RunNodeQuery(const OpEntry& entry, const OpQuery& query, const NodeAttrList& attrs, QueryResult* out);

/// InferOpFormat (\p infer) or DescribeOp (\p lenient as there) on a graph node's \p attrs, into \p out (Note
/// [Graph node queries]); the op is looked up in \p snapshot, with InferOp's errors for a missing one.
Status RunNodeFormatQuery(const RegistrySnapshot& snapshot, const OpQuery& query, const NodeAttrList& attrs,
                          bool lenient, bool infer, FormatQueryResult* out);

/// Steps 1 and 2 of Note [Single-op query pipeline] and the output instances, without running any op function:
/// the formats come back as given. For graph passes that need a node's output instances before inferring it
/// (the descs the FormatRefiner works on), or must check the node of an op without shape functions (a control-flow
/// op, whose outputs come from its subgraphs). \p lenient: as InferOpFormat (no dtype needed, no dtype rules);
/// otherwise the inputs' dtypes are checked against the prototype as InferOp does. Errors as InferOp's.
Result<FormatQueryResult> DescribeOp(const RegistrySnapshot& snapshot, const OpQuery& query, bool lenient);

}  // namespace oppkit::detail
