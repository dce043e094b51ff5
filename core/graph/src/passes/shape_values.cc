// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Values in the InferShape pass (Note [Values in the InferShape pass] in shape_values.h), and the one way both graph
// passes run a node's InferSymbolShape (RunSymbolicRule).
#include "passes/shape_values.h"

#include <fmt/format.h>

#include <cstring>
#include <limits>
#include <memory>
#include <set>
#include <utility>

#include "exe_graph/runtime/symbolic_tensor.h"
#include "oppkit/core/node_engine.h"

namespace oppkit::detail {
namespace {

// \p elements encoded in \p dtype (int32, int64 or bool); nullopt when an element does not fit it.
std::optional<std::vector<uint8_t>> Encode(ge::DataType dtype, const std::vector<int64_t>& elements) {
  std::vector<uint8_t> bytes;
  switch (dtype) {
    case ge::DT_INT32:
      bytes.resize(elements.size() * sizeof(int32_t));
      for (size_t k = 0; k < elements.size(); ++k) {
        const int64_t v = elements[k];
        if (v < std::numeric_limits<int32_t>::min() || v > std::numeric_limits<int32_t>::max()) return std::nullopt;
        const auto e = static_cast<int32_t>(v);
        std::memcpy(bytes.data() + k * sizeof(int32_t), &e, sizeof(e));
      }
      return bytes;
    case ge::DT_INT64:
      bytes.resize(elements.size() * sizeof(int64_t));
      if (!elements.empty()) std::memcpy(bytes.data(), elements.data(), bytes.size());
      return bytes;
    case ge::DT_BOOL:
      bytes.resize(elements.size());
      for (size_t k = 0; k < elements.size(); ++k) {
        if (elements[k] != 0 && elements[k] != 1) return std::nullopt;
        bytes[k] = static_cast<uint8_t>(elements[k]);
      }
      return bytes;
    default:
      return std::nullopt;
  }
}

// Runs the rule on the node the node engine described, attrs as its other functions see them.
class RunOnDescription final : public NodeContinuation {
 public:
  RunOnDescription(const OpEntry& entry, const std::vector<const gert::SymbolTensor*>& inputs,
                   const std::map<std::string, int64_t>& hints, bool nonnegative_symbols,
                   std::optional<Result<SymbolicResult>>* out)
      : entry_(entry), inputs_(inputs), hints_(hints), nonnegative_symbols_(nonnegative_symbols), out_(out) {
    needs_known_shapes = false;
  }

  Status Run(const OpEntry& /*entry*/, const NodeDescription& node, NodeContexts& contexts,
             const QueryResult& /*result*/, const AttrValue* const* attrs, size_t attr_count) override {
    // After the describe stage the contexts are not begun yet: lay the node out once, attrs by pointer.
    if (!contexts.Begin(node, attrs, attr_count)) {
      *out_ = Status(ErrorCode::kInferBadRequest, contexts.GetError());
    } else {
      *out_ = InferSymbolShapes(entry_, node, contexts, inputs_, hints_, nonnegative_symbols_);
    }
    return Status::Ok();
  }

 private:
  const OpEntry& entry_;
  const std::vector<const gert::SymbolTensor*>& inputs_;
  const std::map<std::string, int64_t>& hints_;
  bool nonnegative_symbols_;
  std::optional<Result<SymbolicResult>>* out_;
};

// Fills the -1 dims of \p desc that \p dims gives as numbers (Note [Values in the InferShape pass]); the storage
// shape follows an origin shape it equals, the range the dims that became known.
void FillUnknownDims(const std::vector<ge::Expression>& dims, GraphTensorDesc* desc) {
  DimVector& shape = desc->origin_shape;
  const DimVector before = shape;
  for (size_t d = 0; d < shape.size(); ++d) {
    int64_t value = 0;
    if (shape[d] == -1 && dims[d].GetConstValue(value) && value >= 0) shape[d] = value;
  }
  if (shape == before) return;
  if (desc->storage_shape == before) desc->storage_shape = shape;
  if (!desc->range) return;
  if (desc->IsShapeKnown()) {
    desc->range.reset();
  } else if (desc->range->size() == shape.size()) {
    for (size_t d = 0; d < shape.size(); ++d) {
      if (shape[d] >= 0) (*desc->range)[d] = {shape[d], shape[d]};
    }
  }
}

// True if every symbol of \p dims is one of \p inputs' dims or values: a symbol a rule made up for an unknown count
// would be a second name for it, or collide with another node's (Note [Dim identities]).
bool OnlyGivenSymbols(const std::vector<ge::Expression>& dims, const std::vector<gert::SymbolTensor>& inputs) {
  std::set<std::string> given;
  const auto add = [&given](const ge::Expression& e) {
    for (const ge::Expression& symbol : e.FreeSymbols()) given.insert(symbol.Text());
  };
  bool any_symbol = false;
  for (const ge::Expression& d : dims) any_symbol = any_symbol || !d.IsConstExpr();
  if (!any_symbol) return false;
  for (const gert::SymbolTensor& t : inputs) {
    for (const ge::Expression& d : t.GetOriginSymbolShape().GetDims()) add(d);
    if (const std::vector<ge::Expression>* values = t.GetSymbolicValue()) {
      for (const ge::Expression& v : *values) add(v);
    }
  }
  for (const ge::Expression& d : dims) {
    if (!d.IsValid()) return false;
    for (const ge::Expression& symbol : d.FreeSymbols()) {
      if (given.count(symbol.Text()) == 0) return false;
    }
  }
  return true;
}

// \p dims with the numbers of \p shape where it has them.
std::vector<ge::Expression> DimsAsGiven(const DimVector& shape, const std::vector<ge::Expression>& dims) {
  std::vector<ge::Expression> out = dims;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] >= 0) out[d] = ge::Symbol(shape[d]);
  }
  return out;
}

}  // namespace

