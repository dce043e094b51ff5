// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The symbolic pass's results by what each rule saw (Note [Symbolic rule cache] in symbolic_rule_cache.h).
#include "passes/symbolic_rule_cache.h"

#include <functional>
#include <string>

namespace oppkit::detail {
namespace {

uint64_t Mix(uint64_t h, uint64_t v) { return (h ^ v) * 0x100000001b3ULL; }

// Everything a query tensor shows a rule but its name (messages only).
bool SameTensor(const TensorDesc& a, const TensorDesc& b) {
  return a.dtype == b.dtype && a.format == b.format && a.shape == b.shape && a.value == b.value &&
         a.range == b.range && a.storage_format == b.storage_format && a.storage_shape == b.storage_shape;
}

bool SameInputs(const std::vector<InputArg>& a, const std::vector<InputArg>& b) {
  if (a.size() != b.size()) return false;
  for (size_t k = 0; k < a.size(); ++k) {
    if (a[k].kind != b[k].kind || a[k].tensors.size() != b[k].tensors.size()) return false;
    for (size_t i = 0; i < a[k].tensors.size(); ++i) {
      if (!SameTensor(a[k].tensors[i], b[k].tensors[i])) return false;
    }
  }
  return true;
}

bool SameHints(const std::vector<OutputHint>& a, const std::vector<OutputHint>& b) {
  if (a.size() != b.size()) return false;
  for (size_t k = 0; k < a.size(); ++k) {
    if (a[k].dtype != b[k].dtype || a[k].format != b[k].format || a[k].storage_format != b[k].storage_format ||
        a[k].count != b[k].count) {
      return false;
    }
  }
  return true;
}

// The attrs the engine passes the op (NodeRunOptions::attrs without the foreign ones, else the query's own).
class PassedAttrs {
 public:
  explicit PassedAttrs(const NodeQuery& nq)
      : attrs_(nq.options.attrs != nullptr ? *nq.options.attrs : nq.query.attrs),
        foreign_(nq.options.attrs != nullptr ? nq.options.is_foreign_attr : nullptr) {}
  // The next passed attr, or nullptr.
  const std::pair<std::string, AttrValue>* Next() {
    while (next_ < attrs_.size() && foreign_ != nullptr && foreign_(attrs_[next_].first)) ++next_;
    return next_ < attrs_.size() ? &attrs_[next_++] : nullptr;
  }

 private:
  const NodeAttrList& attrs_;
  bool (*foreign_)(std::string_view);
  size_t next_ = 0;
};

bool SameAttrs(const NodeQuery& a, const NodeQuery& b) {
  PassedAttrs x(a);
  PassedAttrs y(b);
  while (true) {
    const auto* u = x.Next();
    const auto* v = y.Next();
    if (u == nullptr || v == nullptr) return u == v;
    if (u->first != v->first || !(u->second == v->second)) return false;
  }
}

// Everything the node engine shows a rule of two queries but their names.
bool SameQuery(const NodeQuery& a, const NodeQuery& b) {
  if (a.options.keep_formats != b.options.keep_formats || !SameInputs(a.query.inputs, b.query.inputs) ||
      !SameHints(a.query.outputs, b.query.outputs) || !SameAttrs(a, b)) {
    return false;
  }
  if (!a.options.keep_formats) return true;
  const std::vector<ge::Format> none;
  return (a.options.output_formats != nullptr ? *a.options.output_formats : none) ==
         (b.options.output_formats != nullptr ? *b.options.output_formats : none);
}

}  // namespace

SymbolicRuleCache::Probe SymbolicRuleCache::MakeProbe(const OpEntry& entry, const ComputeGraph& g, const Node& n,
                                                      const NodeQuery& nq,
                                                      const std::vector<const gert::SymbolTensor*>& inputs) {
  // Shapes and formulas tell nodes apart well enough; attrs and values are compared on a match only.
  uint64_t h = Mix(0xcbf29ce484222325ULL, std::hash<const void*>{}(&entry));
  for (const InputArg& arg : nq.query.inputs) {
    h = Mix(h, static_cast<uint64_t>(arg.kind) + 1);
    for (const TensorDesc& t : arg.tensors) {
      h = Mix(h, (static_cast<uint64_t>(t.dtype) << 32) ^ static_cast<uint64_t>(t.format));
      for (int64_t d : t.shape) h = Mix(h, static_cast<uint64_t>(d));
    }
  }
  for (const gert::SymbolTensor* in : inputs) {
    if (in == nullptr) {
      h = Mix(h, 1);
      continue;
    }
    for (const ge::Expression& e : in->GetOriginSymbolShape().GetDims()) h = Mix(h, e.Hash());
  }
  return Probe{&entry, &g, &n, &nq, &inputs, h};
}

bool SymbolicRuleCache::Matches(const Kept& kept, const Probe& probe) {
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
  BuildGraphNodeQuery(scratch_, *kept.graph, *kept.node, *kept.entry, formats_refined_);
  return SameQuery(scratch_, *probe.nq);
}

const SymbolicResult* SymbolicRuleCache::Find(const Probe& probe) {
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
