// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Internal: the state behind ge::Graph (Note [What a ge::Graph holds] in graph/graph.h).
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "graph/operator.h"

namespace ge {

/// One SetOutputs entry: all outputs of an operator, some of them by index, or one by name.
struct GraphOutputSpec {
  enum class Kind { kAll, kIndices, kName };
  Operator op;
  Kind kind = Kind::kAll;
  std::vector<size_t> indices;  // kIndices
  std::string name;             // kName
};

/// The shared state of a Graph handle.
class GraphImpl {
 public:
  explicit GraphImpl(std::string graph_name) : name(std::move(graph_name)) {}

  std::string name;
  bool has_inputs = false;  // SetInputs was given at least one operator (IsValid)
  std::vector<Operator> inputs;
  std::vector<GraphOutputSpec> outputs;
  std::vector<Operator> targets;
  /// The lookup list of AddOp, by name.
  std::map<std::string, Operator> op_list;
};

}  // namespace ge