int64_t SmallElementCount(const DimVector& shape) {
  if (IsUnknownRank(shape)) return -1;
  int64_t count = 1;
  for (int64_t d : shape) {
    if (d < 0 || (d != 0 && count > kMaxComputedValueElements / d)) return -1;
    count *= d;
  }
  return count > kMaxComputedValueElements ? -1 : count;
}

bool CanHoldComputedValue(const GraphTensorDesc& output) {
  return (output.dtype == ge::DT_INT32 || output.dtype == ge::DT_INT64 || output.dtype == ge::DT_BOOL) &&
         SmallElementCount(output.origin_shape) >= 0;
}

std::optional<std::vector<int64_t>> ReadIntElements(const GraphTensorDesc& desc, const std::vector<uint8_t>& bytes) {
  const int64_t count = SmallElementCount(desc.origin_shape);
  if (count < 0) return std::nullopt;
  const auto elements = static_cast<size_t>(count);
  const uint8_t* p = bytes.data();
  std::vector<int64_t> out(elements);
  switch (desc.dtype) {
    case ge::DT_INT32:
      if (bytes.size() != elements * sizeof(int32_t)) return std::nullopt;
      for (size_t k = 0; k < elements; ++k) {
        int32_t e = 0;
        std::memcpy(&e, p + k * sizeof(int32_t), sizeof(e));
        out[k] = e;
      }
      return out;
    case ge::DT_INT64:
      if (bytes.size() != elements * sizeof(int64_t)) return std::nullopt;
      if (elements > 0) std::memcpy(out.data(), p, elements * sizeof(int64_t));
      return out;
    case ge::DT_BOOL:
      if (bytes.size() != elements) return std::nullopt;
      for (size_t k = 0; k < elements; ++k) out[k] = p[k] != 0 ? 1 : 0;
      return out;
    default:
      return std::nullopt;
  }
}

std::string DimSymbolName(OutputRef tensor, size_t dim) {
  return fmt::format("d{}_{}_{}", tensor.node, tensor.index, dim);
}

std::string DataDependentSymbolName(const Node& n, uint32_t output, size_t dim) {
  return fmt::format("u{}_{}_{}", static_cast<const void*>(&n), output, dim);
}

std::vector<ge::Expression> DataDependentDims(const Node& n, uint32_t output) {
  const DimVector& shape = n.outputs[output].origin_shape;
  std::vector<ge::Expression> dims;
  dims.reserve(shape.size());
  for (size_t d = 0; d < shape.size(); ++d) {
    dims.push_back(shape[d] >= 0 ? ge::Symbol(shape[d]) : ge::Symbol(DataDependentSymbolName(n, output, d).c_str()));
  }
  return dims;
}

SymbolKinds SymbolKindsOf(const std::vector<ge::Expression>& dims) {
  SymbolKinds kinds;
  for (const ge::Expression& d : dims) {
    if (d.IsConstExpr()) continue;
    for (const ge::Expression& symbol : d.FreeSymbols()) {
      (symbol.Text()[0] == 'u' ? kinds.data_dependent : kinds.other) = true;
    }
  }
  return kinds;
}

Result<SymbolicResult> RunSymbolicRule(PassContext& ctx, const ComputeGraph& g, const Node& n, const OpEntry& entry,
                                       const std::vector<const gert::SymbolTensor*>& inputs,
                                       const std::map<std::string, int64_t>& hints, bool nonnegative_symbols,
                                       SymbolicRuleCache* cache, bool* reused) {
  if (reused != nullptr) *reused = false;
  std::optional<SymbolicRuleCache::Probe> probe;
  if (cache != nullptr) {
    probe = SymbolicRuleCache::MakeProbe(entry, g, n, inputs);
    if (const SymbolicResult* kept = cache->Find(*probe)) {
      if (reused != nullptr) *reused = true;
      return *kept;
    }
  }
  NodeQuery& nq = ctx.node_query;
  BuildGraphNodeQuery(nq, g, n, entry, ctx.formats_refined);
  std::optional<Result<SymbolicResult>> result;  // set by the continuation, unless the describe stage failed
  RunOnDescription describe(entry, inputs, hints, nonnegative_symbols, &result);
  nq.options.stage = NodeStage::kDescribe;
  nq.options.lenient = true;  // the InferShape pass checked the node's dtypes already
  nq.options.next = &describe;
  const Status st = RunNode(entry, nq.query, nq.options, &nq.result);
  nq.options.next = nullptr;
  if (!st.ok() && (!result || result->ok())) return st;
  if (!result) return Status(ErrorCode::kInternal, "the node engine did not describe the node");
  if (probe && result->ok()) cache->Add(*probe, **result);
  return std::move(*result);
}

