// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ge::Graph: CANN's handle to a graph built from operators (graph/graph.h). A GE user connects ge::op instances
// (set_input_x, ...), then names the graph's inputs and outputs:
//
// ```
// ge::Graph graph("net");
// graph.SetInputs({x}).SetOutputs({relu});
// oppkit::Result<oppkit::ComputeGraph> g = oppkit::ConvertGeGraph(graph);   // oppkit/graph/ge_graph.h
// ```
//
// Note [What a ge::Graph holds]
// oppkit has no graph engine: a Graph records its name, inputs, outputs and targets as operator handles, and the
// graph is read from them when it is described (oppkit::DescribeGraph, oppkit/graph_description.h) or converted
// (oppkit::ConvertGeGraph in the core). Its operators are those connected to the inputs, outputs and targets
// through input links, followed in both directions (CANN walks the same connected set when SetInputs builds the
// graph), so an operator fed by an input but feeding no output is part of the graph too. Operators given to
// AddOp() are only a lookup list (FindOpByName, FindOpByType, GetAllOpName), as in CANN.
// As in CANN, SetInputs must come first: IsValid() is true once it was given at least one operator, and
// SetOutputs / SetTargets on a graph without inputs are refused (logged, the call is ignored).
// Copies of a Graph share one state (CANN semantics).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "graph/ascend_string.h"
#include "graph/ge_error_codes.h"
#include "graph/operator.h"

namespace ge {

class GraphImpl;
class Graph;
/// Shared handle types of CANN.
using GraphImplPtr = std::shared_ptr<GraphImpl>;
using GraphPtr = std::shared_ptr<Graph>;
using ConstGraphPtr = std::shared_ptr<const Graph>;

/// A graph of operators. A default-constructed Graph is empty: every setter on it is ignored (logged) and
/// IsValid() is false.
class Graph {
 public:
  Graph() = default;
  explicit Graph(const std::string& name);
  explicit Graph(const char_t* name);

  /// The graph's inputs (normally its ge::op::Data operators). Required, and first (Note [What a ge::Graph holds]).
  Graph& SetInputs(const std::vector<Operator>& inputs);
  /// All outputs of each operator, in order, become graph outputs.
  Graph& SetOutputs(const std::vector<Operator>& outputs);
  /// The given output indices of each operator (an empty list: all its outputs). An index the operator does not
  /// have is reported when the graph is described (graph.bad_edge), not skipped as CANN does.
  Graph& SetOutputs(const std::vector<std::pair<Operator, std::vector<size_t>>>& output_indexs);
  /// The output named by the string of each operator (`"y"`, or `"y1"` for instance 1 of a dynamic output; an
  /// empty name: all its outputs).
  Graph& SetOutputs(const std::vector<std::pair<ge::Operator, std::string>>& outputs);
  Graph& SetOutputs(const std::vector<std::pair<ge::Operator, AscendString>>& outputs);
  /// Operators that must be part of the graph although they feed no output.
  Graph& SetTargets(const std::vector<Operator>& targets);

  /// True once SetInputs was given at least one operator.
  bool IsValid() const;

  /// Adds \p op to the graph's lookup list; GRAPH_FAILED if an operator of that name was added before.
  graphStatus AddOp(const ge::Operator& op);
  /// The operator named \p name in the lookup list (AddOp only, as in CANN); GRAPH_FAILED if there is none.
  graphStatus FindOpByName(const char_t* name, ge::Operator& op) const;
  graphStatus FindOpByName(const std::string& name, ge::Operator& op) const;
  /// The operators of type \p type in the lookup list (AddOp), appended to \p ops.
  graphStatus FindOpByType(const char_t* type, std::vector<ge::Operator>& ops) const;
  graphStatus FindOpByType(const std::string& type, std::vector<ge::Operator>& ops) const;
  /// The names of the operators of the lookup list (AddOp), in name order.
  graphStatus GetAllOpName(std::vector<AscendString>& names) const;
  graphStatus GetAllOpName(std::vector<std::string>& op_name) const;

  /// The graph's name (empty for a default-constructed Graph).
  const std::string& GetName() const;
  graphStatus GetName(AscendString& name) const;

 private:
  friend struct ::oppkit::detail::OperatorAccess;
  std::shared_ptr<GraphImpl> impl_;
};

}  // namespace ge
