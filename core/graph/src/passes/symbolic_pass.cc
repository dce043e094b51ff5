// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The symbolic pass (GraphInferOptions::symbolic): every output's dims as formulas of the graph's symbols, after the
// numeric passes, and EvaluateShapes, which reads those formulas back as numbers.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "ir/node_types.h"
#include "oppkit/core/node_engine.h"
#include "oppkit/core/symbolic_query.h"
#include "oppkit/format_transfer.h"
#include "passes/graph_passes.h"
#include "passes/shape_values.h"

namespace oppkit {
namespace detail {
namespace {

// Note [Symbolic pass]
// ~~~~~~~~~~~~~~~~~~~~
// The pass runs after the numeric ones, over the root graph in topological order, and gives every output whose rank
// is known a formula per dim (docs/symbolic.md#graphs):
//   - Data: a known dim is its number; an unknown one (-1) is the symbol of its dim_param (one name, one symbol, in
//     every input), else a new `s<k>`. An input shape (GraphInferOptions::input_shapes) that gives a named dim a
//     number binds the name: that dim is the number in every input.
//   - Const: its dims, and an int32/int64/bool value of at most kMaxSymbolicValueElements elements as its
//     symbolic value.
//   - An op node whose inputs are numbers only (shapes and values) and whose outputs the InferShape knows (and the
//     InferShape pass's values, for an integer output) takes those numbers: its rule could not say more, and
//     skipping it keeps the static parts of a model at the numeric pass's cost.
//   - An op node whose op has an InferSymbolShape and whose inputs all have symbolic shapes runs it, with its
//     inputs' shapes and values, on the node as the node engine describes it for its other functions (attrs with
//     defaults, instance counts, tensor descs). Its InferShape's answer stays the reference: a dim it knows is that
//     number in the formula, and a rule that gives another rank or another number is graph.symbolic_failed (as
//     is a rule that fails: a guard it cannot meet).
//   - A node with subgraphs: Note [Symbolic subgraphs].
//   - Every other inferred node (no rule, a rule that returns ge::UNSUPPORTED for the node, a failed rule, an input
//     without a symbolic shape):
//     a known dim is its number and each unknown one a fresh symbol (GraphSymbol::fresh, sourced at the node's
//     output dim); a value the InferShape pass computed is its symbolic value.
// Nodes that were not inferred, and outputs of unknown rank, get no symbolic shape.
//
// Note [Symbolic subgraphs]
// ~~~~~~~~~~~~~~~~~~~~~~~~~
// A subgraph is walked as the root graph is, with one difference: its Data node with parent index i takes the
// parent's input i (its formulas and values; Note [Subgraph boundaries] in graph.h), so a branch computes in the
// symbols of the graph around it.
//   - A branch op (If, Case): every branch is walked; output i is the formulas the branches' NetOutputs agree on,
//     dim by dim (a dim they give as different formulas is a fresh symbol), its value the one they all give.
//   - A loop (While): cond and body are walked on the loop variables (the parent's inputs at first); a dim whose
//     formula the body's output changes (`n` in, `n + 1` out) holds a different number in every iteration, so it
//     becomes a fresh symbol in the variable, and cond and body are walked again, until the body returns every
//     remaining formula unchanged (each walk turns at least one more dim into a symbol, so this ends). Output i is
//     the settled variable i, with a fresh symbol of its own for each dim that changed: the body's per-iteration
//     symbol is not the final number. (A dim that is a symbol already stays one, whatever the body makes of it.)
// Every parent output is then merged with the InferShape's answer as a rule's is (a dim it knows is that number).
// Fresh symbols in a subgraph name its path (GraphSymbol::subgraph).
//
// Note [Symbolic storage shapes]
// ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// After a node's formulas, each output whose storage format (chosen by the storage-format passes, which ran before)
// differs from its origin format gets its storage shape as formulas, from the transfer engine's own rules on the
// formulas (DeriveSymbolicStorageShape, with the desc's reshape type): NC1HWC0's C1 is `ceil_div(C, 16)`. A storage
// dim the numeric pass knows is that number. A layout that a dim's number picks (FRACTAL_Z with groups) gets none.

// Values of more elements are not kept as formulas: shape tensors are small.
constexpr size_t kMaxSymbolicValueElements = 256;

// Names the grammar reserves (docs/symbolic.md#grammar): a dim_param spelled so gets a suffix.
bool IsReservedName(const std::string& name) {
  return name == "max" || name == "min" || name == "ceil_div" || name == "true" || name == "false";
}

// \p raw as a name of the grammar: characters outside [A-Za-z0-9_] become '_', a leading digit gets a '_' before it.
std::string GrammarName(const std::string& raw) {
  std::string name;
  for (char c : raw) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    name += ok ? c : '_';
  }
  if (name.empty() || (name[0] >= '0' && name[0] <= '9')) name.insert(name.begin(), '_');
  if (IsReservedName(name)) name += '_';
  return name;
}

class SymbolicPass {
 public:
  SymbolicPass(PassContext& ctx, ComputeGraph& graph, const std::unordered_map<std::string, DimVector>& declared)
      : ctx_(ctx), g_(&graph), declared_(declared) {}