bool WantsRule(const Node& n, const OpEntry& entry, bool symbolic_input) {
  if (entry.functions.infer_symbol_shape == nullptr) return false;
  for (const GraphTensorDesc& d : n.outputs) {
    if (CanHoldComputedValue(d) || (symbolic_input && HasUnknownDim(d.origin_shape))) return true;
  }
  return false;
}

ComputedValues ComputeValues(PassContext& ctx, const ComputeGraph& g, Node& n, const OpEntry& entry,
                             const std::vector<RuleInput>& inputs, bool in_region) {
  std::vector<gert::SymbolTensor> tensors(inputs.size());
  std::vector<const gert::SymbolTensor*> pointers(inputs.size());
  for (size_t k = 0; k < inputs.size(); ++k) {
    const RuleInput& in = inputs[k];
    const DimVector& shape = in.desc->origin_shape;
    if (IsUnknownRank(shape)) return {};
    std::vector<ge::Expression>& dims = tensors[k].MutableOriginSymbolShape().MutableDims();
    dims.reserve(shape.size());
    const bool named = in.dims != nullptr && in.dims->size() == shape.size();  // Note [Dim identities]
    for (size_t d = 0; d < shape.size(); ++d) {
      if (shape[d] >= 0) {
        dims.push_back(ge::Symbol(shape[d]));
      } else {
        dims.push_back(named ? (*in.dims)[d] : ge::Symbol(DimSymbolName(in.source, d).c_str()));
      }
    }
    if (in.value != nullptr) {
      if (std::optional<std::vector<int64_t>> elements = ReadIntElements(*in.desc, *in.value)) {
        auto values = std::make_unique<std::vector<ge::Expression>>();
        values->reserve(elements->size());
        for (int64_t e : *elements) values->push_back(ge::Symbol(e));
        tensors[k].SetSymbolicValue(std::move(values));
      }
    } else if (in.partial != nullptr) {
      tensors[k].SetSymbolicValue(std::make_unique<std::vector<ge::Expression>>(*in.partial));
    }
    pointers[k] = &tensors[k];
  }
  Result<SymbolicResult> result = RunSymbolicRule(ctx, g, n, entry, pointers, {}, /*nonnegative_symbols=*/true);
  if (!result.ok() || !result->choices.empty() || result->outputs.size() != n.outputs.size()) return {};
  for (size_t o = 0; o < n.outputs.size(); ++o) {  // the rule must agree with InferOp
    const DimVector& numeric = n.outputs[o].origin_shape;
    const std::vector<ge::Expression>& dims = result->outputs[o].GetDims();
    if (IsUnknownRank(numeric)) continue;
    if (dims.size() != numeric.size()) return {};
    for (size_t d = 0; d < numeric.size(); ++d) {
      int64_t value = 0;
      if (numeric[d] >= 0 && dims[d].GetConstValue(value) && value != numeric[d]) return {};
    }
  }
  ComputedValues out;
  out.values.resize(n.outputs.size());
  out.partials.resize(n.outputs.size());
  out.dims.resize(n.outputs.size());
  for (size_t o = 0; o < n.outputs.size(); ++o) {
    GraphTensorDesc& desc = n.outputs[o];
    if (!IsUnknownRank(desc.origin_shape)) {
      const std::vector<ge::Expression>& dims = result->outputs[o].GetDims();
      FillUnknownDims(dims, &desc);
      // Outside a region only dims that join one are kept, so a dynamic model's rule runs check no symbols.
      if (HasUnknownDim(desc.origin_shape) && (in_region || SymbolKindsOf(dims).data_dependent) &&
          OnlyGivenSymbols(dims, tensors)) {
        out.dims[o] = DimsAsGiven(desc.origin_shape, dims);
      }
    }
    if (o >= result->output_values.size() || !result->output_values[o] || !CanHoldComputedValue(desc)) continue;
    std::vector<ge::Expression>& values = *result->output_values[o];
    if (static_cast<int64_t>(values.size()) != SmallElementCount(desc.origin_shape)) continue;
    std::vector<int64_t> elements(values.size());
    bool constant = true;
    for (size_t k = 0; k < values.size() && constant; ++k) constant = values[k].GetConstValue(elements[k]);
    if (constant) {
      out.values[o] = Encode(desc.dtype, elements);
    } else {
      out.partials[o] = std::move(values);
    }
  }
  return out;
}

}  // namespace oppkit::detail
