// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The differential check of run-time plans (oppkit/graph/infer_plan.h): a plan's run must give every tensor the
// origin and storage shape InferGraph gives it when the same input shapes are declared.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "oppkit/graph/graph.h"
#include "oppkit/graph/infer_plan.h"
#include "oppkit/core/op_registry.h"

namespace oppkit::test {

/// What PlanDifferential did.
struct PlanDifferentialResult {
  /// Why the plan could not be compiled ("" if it was).
  std::string compile_error;
  /// Draws run; draws InferGraph accepted (the others must fail in the plan too).
  int draws = 0;
  int accepted = 0;
  /// Tensors compared over all accepted draws.
  size_t compared = 0;
  /// Every difference found (at most 20), `draw k: node 'n' output o: plan [..]/[..], InferGraph [..]/[..]`.
  std::vector<std::string> mismatches;
  PlanStats stats;
};

/// Compiles \p graph into a plan (every tensor observed) with its Data nodes' unknown dims kept and, for a Data node
/// without one, dim 0 made unknown (one batch for all such inputs); then, \p draws times, draws every unknown dim in
/// [\p min_dim, \p max_dim] (within the declared range; dims that share a dim_param get one value) with a generator
/// seeded by \p seed, runs the plan, runs InferGraph on \p graph with those shapes given, and compares every tensor
/// (node and output index), origin and storage shape.
PlanDifferentialResult PlanDifferential(const RegistrySnapshot& snapshot, const ComputeGraph& graph, int draws,
                                        uint32_t seed, int64_t max_dim = 8, int64_t min_dim = 1);

}  // namespace oppkit::test