  void Run() {
    ctx_.report.symbolic = true;
    const std::vector<NodeId> order = TopologicalOrder(*g_);
    BindInputSymbols(order);
    Walk(*g_, "", nullptr, &order);
  }

 private:
  // What a subgraph's Data node takes from its parent's input (Note [Symbolic subgraphs]).
  struct Formulas {
    std::optional<std::vector<ge::Expression>> shape;
    std::optional<std::vector<ge::Expression>> value;
  };

  // Walks \p graph (at subgraph path \p path; the root: "") in topological order (\p order if given); \p
  // parent_inputs: for a subgraph, its parent's inputs, else null.
  void Walk(ComputeGraph& graph, const std::string& path, const std::vector<Formulas>* parent_inputs,
            const std::vector<NodeId>* order = nullptr) {
    ComputeGraph* const outer_graph = g_;
    const std::string outer_path = path_;
    g_ = &graph;
    path_ = path;
    const std::vector<NodeId> own = order != nullptr ? std::vector<NodeId>() : TopologicalOrder(graph);
    for (NodeId id : order != nullptr ? *order : own) {
      Node& n = graph.node(id);
      for (GraphTensorDesc& d : n.outputs) {
        d.symbolic_shape.reset();
        d.symbolic_value.reset();
      }
      if (n.state != NodeState::kInferred || n.type == kNetOutputType) continue;
      VisitNode(n, parent_inputs);
      for (GraphTensorDesc& d : n.outputs) StorageFormulas(&d);
      if (ctx_.stopped) break;
    }
    g_ = outer_graph;
    path_ = outer_path;
  }

  // One node of the walk (Note [Symbolic pass]).
  void VisitNode(Node& n, const std::vector<Formulas>* parent_inputs) {
    if (n.type == kDataType && parent_inputs != nullptr) {
      FromParent(n, *parent_inputs);
    } else if (n.type == kDataType) {
      VisitData(n);
    } else if (n.type == kConstType) {
      VisitConst(n);
    } else if (!n.subgraphs.empty()) {
      VisitSubgraphs(n);
    } else if (AllNumbers(n)) {
      FromNumeric(n);  // no fresh symbol: every dim is known
    } else if (RunRule(n)) {
      ++ctx_.report.symbolic_rules;
    } else {
      FromNumeric(n);
    }
  }

  // A derived storage shape and what its formulas depend on: the tensor's formats, dtype, reshape type and formulas.
  struct DerivedStorage {
    ge::Format origin_format;
    ge::Format storage_format;
    ge::DataType dtype;
    std::string reshape_type;
    std::vector<ge::Expression> dims;
    std::optional<std::vector<ge::Expression>> storage_dims;  // nullopt: the transfer has no formulas for it
    bool Of(const GraphTensorDesc& d) const {
      return origin_format == d.origin_format && storage_format == d.storage_format && dtype == d.dtype &&
             reshape_type == d.reshape_type && dims == *d.symbolic_shape;
    }
  };
  static uint64_t StorageHash(const GraphTensorDesc& d) {
    uint64_t h = (static_cast<uint64_t>(d.origin_format) * 31 + static_cast<uint64_t>(d.storage_format)) * 31 +
                 static_cast<uint64_t>(d.dtype);
    for (const ge::Expression& e : *d.symbolic_shape) h = h * 1000003 + e.Hash();
    return h ^ std::hash<std::string>()(d.reshape_type);
  }

