// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The symbolic pass's results by what each rule saw (Note [Symbolic rule cache] in symbolic_rule_cache.h).
#include "passes/symbolic_rule_cache.h"

#include <functional>

namespace oppkit::detail {
namespace {

uint64_t Mix(uint64_t h, uint64_t v) { return (h ^ v) * 0x100000001b3ULL; }

}  // namespace

SymbolicRuleCache::Probe SymbolicRuleCache::MakeProbe(const OpEntry& entry, const ComputeGraph& g, const Node& n,
                                                      const std::vector<const gert::SymbolTensor*>& inputs) {
  // The input descs' shapes and the formulas tell nodes apart well enough; attrs and values are compared on a match.
  uint64_t h = Mix(0xcbf29ce484222325ULL, std::hash<const void*>{}(&entry));
  for (const GraphTensorDesc& d : n.input_descs) {
    h = Mix(h, (static_cast<uint64_t>(d.dtype) << 32) ^ static_cast<uint64_t>(d.origin_format));
    for (int64_t dim : d.origin_shape) h = Mix(h, static_cast<uint64_t>(dim));
  }
  for (const gert::SymbolTensor* in : inputs) {
    if (in == nullptr) {
      h = Mix(h, 1);
      continue;
    }
    for (const ge::Expression& e : in->GetOriginSymbolShape().GetDims()) h = Mix(h, e.Hash());
  }
  return Probe{&entry, &g, &n, &inputs, h};
}

bool SymbolicRuleCache::Matches(const Kept& kept, const Probe& probe) const {
  if (kept.entry != probe.entry || kept.symbolic.size() != probe.inputs->size()) return false;
  for (size_t k = 0; k < kept.symbolic.size(); ++k) {
    const gert::SymbolTensor* in = (*probe.inputs)[k];
    const SymbolicInput& was = kept.symbolic[k];
    if ((in != nullptr) != was.given) return false;
    if (in == nullptr) continue;
    if (in->GetOriginSymbolShape().GetDims() != was.dims) return false;
    const std::vector<ge::Expression>* values = in->GetSymbolicValue();
    if ((values != nullptr) != was.values.has_value() || (values != nullptr && *values != *was.values)) return false;
  }
  return SameGraphNodeQuery(*kept.graph, *kept.node, *probe.graph, *probe.node, *kept.entry, formats_refined_);
}

const SymbolicResult* SymbolicRuleCache::Find(const Probe& probe) const {
  const auto bucket = kept_by_hash_.find(probe.hash);
  if (bucket == kept_by_hash_.end()) return nullptr;
  for (const Kept& kept : bucket->second) {
    if (Matches(kept, probe)) return &kept.result;
  }
  return nullptr;
}

void SymbolicRuleCache::Add(const Probe& probe, const SymbolicResult& result) {
  if (kept_ >= kMaxKeptResults) return;
  Kept kept;
  kept.entry = probe.entry;
  kept.graph = probe.graph;
  kept.node = probe.node;
  kept.symbolic.resize(probe.inputs->size());
  for (size_t k = 0; k < kept.symbolic.size(); ++k) {
    const gert::SymbolTensor* in = (*probe.inputs)[k];
    if (in == nullptr) continue;
    kept.symbolic[k].given = true;
    kept.symbolic[k].dims = in->GetOriginSymbolShape().GetDims();
    if (const std::vector<ge::Expression>* values = in->GetSymbolicValue()) kept.symbolic[k].values = *values;
  }
  kept.result = result;
  kept_by_hash_[probe.hash].push_back(std::move(kept));
  ++kept_;
}

}  // namespace oppkit::detail
