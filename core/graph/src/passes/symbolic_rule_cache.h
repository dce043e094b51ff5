// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The results of one symbolic pass's rule runs, by what each rule saw. Internal to liboppkit_core.
//
// Note [Symbolic rule cache]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~
// Models repeat their layers: ResNet-50's bottleneck blocks, a transformer's identical encoder layers. An op's
// InferSymbolShape is a function of what it is shown: the node as the node engine describes it (op, the inputs'
// descs and the values of data-dependent inputs, the attrs the engine passes, output hints, and the output formats
// when they are final), its symbolic inputs, and the pass's hints. So the symbolic pass keeps every successful run
// by exactly that, and a node that shows a rule the same gets the same result without the node being described or
// the plugin called again. Names are left out (the node's, the tensors'): they reach an op's messages only, and a
// failed run is not kept. Attrs the engine skips (a graph's own, IsGraphAttr) are left out as the engine leaves
// them. An expression that is invalid equals nothing, so an input with one never finds a result. A kept run holds
// its node (compared with a new one by SameGraphNodeQuery, which reads what BuildGraphNodeQuery would put in their
// queries without building them: a node that finds a result is never described), its symbolic inputs and its
// result; at most kMaxKeptResults are kept.
#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "graph/symbolizer/symbolic.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/symbolic_query.h"
#include "oppkit/graph/graph.h"
#include "passes/graph_passes.h"

namespace oppkit::detail {

/// Successful rule runs of one symbolic pass (one set of hints), by what the rule saw (Note [Symbolic rule cache]).
/// A kept run refers to its node, which is compared with SameGraphNodeQuery: the graph must not change while the
/// cache is in use but for formulas (the symbolic pass changes nothing else).
class SymbolicRuleCache {
 public:
  /// Runs kept at most.
  static constexpr size_t kMaxKeptResults = 4096;

  /// \p formats_refined as the pass builds its queries (PassContext::formats_refined).
  explicit SymbolicRuleCache(bool formats_refined) : formats_refined_(formats_refined) {}

  /// A rule of \p entry about to run on node \p n of \p g with \p inputs: hashed once, then looked up and kept by.
  struct Probe {
    const OpEntry* entry;
    const ComputeGraph* graph;
    const Node* node;
    const std::vector<const gert::SymbolTensor*>* inputs;
    uint64_t hash;
  };
  static Probe MakeProbe(const OpEntry& entry, const ComputeGraph& g, const Node& n,
                         const std::vector<const gert::SymbolTensor*>& inputs);

  /// The result kept for what \p probe shows its rule, or nullptr.
  const SymbolicResult* Find(const Probe& probe) const;
  /// Keeps \p result for \p probe (unless kMaxKeptResults are kept).
  void Add(const Probe& probe, const SymbolicResult& result);

 private:
  struct SymbolicInput {
    bool given = false;
    std::vector<ge::Expression> dims;
    std::optional<std::vector<ge::Expression>> values;
  };
  struct Kept {
    const OpEntry* entry = nullptr;
    const ComputeGraph* graph = nullptr;
    const Node* node = nullptr;
    std::vector<SymbolicInput> symbolic;  // copies: a While's walks change a node's input formulas
    SymbolicResult result;
  };
  bool Matches(const Kept& kept, const Probe& probe) const;

  bool formats_refined_;
  std::unordered_map<uint64_t, std::vector<Kept>> kept_by_hash_;
  size_t kept_ = 0;
};

}  // namespace oppkit::detail