  // The storage shape of \p d as formulas (Note [Symbolic storage shapes]); a model repeats its tensors' shapes, so
  // each derivation is kept for the pass (looked up by hash: a lookup copies nothing).
  void StorageFormulas(GraphTensorDesc* d) {
    d->symbolic_storage_shape.reset();
    if (!d->symbolic_shape || d->storage_format == d->origin_format || IsUnknownRank(d->storage_shape)) return;
    if (!HasUnknownDim(d->storage_shape)) {  // the numbers say it all: no formula to derive
      d->symbolic_storage_shape = ConstantDims(d->storage_shape);
      return;
    }
    std::vector<DerivedStorage>& bucket = storage_cache_[StorageHash(*d)];
    auto it = std::find_if(bucket.begin(), bucket.end(), [&](const DerivedStorage& e) { return e.Of(*d); });
    if (it == bucket.end()) {
      std::vector<ge::Expression> dims;
      const bool derived = DeriveSymbolicStorageShape(d->origin_format, d->storage_format, d->dtype,
                                                      *d->symbolic_shape, dims,
                                                      d->reshape_type) == TransferStatus::kSuccess;
      std::optional<std::vector<ge::Expression>> storage_dims;
      if (derived) storage_dims = std::move(dims);
      bucket.push_back(DerivedStorage{d->origin_format, d->storage_format, d->dtype, d->reshape_type,
                                      *d->symbolic_shape, std::move(storage_dims)});
      it = bucket.end() - 1;
    }
    if (!it->storage_dims || it->storage_dims->size() != d->storage_shape.size()) return;
    std::vector<ge::Expression> dims = *it->storage_dims;
    for (size_t k = 0; k < dims.size(); ++k) {
      int64_t value = 0;
      if (d->storage_shape[k] >= 0 && !(dims[k].GetConstValue(value) && value == d->storage_shape[k])) {
        dims[k] = ge::Symbol(d->storage_shape[k]);
      }
    }
    d->symbolic_storage_shape = std::move(dims);
  }

  // A subgraph's Data node: its parent's input (Note [Symbolic subgraphs]); fresh symbols if that has no formulas.
  void FromParent(Node& n, const std::vector<Formulas>& parent_inputs) {
    const int64_t index = ParentInputIndex(n);
    GraphTensorDesc& out = n.outputs.front();
    const Formulas* from = index >= 0 && static_cast<size_t>(index) < parent_inputs.size()
                               ? &parent_inputs[static_cast<size_t>(index)]
                               : nullptr;
    if (from == nullptr || !from->shape || IsUnknownRank(out.origin_shape) ||
        from->shape->size() != out.origin_shape.size()) {
      FromNumeric(n);
      return;
    }
    std::vector<ge::Expression> dims = *from->shape;
    if (!MergeWithNumeric(n, 0, &dims)) {
      FromNumeric(n);
      return;
    }
    out.symbolic_shape = std::move(dims);
    out.symbolic_value = from->value;
  }

  // The formulas of \p n's inputs in \p graph, one per input instance (the order of Node::input_descs).
  static std::vector<Formulas> InputFormulas(const ComputeGraph& graph, const Node& n) {
    std::vector<Formulas> inputs;
    for (const NodeInput& in : n.inputs) {
      for (const OutputRef& s : in.sources) {
        const GraphTensorDesc& from = graph.node(s.node).outputs[s.index];
        inputs.push_back({from.symbolic_shape, from.symbolic_value});
      }
    }
    return inputs;
  }

  // The formulas subgraph \p k of \p n returns as its NetOutput's inputs (none for an input without them).
  static std::vector<Formulas> Returned(const Node& n, size_t k) {
    const ComputeGraph& sub = n.subgraphs[k];
    for (const Node& m : sub.nodes()) {
      if (m.type == kNetOutputType) return InputFormulas(sub, m);
    }
    return {};
  }

