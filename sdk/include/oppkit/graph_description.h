// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// oppkit::DescribeGraph: the plain-C description (oppkit/graph_abi.h) of a ge::Graph, for handing a graph built
// with ge::op classes to the core across the plugin boundary. In process, oppkit::ConvertGeGraph
// (oppkit/graph/ge_graph.h) does both steps.
//
// Example (in an op library):
// ```
// static oppkit::GraphDescription description;  // owns the memory the description points into
// if (oppkit::DescribeGraph(graph, &description) != ge::GRAPH_SUCCESS) return report(description.error());
// const OppkitGraph* plain = description.graph();  // valid while `description` lives and is not re-used
// ```
#pragma once

#include <memory>
#include <string>

#include "graph/ge_error_codes.h"
#include "graph/graph.h"
#include "oppkit/graph_abi.h"

namespace oppkit {

/// A graph description and the memory it points into. Move-only; empty until DescribeGraph fills it.
class GraphDescription {
 public:
  GraphDescription();
  ~GraphDescription();
  GraphDescription(GraphDescription&&) noexcept;
  GraphDescription& operator=(GraphDescription&&) noexcept;
  GraphDescription(const GraphDescription&) = delete;
  GraphDescription& operator=(const GraphDescription&) = delete;

  /// The description of the last successful DescribeGraph; nullptr before one, or after a failed one.
  const OppkitGraph* graph() const;
  /// Why the last DescribeGraph failed; empty after a success.
  const std::string& error() const;

 private:
  friend ge::graphStatus DescribeGraph(const ge::Graph& graph, GraphDescription* description);
  struct Storage;
  std::unique_ptr<Storage> storage_;
  std::string error_;
};

/// Describes \p graph into \p description (replacing what it held): its operators as Note [What a ge::Graph holds]
/// (graph/graph.h) defines them, producers before consumers, with their IR inputs and outputs, tensor descs, attrs
/// (IR attrs with their values, then others set), Const's `value` tensor and, per control-flow node, the
/// subgraphs its builders return (each described the same way). The description is not validated: the reader in
/// the core checks it (Note [Graph description] in oppkit/graph_abi.h).
///
/// Returns GRAPH_FAILED, with `description->error()` saying why, only for what the description cannot carry: a
/// Tensor attr other than Const's `value`, a subgraph builder that throws, subgraphs nested more than 64 levels
/// deep. A default-constructed (empty) graph is described as a graph without inputs, which the reader refuses.
ge::graphStatus DescribeGraph(const ge::Graph& graph, GraphDescription* description);

}  // namespace oppkit