  // A node with subgraphs (Note [Symbolic subgraphs]).
  void VisitSubgraphs(Node& n) {
    const std::vector<Formulas> inputs = InputFormulas(*g_, n);
    std::vector<Formulas> outputs = ControlFlowKindOf(n.type) == ControlFlowKind::kLoop && n.subgraphs.size() == 2
                                        ? LoopOutputs(n, inputs)
                                        : BranchOutputs(n, inputs);
    if (ctx_.stopped) return;
    if (outputs.size() != n.outputs.size()) {
      FromNumeric(n);
      return;
    }
    for (size_t o = 0; o < n.outputs.size(); ++o) {
      GraphTensorDesc& d = n.outputs[o];
      std::optional<std::vector<ge::Expression>>& dims = outputs[o].shape;
      if (IsUnknownRank(d.origin_shape)) continue;
      if (!dims || dims->size() != d.origin_shape.size() || !MergeWithNumeric(n, o, &*dims)) {
        dims = NumericFormulas(n, o);
      }
      d.symbolic_shape = std::move(dims);
      d.symbolic_value = d.value ? ValueFormulas(d, *d.value) : std::move(outputs[o].value);
    }
  }

  // The subgraph path of subgraph \p k of \p n, inside the graph being walked.
  std::string PathOf(const Node& n, size_t k) const { return SubgraphPath(path_, n, k); }

  // Output formulas of a branch op: what its branches agree on, dim by dim.
  std::vector<Formulas> BranchOutputs(Node& n, const std::vector<Formulas>& inputs) {
    std::vector<Formulas> merged;
    for (size_t k = 0; k < n.subgraphs.size(); ++k) {
      Walk(n.subgraphs[k], PathOf(n, k), &inputs);
      if (ctx_.stopped) return {};
      std::vector<Formulas> returned = Returned(n, k);
      if (k == 0) {
        merged = std::move(returned);
        continue;
      }
      if (returned.size() != merged.size()) return {};
      for (size_t o = 0; o < merged.size(); ++o) {
        Formulas& into = merged[o];
        const Formulas& other = returned[o];
        if (into.value != other.value) into.value.reset();
        if (!into.shape || !other.shape || into.shape->size() != other.shape->size()) {
          into.shape.reset();
          continue;
        }
        for (size_t d = 0; d < into.shape->size(); ++d) {
          if (!((*into.shape)[d] == (*other.shape)[d])) (*into.shape)[d] = NewSymbol(n, o, d, true);
        }
      }
    }
    return merged;
  }

  // Output formulas of a loop: its settled variables (Note [Symbolic subgraphs]).
  std::vector<Formulas> LoopOutputs(Node& n, const std::vector<Formulas>& inputs) {
    std::vector<Formulas> vars = inputs;
    std::vector<std::vector<bool>> changed(vars.size());
    // Every walk but the last turns at least one dim into a symbol or drops a variable's formulas.
    size_t walks_left = 2;
    for (const Formulas& v : vars) walks_left += v.shape ? v.shape->size() + 1 : 0;
    for (bool first = true; walks_left > 0; --walks_left, first = false) {
      if (!first) {  // what the last walk found on variables that have changed since
        ctx_.DropErrorsIn(n.subgraphs[0]);
        ctx_.DropErrorsIn(n.subgraphs[1]);
      }
      Walk(n.subgraphs[0], PathOf(n, 0), &vars);
      Walk(n.subgraphs[1], PathOf(n, 1), &vars);
      if (ctx_.stopped) return {};
      const std::vector<Formulas> returned = Returned(n, 1);
      if (returned.size() != vars.size()) return {};
      bool settled = true;
      for (size_t i = 0; i < vars.size(); ++i) {
        Formulas& var = vars[i];
        const Formulas& out = returned[i];
        if (var.value && var.value != out.value) {
          var.value.reset();
          settled = false;
        }
        if (!var.shape) continue;
        if (!out.shape || out.shape->size() != var.shape->size()) {
          var.shape.reset();
          settled = false;
          continue;
        }
        changed[i].resize(var.shape->size(), false);
        for (size_t d = 0; d < var.shape->size(); ++d) {
          if (changed[i][d] || (*var.shape)[d] == (*out.shape)[d]) continue;
          (*var.shape)[d] = NewSymbol(n, i, d, true);  // the dim in the iteration the body runs
          changed[i][d] = true;
          settled = false;
        }
      }
      if (!settled) continue;
      for (size_t i = 0; i < vars.size(); ++i) {
        for (size_t d = 0; vars[i].shape && d < vars[i].shape->size(); ++d) {
          if (changed[i][d]) (*vars[i].shape)[d] = NewSymbol(n, i, d, true);  // its number after the last one
        }
      }
      return vars;
    }
    // Not reached: every walk that does not settle loses a formula. Should it happen, nothing a walk wrote holds.
    ClearFormulas(n.subgraphs[0]);
    ClearFormulas(n.subgraphs[1]);
    return {};
  }

  static void ClearFormulas(ComputeGraph& graph) {
    for (NodeId id = 0; id < graph.size(); ++id) {
      Node& m = graph.node(id);
      for (GraphTensorDesc& d : m.outputs) {
        d.symbolic_shape.reset();
        d.symbolic_value.reset();
      }
      for (ComputeGraph& sub : m.subgraphs) ClearFormulas(sub);
    }
  }
  // The dims of Data node \p id as the model declares them (before an input shape replaced them).
  const DimVector& DeclaredShape(const Node& n) const {
    const auto it = declared_.find(n.name);
    return it != declared_.end() ? it->second : n.outputs.front().origin_shape;
  }

  // The grammar name of dim \p d of Data node \p n's dim_param, or empty.
  std::string DimParam(const Node& n, size_t d) {
    if (d >= n.dim_params.size() || n.dim_params[d].empty()) return "";
    const std::string& raw = n.dim_params[d];
    const auto known = name_of_param_.find(raw);
    if (known != name_of_param_.end()) return known->second;
    std::string name = GrammarName(raw);
    for (int suffix = 2; used_names_.count(name) != 0; ++suffix) name = GrammarName(raw) + "_" + std::to_string(suffix);
    used_names_.insert(name);
    name_of_param_.emplace(raw, name);
    return name;
  }

  // First sweep over the Data nodes: the dim_params an input shape gives a number (Note [Symbolic pass]).
  void BindInputSymbols(const std::vector<NodeId>& order) {
    for (NodeId id : order) {
      Node& n = g_->node(id);
      if (n.type != kDataType || n.state != NodeState::kInferred || IsUnknownRank(n.outputs.front().origin_shape)) {
        continue;
      }
      const DimVector& shape = n.outputs.front().origin_shape;
      const DimVector& declared = DeclaredShape(n);
      for (size_t d = 0; d < shape.size() && d < declared.size(); ++d) {
        const std::string name = DimParam(n, d);
        if (name.empty() || declared[d] != -1 || shape[d] < 0 || bound_.count(name) != 0) continue;
        bound_.emplace(name, shape[d]);
        AddSymbol(name, n, 0, d, false, shape[d]);
      }
    }
  }

  void AddSymbol(const std::string& name, const Node& n, size_t output, size_t dim, bool fresh,
                 std::optional<int64_t> value = std::nullopt) {
    GraphSymbol s;
    s.name = name;
    s.node = n.name;
    s.output = static_cast<uint32_t>(output);
    s.dim = static_cast<uint32_t>(dim);
    s.fresh = fresh;
    s.value = value;
    s.subgraph = path_;
    ctx_.report.symbols.push_back(std::move(s));
  }

  // A new symbol `s<k>` for output \p output dim \p dim of \p n.
  ge::Expression NewSymbol(const Node& n, size_t output, size_t dim, bool fresh) {
    std::string name;
    do {
      name = "s" + std::to_string(next_symbol_++);
    } while (used_names_.count(name) != 0);
    used_names_.insert(name);
    AddSymbol(name, n, output, dim, fresh);
    return ge::Symbol(name.c_str());
  }

  void VisitData(Node& n) {
    GraphTensorDesc& out = n.outputs.front();
    if (IsUnknownRank(out.origin_shape)) return;
    std::vector<ge::Expression> dims;
    dims.reserve(out.origin_shape.size());
    for (size_t d = 0; d < out.origin_shape.size(); ++d) {
      const int64_t dim = out.origin_shape[d];
      const std::string name = DimParam(n, d);
      const auto bound = name.empty() ? bound_.end() : bound_.find(name);
      if (bound != bound_.end()) {
        dims.push_back(ge::Symbol(bound->second));
      } else if (dim >= 0) {
        dims.push_back(ge::Symbol(dim));
      } else if (!name.empty()) {
        if (input_symbols_.insert(name).second) AddSymbol(name, n, 0, d, false);
        dims.push_back(ge::Symbol(name.c_str()));
      } else {
        dims.push_back(NewSymbol(n, 0, d, false));
      }
    }
    out.symbolic_shape = std::move(dims);
  }

  static std::optional<std::vector<ge::Expression>> ValueFormulas(const GraphTensorDesc& d,
                                                                  const std::vector<uint8_t>& bytes) {
    std::optional<std::vector<int64_t>> elements = ReadIntElements(d, bytes);
    if (!elements || elements->size() > kMaxSymbolicValueElements) return std::nullopt;
    std::vector<ge::Expression> values;
    values.reserve(elements->size());
    for (int64_t e : *elements) values.push_back(ge::Symbol(e));
    return values;
  }

  static std::vector<ge::Expression> ConstantDims(const DimVector& shape) {
    std::vector<ge::Expression> dims;
    dims.reserve(shape.size());
    for (int64_t d : shape) dims.push_back(ge::Symbol(d));
    return dims;
  }

  void VisitConst(Node& n) {
    GraphTensorDesc& out = n.outputs.front();
    if (IsUnknownRank(out.origin_shape) || HasUnknownDim(out.origin_shape)) return;
    out.symbolic_shape = ConstantDims(out.origin_shape);
    if (n.tensor && n.tensor->value) out.symbolic_value = ValueFormulas(out, *n.tensor->value);
  }

  // Output \p o of \p n from its InferShape's answer: known dims as numbers, a fresh symbol per unknown one.
  std::vector<ge::Expression> NumericFormulas(const Node& n, size_t o) {
    const DimVector& shape = n.outputs[o].origin_shape;
    std::vector<ge::Expression> dims;
    dims.reserve(shape.size());
    for (size_t k = 0; k < shape.size(); ++k) {
      dims.push_back(shape[k] >= 0 ? ge::Symbol(shape[k]) : NewSymbol(n, o, k, true));
    }
    return dims;
  }

  // The node's outputs from its InferShape's answer (NumericFormulas), and the InferShape pass's values.
  void FromNumeric(Node& n) {
    for (size_t o = 0; o < n.outputs.size(); ++o) {
      GraphTensorDesc& d = n.outputs[o];
      if (IsUnknownRank(d.origin_shape)) continue;
      d.symbolic_shape = NumericFormulas(n, o);
      if (d.value) d.symbolic_value = ValueFormulas(d, *d.value);
    }
  }

  // True if \p n's inputs are numbers only (their shapes and values) and its InferShape knows every output dim, and
  // every output that could carry values (a small integer tensor) has its value: the rule could only repeat
  // those numbers, so the node takes them without running it (Note [Symbolic pass]). Static parts of a model cost
  // nothing more than the numeric pass that way.
  bool AllNumbers(const Node& n) const {
    const auto numbers = [](const std::vector<ge::Expression>& formulas) {
      int64_t value = 0;
      return std::all_of(formulas.begin(), formulas.end(),
                         [&value](const ge::Expression& e) { return e.GetConstValue(value); });
    };
    for (const NodeInput& in : n.inputs) {
      for (const OutputRef& s : in.sources) {
        const GraphTensorDesc& from = g_->node(s.node).outputs[s.index];
        if (!from.symbolic_shape || !numbers(*from.symbolic_shape)) return false;
        if (from.symbolic_value && !numbers(*from.symbolic_value)) return false;
      }
    }
    for (const GraphTensorDesc& d : n.outputs) {
      if (IsUnknownRank(d.origin_shape) || HasUnknownDim(d.origin_shape)) return false;
      const bool may_carry_values = d.dtype == ge::DT_INT32 || d.dtype == ge::DT_INT64 || d.dtype == ge::DT_BOOL;
      if (may_carry_values && !d.value) return false;
    }
    return true;
  }

  // Runs \p n's InferSymbolShape; false (the caller falls back to FromNumeric) when the op has none, an input has no
  // symbolic shape, or it failed (reported).
  bool RunRule(Node& n) {
    const OpEntry* entry = ctx_.snapshot.Find(n.type);
    if (entry == nullptr || entry->functions.infer_symbol_shape == nullptr) return false;
    // The inputs go into tensors kept from node to node: their dims vectors keep their capacity.
    size_t count = 0;
    for (const NodeInput& in : n.inputs) {
      for (const OutputRef& s : in.sources) {
        const GraphTensorDesc& from = g_->node(s.node).outputs[s.index];
        if (!from.symbolic_shape) return false;
        if (scratch_.size() <= count) scratch_.emplace_back();
        gert::SymbolTensor& t = scratch_[count++];
        t.MutableOriginSymbolShape().MutableDims() = *from.symbolic_shape;
        t.SetSymbolicValue(from.symbolic_value ? std::make_unique<std::vector<ge::Expression>>(*from.symbolic_value)
                                               : nullptr);
      }
    }
    std::vector<const gert::SymbolTensor*>& inputs = scratch_inputs_;
    inputs.clear();
    for (size_t k = 0; k < count; ++k) inputs.push_back(&scratch_[k]);

    // The node as the node engine describes it (Note [One code path]), the rule run on that description.
    bool reused = false;
    Result<SymbolicResult> result = RunSymbolicRule(ctx_, *g_, n, *entry, inputs, ctx_.options.symbol_hints,
                                                    /*nonnegative_symbols=*/true, &rule_cache_, &reused);
    if (!result.ok() && result.status().code() == ErrorCode::kInferNoSymbolicRule) return false;  // not covered
    if (!result.ok()) {
      ctx_.AddError(n, path_, ErrorCode::kGraphSymbolicFailed, result.status().message(), result.status().code());
      return false;
    }
    if (result->outputs.size() != n.outputs.size()) {
      ctx_.AddError(n, path_, ErrorCode::kGraphSymbolicFailed,
                    fmt::format("InferSymbolShape gave {} outputs, the node has {}", result->outputs.size(),
                                n.outputs.size()));
      return false;
    }
    for (size_t o = 0; o < n.outputs.size(); ++o) {
      if (!MergeWithNumeric(n, o, &result->outputs[o].MutableDims())) return false;
    }
    for (size_t o = 0; o < n.outputs.size(); ++o) {
      GraphTensorDesc& d = n.outputs[o];
      d.symbolic_shape = std::move(result->outputs[o].MutableDims());
      if (d.value) {
        d.symbolic_value = ValueFormulas(d, *d.value);
      } else if (o < result->output_values.size() && result->output_values[o] &&
                 result->output_values[o]->size() <= kMaxSymbolicValueElements) {
        d.symbolic_value = std::move(result->output_values[o]);
      }
    }
    for (const ge::Expression& guard : result->guards) {
      std::string text = guard.Str().get();
      if (guard_set_.insert(text).second) ctx_.report.guards.push_back(std::move(text));
    }
    if (reused) ++ctx_.report.symbolic_rules_reused;
    return true;
  }

  // \p symbolic (output \p o of \p n as its rule gives it, rewritten in place) against the InferShape's answer: a dim
  // that answer knows becomes its number. False (reported) if they disagree.
  bool MergeWithNumeric(const Node& n, size_t o, std::vector<ge::Expression>* symbolic_dims) {
    const DimVector& numeric = n.outputs[o].origin_shape;
    std::vector<ge::Expression>& symbolic = *symbolic_dims;
    if (IsUnknownRank(numeric)) return true;
    const auto disagree = [&](const std::string& what) {
      std::string dims;
      for (const ge::Expression& e : symbolic) dims += (dims.empty() ? "" : ", ") + std::string(e.Str().get());
      ctx_.AddError(n, path_, ErrorCode::kGraphSymbolicFailed,
                    fmt::format("'{}' InferSymbolShape gives output {} ({}) as [{}], its InferShape as {}: {}", n.type,
                                o, n.outputs[o].name, dims, ShapeText(numeric), what));
      return false;
    };
    if (symbolic.size() != numeric.size()) return disagree("the ranks differ");
    for (size_t d = 0; d < numeric.size(); ++d) {
      if (numeric[d] < 0) continue;
      int64_t value = 0;
      if (!symbolic[d].GetConstValue(value)) {
        symbolic[d] = ge::Symbol(numeric[d]);
      } else if (value != numeric[d]) {
        return disagree(fmt::format("dim {} differs", d));
      }
    }
    return true;
  }

  static std::string ShapeText(const DimVector& shape) {
    std::string s = "[";
    for (size_t k = 0; k < shape.size(); ++k) s += (k == 0 ? "" : ", ") + std::to_string(shape[k]);
    return s + "]";
  }

  PassContext& ctx_;
  ComputeGraph* g_;   // the graph being walked: the root, or a subgraph (Walk)
  std::string path_;  // its subgraph path ("" for the root)
  const std::unordered_map<std::string, DimVector>& declared_;
  std::map<std::string, std::string> name_of_param_;  // dim_param -> its symbol's name
  std::set<std::string> used_names_;
  std::set<std::string> input_symbols_;  // dim_param symbols listed already
  std::map<std::string, int64_t> bound_;
  std::unordered_set<std::string> guard_set_;
  size_t next_symbol_ = 0;
  std::unordered_map<uint64_t, std::vector<DerivedStorage>> storage_cache_;  // by StorageHash
  SymbolicRuleCache rule_cache_{ctx_.formats_refined};  // the pass's hints, every symbol non-negative
  std::vector<gert::SymbolTensor> scratch_;  // RunRule's input tensors, reused
  std::vector<const gert::SymbolTensor*> scratch_inputs_;
};

}  // namespace

void RunSymbolicPass(PassContext& ctx, ComputeGraph& graph,
                     const std::unordered_map<std::string, DimVector>& declared) {
  SymbolicPass(ctx, graph, declared).Run();
}

}  // namespace detail

namespace {

// True if \p values binds every symbol of \p formula.
bool Binds(const std::map<std::string, int64_t>& values, const ge::Expression& formula) {
  for (const ge::Expression& symbol : formula.FreeSymbols()) {
    if (values.count(symbol.Str().get()) == 0) return false;
  }
  return true;
}

// Evaluates \p dims (output \p o of \p n; \p what: "dim" or "storage dim") into \p out: -1 where a symbol is not
// bound, graph.symbolic_eval for an error or a negative dim.
Status EvaluateDims(const Node& n, size_t o, const char* what, const std::vector<ge::Expression>& dims,
                    const std::map<std::string, int64_t>& values, std::vector<int64_t>* out) {
  out->reserve(dims.size());
  for (size_t d = 0; d < dims.size(); ++d) {
    if (!Binds(values, dims[d])) {  // a fresh symbol: only a run knows its value
      out->push_back(-1);
      continue;
    }
    int64_t value = 0;
    std::string error;
    const auto fail = [&](const std::string& why) {
      return Status(ErrorCode::kGraphSymbolicEval, fmt::format("node '{}' ({}) output {} ({}) {} {} = {}: {}", n.name,
                                                               n.type, o, n.outputs[o].name, what, d,
                                                               dims[d].Str().get(), why));
    };
    if (dims[d].Evaluate(values, value, &error) != ge::GRAPH_SUCCESS) return fail(error);
    if (value < 0) return fail(fmt::format("{} is negative", value));
    out->push_back(value);
  }
  return Status::Ok();
}

}  // namespace

Result<std::vector<EvaluatedShape>> EvaluateShapes(const ComputeGraph& graph,
                                                   const std::map<std::string, int64_t>& values) {
  std::vector<EvaluatedShape> out;
  for (NodeId id = 0; id < graph.size(); ++id) {
    const Node& n = graph.node(id);
    for (size_t o = 0; o < n.outputs.size(); ++o) {
      const GraphTensorDesc& desc = n.outputs[o];
      if (!desc.symbolic_shape) continue;
      EvaluatedShape shape;
      shape.node = id;
      shape.output = static_cast<uint32_t>(o);
      if (Status st = EvaluateDims(n, o, "dim", *desc.symbolic_shape, values, &shape.shape); !st.ok()) return st;
      if (desc.symbolic_storage_shape) {
        Status st = EvaluateDims(n, o, "storage dim", *desc.symbolic_storage_shape, values, &shape.storage_shape);
        if (!st.ok()) return st;
      }
      out.push_back(std::move(shape));
    }
  }
  return out;
}

}  // namespace oppkit
