// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The InferShape pass (graph_inference.h, docs/formats.md §6): GE's GEPass scheduling over one graph, each op node
// inferred through InferOp (Note [One code path] in graph_inference.h) and, when it computes a small integer tensor,
// its values computed right after by its rule (Note [Values in the InferShape pass] in shape_values.h); nodes with
// subgraphs run their subgraphs
// (Note [Subgraphs in the InferShape pass]); per-node errors collected ONNX-style in the PassContext.
#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "passes/graph_passes.h"
#include "passes/host_kernels.h"
#include "passes/shape_values.h"
#include "ir/node_types.h"
#include "util/element_values.h"
#include "util/shape_text.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/log.h"
#include "oppkit/core/shape_query.h"

namespace oppkit::detail {
namespace {

// Note [InferShape pass scheduling]
// As GE's GEPass (docs/formats.md §6.2): the nodes without inputs are queued (NodeId order); a node is queued at the
// back once all its producers ran (its first visit). After a node runs, each consumer's input desc is updated from the
// node's output desc (CopyToInputDesc: dtype, shapes, range; formats too when the refiner did not choose them); a
// consumer that already ran and whose input desc changed goes to the queue *front* (immediate re-pass), and so
// does a node whose InferShape returned GRAPH_NODE_NEED_REPASS (then its consumers are not updated: it is about to
// run again). GE's design doc calls that status "deferred", its code re-passes at once; we follow the code. A
// graph's pass stops after 10 x its node count visits (GE stops there with a warning), with graph.repass_limit.
// A re-passed node's earlier errors are dropped before it runs again, so a node that settles leaves none behind.
constexpr size_t kRepassFactor = 10;
// GE nests GEPass at most this deep.
constexpr size_t kMaxSubgraphDepth = 25;
// Passes over a While's cond and body before the loop variables must have settled (Note [While loops]).
constexpr int kMaxLoopIterations = 16;

// Note [Subgraphs in the InferShape pass]
// A node with subgraphs (docs/formats.md §6.3; Note [Subgraph boundaries] in graph.h) runs in three steps:
//   1. before: its input descs are what each subgraph's Data node with `_parent_node_index` i outputs (dtype,
//      shapes, range; formats only when the refiner did not choose them, as GE copies no format);
//   2. each subgraph gets a pass of its own (fresh, its own re-pass budget), at most 25 levels deep;
//   3. after: parent output i merges input i of every subgraph's NetOutput (a branch op, MergeBranches), or is the
//      settled loop variable i (a While, Note [While loops]).
// Note [Known conditions]: an If or Case whose condition has a value (a Const, or one the pass computed) takes one
// branch for certain, and its outputs are that branch's, as GE's CondRemovePass replaces such a node by the chosen
// branch. GE reads a scalar condition by value, and a non-scalar one as true when it is non-empty (TF's rule), while
// ONNX's If reads its one-element cond by value: so a scalar decides either way, a one-element cond holding a
// non-zero value is then_branch under both readings, and one holding 0 is left to the merge. A Case takes
// branch_index (a non-negative scalar; past the end, the last branch). Every branch still runs, so each one's
// errors are reported.
// The merge rule (docs/formats.md §6.4, UpdateOutputFromSubgraphs): the first branch's desc; a dtype that differs is
// graph.subgraph_mismatch; an unknown or different rank gives [-2]; each dim that differs becomes -1. The range
// of a -1 dim is the union of the branches' bounds (GE keeps the first branch's range, which can exclude what the
// other branch gives); without bounds from every branch there is none. A subgraph with a node that did not infer
// leaves the parent skipped: the failing node has its own error.
// The parent node itself has no shape function (Note [Control-flow ops have no shape functions] in
// oplibs/controlflow); DescribeOp checks its inputs and attrs against its prototype as InferOp would, and names its
// outputs.

// Note [While loops]
// GE's WhileInfer widens a loop variable whose body output differs from its input (dims that differ -> -1, with
// range [1, -1]; a different rank -> [-2]) and asks for a re-pass, which runs cond and body again on the widened
// variables, until nothing changes. The pass does the same in one visit: cond and body run on the loop variables
// (the parent's input descs at first), each variable is widened by the body's output, and this repeats until no
// variable changes. Widening only ever loses information, so loops settle quickly; a variable that still changes
// after 16 rounds (a widening that travels through a long chain of loop variables) is graph.no_convergence. The
// parent's outputs are the settled variables; a body output of another dtype is graph.subgraph_mismatch.

std::string RefToString(const ComputeGraph& g, OutputRef ref) {
  return g.node(ref.node).name + ":" + std::to_string(ref.index);
}

// Note [Sources in node errors]
// The query names the op input concerned ("'Add' (node 'a'): input 1 (x2): ..."), but in a graph the reader also
// wants to know where that input comes from. The hint is added after the query's message, found from the
// "input <i>" (and "instance <k>") words the query engine uses in its subjects (shape_query.cc InputSubject).
std::string SourceHint(const ComputeGraph& g, const Node& n, const std::string& message) {
  const size_t at = message.find(": input ");
  if (at == std::string::npos) return "";
  size_t pos = at + 8;
  size_t end = pos;
  while (end < message.size() && std::isdigit(static_cast<unsigned char>(message[end])) != 0) ++end;
  if (end == pos) return "";
  const size_t input = std::stoul(message.substr(pos, end - pos));
  if (input >= n.inputs.size() || n.inputs[input].sources.empty()) return "";
  const std::vector<OutputRef>& sources = n.inputs[input].sources;
  size_t instance = SIZE_MAX;
  const size_t inst = message.find(" instance ", end);
  if (inst != std::string::npos && message.find(':', end) > inst) {
    size_t p = inst + 10;
    size_t e = p;
    while (e < message.size() && std::isdigit(static_cast<unsigned char>(message[e])) != 0) ++e;
    if (e > p) instance = std::stoul(message.substr(p, e - p));
  }
  if (instance != SIZE_MAX && instance < sources.size()) {
    return " [input " + std::to_string(input) + " instance " + std::to_string(instance) + " comes from '" +
           RefToString(g, sources[instance]) + "']";
  }
  std::string from;
  for (const OutputRef& s : sources) from += (from.empty() ? "'" : ", '") + RefToString(g, s) + "'";
  return " [input " + std::to_string(input) + " comes from " + from + "]";
}

// Per-dim bounds of a desc: a known dim d is [d, d], a -1 dim its range; nullopt if a bound is not known.
std::optional<ShapeRange> BoundsOf(const GraphTensorDesc& d) {
  if (IsUnknownRank(d.origin_shape)) return std::nullopt;
  ShapeRange bounds(d.origin_shape.size());
  for (size_t i = 0; i < d.origin_shape.size(); ++i) {
    const int64_t dim = d.origin_shape[i];
    if (dim >= 0) {
      bounds[i] = {dim, dim};
    } else if (d.range && i < d.range->size()) {
      bounds[i] = (*d.range)[i];
    } else {
      return std::nullopt;
    }
  }
  return bounds;
}

void SetShape(GraphTensorDesc* d, DimVector shape) {
  d->storage_shape = shape;
  d->origin_shape = std::move(shape);
}

// Unknown outputs of a node that could not be inferred (formats stay when the refiner chose them).
void SetUnknownOutputs(Node& n, bool keep_formats) {
  for (GraphTensorDesc& d : n.outputs) {
    d.dtype = ge::DT_UNDEFINED;
    SetShape(&d, {-2});
    d.range.reset();
    d.value.reset();
    if (!keep_formats) d.origin_format = d.storage_format = ge::FORMAT_ND;
  }
}

// Writes the shape-pass fields of \p from (dtype, shapes, range; formats when \p with_formats) into output \p to.
void SetOutput(const GraphTensorDesc& from, GraphTensorDesc* to, bool with_formats) {
  to->dtype = from.dtype;
  to->origin_shape = from.origin_shape;
  to->storage_shape = from.origin_shape;
  to->range = from.range;
  to->value.reset();
  if (with_formats) to->origin_format = to->storage_format = from.origin_format;
}

class GraphShapePass {
 public:
  GraphShapePass(PassContext& ctx, ComputeGraph& graph, std::string path, size_t depth,
                 const std::vector<GraphTensorDesc>* parent_inputs)
      : ctx_(ctx), g_(graph), path_(std::move(path)), depth_(depth), parent_inputs_(parent_inputs) {
    BuildEdges();
  }

  // A pass that only visits nodes it is given (VisitOnce): no edges, no queue.
  struct Unscheduled {};
  GraphShapePass(PassContext& ctx, ComputeGraph& graph, Unscheduled)
      : ctx_(ctx), g_(graph), path_(), depth_(0), parent_inputs_(nullptr) {}

  // Visits node \p id of an inferred graph once more, its input descs as they are now; true if it asks to run again
  // (GRAPH_NODE_NEED_REPASS).
  bool VisitOnce(NodeId id) { return Visit(id, false); }

  // A fresh pass: every node, BFS order. \p order (may be null) receives the nodes in the order they first ran.
  void Run(std::vector<NodeId>* order) {
    const size_t n = g_.size();
    pending_ = in_degree_;
    for (size_t i = 0; i < n; ++i) {
      if (pending_[i] == 0) PushBack(static_cast<NodeId>(i));
    }
    report_progress_ = depth_ == 0 && static_cast<bool>(ctx_.options.progress);  // the root graph's run only
    const bool limited = Drain(order);
    if (report_progress_) ctx_.options.progress(ran_, n);
    if (!limited && !ctx_.stopped) {
      bool left = false;
      for (size_t i = 0; i < n && !left; ++i) left = !seen_[i];
      if (left) ReportCycles();
    }
  }

  // A re-pass from \p seeds on an inferred graph; the nodes of \p ran count as passed.
  void Repass(const std::vector<NodeId>& seeds, const std::vector<NodeId>& ran) {
    for (NodeId id : ran) seen_[id] = 1;
    for (auto it = seeds.rbegin(); it != seeds.rend(); ++it) PushFront(*it);
    (void)Drain(nullptr);
  }

 private:
  struct Edge {
    NodeId consumer;
    uint32_t input;   // flat index into the consumer's input_descs
    uint32_t output;  // the producer's output index
  };

  // Consumers of each node as one flat array (CSR), an edge per input instance; in-degrees.
  void BuildEdges() {
    const size_t n = g_.size();
    in_degree_.assign(n, 0);
    seen_.assign(n, 0);
    queued_.assign(n, 0);
    for (size_t i = 0; i < n; ++i) {
      for (const NodeInput& in : g_.node(static_cast<NodeId>(i)).inputs) {
        in_degree_[i] += static_cast<uint32_t>(in.sources.size());
      }
    }
    BuildUseLists(
        n,
        [this](size_t i, auto&& emit) {
          const auto consumer = static_cast<NodeId>(i);
          uint32_t flat = 0;
          for (const NodeInput& in : g_.node(consumer).inputs) {
            for (const OutputRef& s : in.sources) emit(s.node, Edge{consumer, flat++, s.index});
          }
        },
        &consumer_begin_, &consumers_);
  }

  void PushBack(NodeId id) {
    queue_.push_back(id);
    queued_[id] = 1;
  }
  void PushFront(NodeId id) {
    if (queued_[id] != 0) return;
    queue_.push_front(id);
    queued_[id] = 1;
  }

  // Runs the queue; true if the visit limit stopped it.
  bool Drain(std::vector<NodeId>* order) {
    const size_t limit = kRepassFactor * std::max<size_t>(g_.size(), 1);
    while (!queue_.empty() && !ctx_.stopped) {
      const NodeId id = queue_.front();
      queue_.pop_front();
      queued_[id] = 0;
      const bool first = seen_[id] == 0;
      if (++visits_ > limit) {
        RepassLimit(id, limit);
        return true;
      }
      seen_[id] = 1;
      // Consumers read a computed value from the producer (ValueOf, PartialOf), not from their input descs: on a
      // re-visit, a value that changed re-passes them as a changed desc does.
      const ValueState before = first ? ValueState() : ValueStateOf(id);
      const bool again = Visit(id, first);
      if (again) {
        PushFront(id);
        ++ctx_.report.repasses;
      } else {
        UpdateConsumers(id, !first && !(ValueStateOf(id) == before));
      }
      if (first) {
        if (report_progress_ && ++ran_ % GraphInferOptions::kProgressInterval == 0) {
          ctx_.options.progress(ran_, g_.size());
        }
        if (order != nullptr) order->push_back(id);
        for (uint32_t e = consumer_begin_[id]; e < consumer_begin_[id + 1]; ++e) {
          const NodeId c = consumers_[e].consumer;
          if (--pending_[c] == 0 && seen_[c] == 0) PushBack(c);
        }
      }
    }
    return false;
  }

  [[gnu::cold]] void RepassLimit(NodeId id, size_t limit) {
    Node& n = g_.node(id);
    ctx_.AddError(n, path_, ErrorCode::kGraphRepassLimit,
                  "the InferShape pass stopped after " + std::to_string(limit) + " node visits (10 x the " +
                      std::to_string(g_.size()) +
                      " nodes of the graph): nodes keep being re-passed (their InferShape returns "
                      "GRAPH_NODE_NEED_REPASS, or their inputs keep changing); this node was next");
    Fail(n);  // it never settled; the nodes not run yet stay not run
  }

  // The values the pass computed for node \p id's outputs, and their partial values (Note [Values in the InferShape
  // pass]).
  struct ValueState {
    std::vector<std::optional<std::vector<uint8_t>>> values;
    std::vector<std::vector<ge::Expression>> partials;
    std::vector<std::vector<ge::Expression>> dims;  // Note [Dim identities]
    bool operator==(const ValueState& other) const {
      return values == other.values && partials == other.partials && dims == other.dims;
    }
  };
  ValueState ValueStateOf(NodeId id) const {
    const Node& n = g_.node(id);
    ValueState state;
    for (uint32_t o = 0; o < n.outputs.size(); ++o) {
      state.values.push_back(n.outputs[o].value);
      const std::vector<ge::Expression>* partial = PartialOf(OutputRef{id, o});
      state.partials.push_back(partial != nullptr ? *partial : std::vector<ge::Expression>());
      const std::vector<ge::Expression>* dims = DimsOf(OutputRef{id, o});
      state.dims.push_back(dims != nullptr ? *dims : std::vector<ge::Expression>());
    }
    return state;
  }

  // Hands \p id's outputs to its consumers' input descs; a consumer that already ran and whose desc changed (or,
  // with \p value_changed, whose producer's computed value did) is re-passed at once.
  void UpdateConsumers(NodeId id, bool value_changed) {
    const Node& n = g_.node(id);
    for (uint32_t e = consumer_begin_[id]; e < consumer_begin_[id + 1]; ++e) {
      const Edge& edge = consumers_[e];
      Node& c = g_.node(edge.consumer);
      if (edge.output >= n.outputs.size() || edge.input >= c.input_descs.size()) continue;
      const bool changed =
          CopyToInputDesc(n.outputs[edge.output], &c.input_descs[edge.input], !ctx_.formats_refined) || value_changed;
      if (changed && seen_[edge.consumer] != 0 && queued_[edge.consumer] == 0) {
        PushFront(edge.consumer);
        ++ctx_.report.repasses;
      }
    }
  }

  void AddError(const Node& n, ErrorCode code, const std::string& what, ErrorCode cause = ErrorCode::kOk) {
    ctx_.AddError(n, path_, code, what, cause);
  }

  void Fail(Node& n) {
    n.state = NodeState::kFailed;
    SetUnknownOutputs(n, ctx_.formats_refined);
  }

  // Checks that every source of \p n names an output its producer has, and that every producer was inferred.
  // Returns false (and sets the node's state) if the node cannot run.
  bool SourcesUsable(Node& n) {
    for (size_t k = 0; k < n.inputs.size(); ++k) {
      for (const OutputRef& s : n.inputs[k].sources) {
        const Node& p = g_.node(s.node);
        if (p.state != NodeState::kInferred) {
          n.state = NodeState::kSkipped;
          SetUnknownOutputs(n, ctx_.formats_refined);
          return false;
        }
        if (s.index >= p.outputs.size()) {
          AddError(n, ErrorCode::kGraphBadEdge,
                   "input " + std::to_string(k) + " comes from '" + RefToString(g_, s) + "', but '" + p.name +
                       "' has " + std::to_string(p.outputs.size()) + " output(s)" + DynamicOutputHint(p));
          Fail(n);
          return false;
        }
      }
    }
    return true;
  }

  // For a bad edge from an op with a dynamic output: where its instance count comes from.
  std::string DynamicOutputHint(const Node& p) const {
    const OpEntry* entry = ctx_.snapshot.Find(p.type);
    if (entry == nullptr || !entry->prototype) return "";
    for (const IrTensor& o : entry->prototype->outputs) {
      if (o.dynamic()) {
        return " (dynamic output '" + o.name + "': give its instance count as the node's output hint, JSON " +
               "\"outputs\": [{\"count\": N}])";
      }
    }
    return "";
  }

  const std::vector<uint8_t>* ValueOf(OutputRef s) const { return OutputValue(g_, s); }

  OpQuery& BuildQuery(const Node& n, const OpEntry& entry) const {
    return BuildGraphNodeQuery(ctx_.node_query, g_, n, entry, ctx_.formats_refined);
  }

  // The entry of \p n's op, or (an unknown op, no prototype) nullptr with the node failed as InferOp reports it.
  const OpEntry* QueryOpOf(Node& n) {
    Result<const OpEntry*> entry = FindQueryOp(ctx_.snapshot, n.type);
    if (entry.ok()) return *entry;
    AddError(n, ErrorCode::kGraphNodeFailed, entry.status().message(), entry.status().code());
    Fail(n);
    return nullptr;
  }

  // The partial value of output \p s (Note [Values in the InferShape pass]), or nullptr.
  const std::vector<ge::Expression>* PartialOf(OutputRef s) const {
    if (ctx_.partial_values.empty()) return nullptr;
    const auto it = ctx_.partial_values.find({&g_.node(s.node), s.index});
    return it != ctx_.partial_values.end() ? &it->second : nullptr;
  }

  // The dims' expressions of output \p s (Note [Dim identities] in shape_values.h), or nullptr.
  const std::vector<ge::Expression>* DimsOf(OutputRef s) const {
    if (ctx_.dim_expressions.empty()) return nullptr;
    const auto it = ctx_.dim_expressions.find({&g_.node(s.node), s.index});
    return it != ctx_.dim_expressions.end() ? &it->second : nullptr;
  }

  // Forgets the partial values and dims' expressions of \p n's outputs (a re-visited node computes its own again).
  void ErasePartials(const Node& n) {
    const auto erase = [&n](auto& map) {
      if (map.empty()) return;
      map.erase(map.lower_bound({&n, 0}), map.lower_bound({&n, static_cast<uint32_t>(n.outputs.size())}));
    };
    erase(ctx_.partial_values);
    erase(ctx_.dim_expressions);
  }

  // The values of \p n's outputs from its rule, which InferOp has just inferred it for (Note [Values in the InferShape
  // pass]); the rule may fill -1 dims too.
  void ComputeValues(Node& n, const OpEntry& entry) {
    bool any_partial = false;
    bool any_named = false;  // Note [Dim identities]
    if (!ctx_.partial_values.empty() || !ctx_.dim_expressions.empty()) {
      for (const NodeInput& in : n.inputs) {
        for (const OutputRef& s : in.sources) {
          any_partial = any_partial || PartialOf(s) != nullptr;
          any_named = any_named || DimsOf(s) != nullptr;
        }
      }
    }
    const bool in_region = any_named || entry.functions.output_shape_depend_on_compute != 0;
    ComputedValues computed;
    // The cheap tests first: most outputs are float tensors of activations, which hold no values.
    if (WantsRule(n, entry, any_partial || any_named)) {
      std::vector<RuleInput>& inputs = rule_inputs_;
      inputs.clear();
      for (const NodeInput& in : n.inputs) {
        for (const OutputRef& s : in.sources) {
          inputs.push_back(RuleInput{&g_.node(s.node).outputs[s.index], ValueOf(s), PartialOf(s), DimsOf(s), s});
        }
      }
      computed = detail::ComputeValues(ctx_, g_, n, entry, inputs, in_region);
      for (uint32_t o = 0; o < computed.values.size(); ++o) {
        n.outputs[o].value = std::move(computed.values[o]);
        if (!computed.partials[o].empty()) ctx_.partial_values[{&n, o}] = std::move(computed.partials[o]);
      }
    }
    NameDims(n, in_region, &computed);
    const bool some_without_value =
        std::any_of(n.outputs.begin(), n.outputs.end(), [](const GraphTensorDesc& d) { return !d.value; });
    if (some_without_value && detail::FoldsOnHost(n)) FoldOnHost(n);
  }

  // Keeps the dims' expressions of \p n's outputs with -1 dims (Note [Dim identities] in shape_values.h): the rule's
  // where ComputeValues kept them; else, \p in_region (an input has dims' expressions, or the op's outputs are
  // data-dependent), data-dependent symbols of their own.
  void NameDims(const Node& n, bool in_region, ComputedValues* computed) {
    for (uint32_t o = 0; o < n.outputs.size(); ++o) {
      const DimVector& shape = n.outputs[o].origin_shape;
      if (IsUnknownRank(shape) || !HasUnknownDim(shape)) continue;
      std::vector<ge::Expression>* given = o < computed->dims.size() ? &computed->dims[o] : nullptr;
      if (given != nullptr && !given->empty()) {
        ctx_.dim_expressions[{&n, o}] = std::move(*given);
      } else if (in_region) {
        ctx_.dim_expressions[{&n, o}] = DataDependentDims(n, o);
      }
    }
  }

  // The values of \p n's outputs from its host kernel, when every input has a value (Note [Host kernels]).
  void FoldOnHost(Node& n) {
    std::vector<detail::HostKernelInput>& inputs = kernel_inputs_;
    inputs.clear();
    for (const NodeInput& in : n.inputs) {
      for (const OutputRef& s : in.sources) {
        const std::vector<uint8_t>* value = ValueOf(s);
        if (value == nullptr) return;
        inputs.push_back(detail::HostKernelInput{&g_.node(s.node).outputs[s.index], value});
      }
    }
    std::vector<std::optional<std::vector<uint8_t>>> values = detail::RunHostKernel(n, inputs);
    for (size_t o = 0; o < values.size(); ++o) {
      if (!n.outputs[o].value) n.outputs[o].value = std::move(values[o]);
    }
  }

  // Runs node \p id once; true if it asks to run again at once (GRAPH_NODE_NEED_REPASS).
  bool Visit(NodeId id, bool first) {
    Node& n = g_.node(id);
    if (ctx_.format_failed.count(&n) != 0) {  // the refiner's error stands for it
      Fail(n);
      return false;
    }
    if (!first) ctx_.DropErrorsOf(n);
    ErasePartials(n);
    if (!SourcesUsable(n)) return false;
    if (n.type == detail::kDataType || n.type == detail::kConstType) {
      VisitDeclared(n);
      return false;
    }
    if (n.type == detail::kNetOutputType) {
      n.state = NodeState::kInferred;
      return false;
    }
    if (!n.subgraphs.empty()) {
      VisitControlFlow(n);
      return false;
    }
    return VisitOp(n);
  }

  // A Data or Const node: its declared tensor, or for a subgraph's Data node the parent's input desc.
  void VisitDeclared(Node& n) {
    GraphTensorDesc& out = n.outputs.front();
    if (parent_inputs_ == nullptr || n.type == detail::kConstType) {
      const TensorDesc& t = *n.tensor;
      out.dtype = t.dtype;
      SetShape(&out, t.shape);
      out.range = HasUnknownDim(t.shape) ? t.range : std::nullopt;
      if (!ctx_.formats_refined) out.origin_format = out.storage_format = t.format;
    } else {
      // Note [Subgraphs in the InferShape pass], step 1 (Validate() checked the index).
      const GraphTensorDesc& from = (*parent_inputs_)[static_cast<size_t>(ParentInputIndex(n))];
      SetOutput(from, &out, !ctx_.formats_refined);
    }
    n.state = NodeState::kInferred;
  }

  bool VisitOp(Node& n) {
    // InferOp's path (find the op, then RunNode), through the run's NodeQuery (Note [Nodes kept by their owner]).
    const bool trace = LogEnabled(LogLevel::kDebug);
    const auto start = trace ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point();
    const OpEntry* entry = QueryOpOf(n);
    if (entry == nullptr) {
      if (trace) Trace(n, nullptr, start, "no op '" + n.type + "' is loaded");
      return false;
    }
    NodeQuery& nq = ctx_.node_query;
    const OpQuery& q = BuildQuery(n, *entry);
    if (Status st = RunNode(*entry, q, nq.options, &nq.result); !st.ok()) {
      AddError(n, ErrorCode::kGraphNodeFailed, st.message() + SourceHint(g_, n, st.message()), st.code());
      Fail(n);
      if (trace) Trace(n, entry, start, st.message());
      return false;
    }
    const QueryResult& r = nq.result.outputs;
    size_t count = 0;
    for (const OutputArg& arg : r.outputs) count += arg.descs.size();
    if (count != n.outputs.size()) {
      n.outputs.clear();
      n.outputs.resize(count);
    }
    size_t flat = 0;
    for (const OutputArg& arg : r.outputs) {
      for (size_t k = 0; k < arg.descs.size(); ++k) {
        const TensorDesc& o = arg.descs[k];
        GraphTensorDesc& d = n.outputs[flat];
        // The model's name where it gives one (NameOutputs' rule), else the IR name: compared before copying, as
        // a re-visited node (and PrepareDescs) named the output already.
        const std::string* model_name = ModelOutputName(n, flat++);
        if (model_name != nullptr) {
          if (d.name != *model_name) d.name = *model_name;
        } else if (arg.dynamic) {
          d.name = arg.name + std::to_string(k);
        } else if (d.name != arg.name) {
          d.name = arg.name;
        }
        d.dtype = o.dtype;
        d.origin_shape = o.shape;    // copied, not moved: both keep their capacity for the next visit
        d.origin_format = o.format;  // with keep_formats, the refiner's format echoed
        // Storage = origin until storage formats are selected; a C++ caller's storage_format hint is honoured
        // through the query, which derives the storage shape.
        d.storage_shape = o.storage_shape ? *o.storage_shape : o.shape;
        d.storage_format = o.storage_format.value_or(o.format);
        d.range = o.range;
        d.value.reset();
      }
    }
    const bool need_repass = nq.result.need_repass;  // ComputeValues asks the node query again
    ComputeValues(n, *entry);
    n.state = NodeState::kInferred;
    if (trace) Trace(n, entry, start, "");
    return need_repass;
  }

  // Note [Node trace]
  // ~~~~~~~~~~~~~~~~~
  // With the log at debug level (OPPKIT_LOG_LEVEL=debug) every op node the pass runs is one line: where it is, its
  // op, its input shapes and dtypes, its outputs (or the error), the functions that answered (each with its
  // package) and the time it took, e.g. (one line)
  //   graph 'g': node 'conv1' (Conv2D): [1, 3, 224, 224] float16, [64, 3, 7, 7] float16 -> [1, 64, 112, 112]
  //   float16 NCHW; InferDataType of 'built-in', InferShape of 'built-in'; 16.5 us
  // A node run again (a re-pass) is traced again; values its InferSymbolShape computed are named. Off, the trace
  // costs one relaxed atomic load per node.
  [[gnu::cold]] void Trace(const Node& n, const OpEntry* entry, std::chrono::steady_clock::time_point start,
                           const std::string& error) const {
    const double us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    std::string line = "graph '" + g_.name() + "'" + (path_.empty() ? "" : " subgraph '" + path_ + "'") +
                       ": node '" + n.name + "' (" + n.type + "): ";
    std::string inputs;
    for (const GraphTensorDesc& d : n.input_descs) {
      inputs += (inputs.empty() ? "" : ", ") + detail::ShapeToString(d.origin_shape.data(), d.origin_shape.size()) +
                " " + DataTypeToString(d.dtype);
    }
    line += (inputs.empty() ? "" : inputs + " ") + "-> ";
    if (!error.empty()) {
      line += "failed: " + error;
    } else {
      std::string outputs;
      for (const GraphTensorDesc& d : n.outputs) {
        outputs += (outputs.empty() ? "" : ", ") +
                   detail::ShapeToString(d.origin_shape.data(), d.origin_shape.size()) + " " +
                   DataTypeToString(d.dtype) + " " + FormatToString(d.origin_format);
      }
      line += outputs;
    }
    if (entry == nullptr) {
      LogMessage(LogLevel::kDebug, fmt::format("{}; {:.1f} us", line, us));
      return;
    }
    const auto by = [&](OpField field, const char* what) {
      const std::string_view package = entry->PackageOf(field);
      return package.empty() ? std::string(what) : std::string(what) + " of '" + std::string(package) + "'";
    };
    const OpImplFunctions& f = entry->functions;
    std::string functions;
    if (f.infer_datatype != nullptr) functions += by(OpField::kInferDataType, "InferDataType") + ", ";
    if (f.infer_format != nullptr && !ctx_.formats_refined) {
      functions += by(OpField::kInferFormat, "InferFormat") + ", ";
    }
    functions += by(OpField::kInferShape, "InferShape");
    if (f.infer_shape_range != nullptr) functions += ", " + by(OpField::kInferShapeRange, "InferShapeRange");
    bool values = false;
    for (const GraphTensorDesc& d : n.outputs) values = values || d.value.has_value();
    if (values && error.empty()) {
      functions += detail::FoldsOnHost(n) ? std::string(", values by a host kernel")
                                          : ", values by " + by(OpField::kInferSymbolShape, "InferSymbolShape");
    }
    LogMessage(LogLevel::kDebug, fmt::format("{}; {}; {:.1f} us", line, functions, us));
  }

  // --- nodes with subgraphs (Note [Subgraphs in the InferShape pass]) -------------------------------------------

  // The prototype's GRAPH / DYNAMIC_GRAPH declarations against the node's subgraphs; a message if they disagree.
  static std::string SubgraphMismatch(const OpPrototype& proto, size_t count) {
    size_t fixed = 0;
    bool dynamic = false;
    std::string names;
    for (const IrSubgraph& s : proto.subgraphs) {
      names += (names.empty() ? "" : ", ") + s.name + (s.kind == SubgraphKind::kDynamic ? " (DYNAMIC_GRAPH)" : "");
      if (s.kind == SubgraphKind::kDynamic) {
        dynamic = true;
      } else {
        ++fixed;
      }
    }
    if (proto.subgraphs.empty()) {
      return "'" + proto.op_type + "' declares no subgraphs, but the node has " + std::to_string(count);
    }
    if (dynamic ? count >= fixed : count == fixed) return "";
    return "'" + proto.op_type + "' declares subgraphs " + names + ", but the node has " + std::to_string(count);
  }

  void VisitControlFlow(Node& n) {
    if (depth_ + 1 > kMaxSubgraphDepth) {
      AddError(n, ErrorCode::kGraphBadSubgraph,
               "subgraphs are nested more than " + std::to_string(kMaxSubgraphDepth) + " levels deep");
      Fail(n);
      return;
    }
    const OpEntry* entry = QueryOpOf(n);
    if (entry == nullptr) return;
    OpQuery& q = BuildQuery(n, *entry);
    NodeQuery& nq = ctx_.node_query;
    nq.options.stage = NodeStage::kDescribe;
    nq.options.keep_formats = false;
    nq.options.output_formats = nullptr;
    const std::vector<IrTensor>& ir_outputs = entry->prototype->outputs;
    if (!ir_outputs.empty() && ir_outputs[0].dynamic()) {  // a count on a plain output is a bad request
      if (q.outputs.empty()) q.outputs.emplace_back();
      q.outputs[0].count = static_cast<uint32_t>(n.outputs.size());  // what PrepareDescs counted from the subgraphs
    }
    const FormatQueryResult* described = &nq.result.formats;
    if (Status st = RunNode(*entry, q, nq.options, &nq.result); !st.ok()) {
      AddError(n, ErrorCode::kGraphNodeFailed, st.message() + SourceHint(g_, n, st.message()), st.code());
      Fail(n);
      return;
    }
    if (const std::string why = SubgraphMismatch(*entry->prototype, n.subgraphs.size()); !why.empty()) {
      AddError(n, ErrorCode::kGraphBadSubgraph, why);
      Fail(n);
      return;
    }
    if (described->output_names.size() != n.outputs.size()) {  // a prototype whose outputs are not one dynamic list
      AddError(n, ErrorCode::kGraphBadSubgraph,
               "'" + n.type + "' has " + std::to_string(described->output_names.size()) +
                   " output instance(s), but its subgraphs return " + std::to_string(n.outputs.size()));
      Fail(n);
      return;
    }
    for (size_t k = 0; k < n.outputs.size(); ++k) n.outputs[k].name = described->output_names[k];
    NameOutputs(n);
    if (ControlFlowKindOf(n.type) == ControlFlowKind::kLoop) {
      RunLoop(n);
    } else {
      RunBranches(n);
    }
  }

  // Runs subgraph \p k of \p n on \p inputs (its Data nodes' descs); false if the run stopped (strict mode).
  bool RunSubgraph(Node& n, size_t k, const std::vector<GraphTensorDesc>& inputs) {
    ctx_.DropErrorsIn(n.subgraphs[k]);  // what its last run found
    GraphShapePass sub(ctx_, n.subgraphs[k], SubgraphPath(path_, n, k), depth_ + 1, &inputs);
    sub.Run(nullptr);
    return !ctx_.stopped;
  }

  // The NetOutput of subgraph \p k of \p n if it was inferred (its producers were), else nullptr.
  static const Node* InferredNetOutput(const Node& n, size_t k) {
    for (const Node& m : n.subgraphs[k].nodes()) {
      if (m.type == detail::kNetOutputType) return m.state == NodeState::kInferred ? &m : nullptr;
    }
    return nullptr;
  }

  void RunBranches(Node& n) {
    std::vector<const Node*> outs(n.subgraphs.size(), nullptr);
    bool all_inferred = true;
    for (size_t k = 0; k < n.subgraphs.size(); ++k) {
      if (!RunSubgraph(n, k, n.input_descs)) return;  // stays as it was (not run)
      outs[k] = InferredNetOutput(n, k);
      all_inferred = all_inferred && outs[k] != nullptr;
    }
    if (!all_inferred) {  // the subgraph's own errors say why
      n.state = NodeState::kSkipped;
      SetUnknownOutputs(n, ctx_.formats_refined);
      return;
    }
    const std::optional<size_t> taken = TakenBranch(n);
    for (size_t i = 0; i < n.outputs.size(); ++i) {
      GraphTensorDesc merged = outs[taken.value_or(0)]->input_descs[i];
      std::optional<ShapeRange> bounds = BoundsOf(merged);
      for (size_t k = 0; k < outs.size(); ++k) {
        if (k == taken.value_or(0)) continue;
        const GraphTensorDesc& other = outs[k]->input_descs[i];
        if (other.dtype != merged.dtype) {
          AddError(n, ErrorCode::kGraphSubgraphMismatch,
                   "output " + std::to_string(i) + ": subgraph '" + n.subgraphs[0].name() + "' returns " +
                       DataTypeToString(merged.dtype) + ", subgraph '" + n.subgraphs[k].name() + "' returns " +
                       DataTypeToString(other.dtype));
          Fail(n);
          return;
        }
        if (!taken) MergeShape(other, &merged, &bounds);
      }
      merged.range = HasUnknownDim(merged.origin_shape) ? bounds : std::nullopt;
      SetOutput(merged, &n.outputs[i], !ctx_.formats_refined);
      NameBranchDims(n, i, outs, taken);
    }
    n.state = NodeState::kInferred;
  }

  // Output \p i of branch op \p n with -1 dims, whose branches return it from \p outs (their NetOutputs) and which
  // takes branch \p taken if known (Note [Dim identities] in shape_values.h): the dims' expressions of the taken
  // branch's result where they hold only data-dependent symbols; else, where a branch's result has dims'
  // expressions, data-dependent symbols of its own.
  void NameBranchDims(const Node& n, size_t i, const std::vector<const Node*>& outs, std::optional<size_t> taken) {
    const DimVector& shape = n.outputs[i].origin_shape;
    if (ctx_.dim_expressions.empty() || IsUnknownRank(shape) || !HasUnknownDim(shape)) return;
    const auto result_dims = [&](size_t k) -> const std::vector<ge::Expression>* {
      if (i >= outs[k]->inputs.size() || outs[k]->inputs[i].sources.empty()) return nullptr;
      const OutputRef result = outs[k]->inputs[i].sources.front();
      const auto it = ctx_.dim_expressions.find({&n.subgraphs[k].node(result.node), result.index});
      return it != ctx_.dim_expressions.end() && it->second.size() == shape.size() ? &it->second : nullptr;
    };
    const auto output = static_cast<uint32_t>(i);
    if (taken) {
      const std::vector<ge::Expression>* given = result_dims(*taken);
      const SymbolKinds kinds = given != nullptr ? SymbolKindsOf(*given) : SymbolKinds();
      if (kinds.data_dependent && !kinds.other) {
        ctx_.dim_expressions[{&n, output}] = *given;
        return;
      }
    }
    for (size_t k = 0; k < outs.size(); ++k) {
      if (result_dims(k) != nullptr) {
        ctx_.dim_expressions[{&n, output}] = DataDependentDims(n, output);
        return;
      }
    }
  }

  // The branch a branch op takes for certain (Note [Known conditions]), or nullopt.
  std::optional<size_t> TakenBranch(const Node& n) const {
    const ControlFlowKind kind = ControlFlowKindOf(n.type);
    if ((kind != ControlFlowKind::kIf && kind != ControlFlowKind::kCase) || n.inputs.empty() ||
        n.inputs[0].sources.size() != 1) {
      return std::nullopt;
    }
    const OutputRef s = n.inputs[0].sources[0];
    const std::vector<uint8_t>* value = ValueOf(s);
    if (value == nullptr) return std::nullopt;
    const GraphTensorDesc& desc = g_.node(s.node).outputs[s.index];
    const std::optional<std::vector<double>> numbers = DecodeNumbers(desc.dtype, *value);
    if (!numbers || numbers->size() != 1 || std::isnan((*numbers)[0])) return std::nullopt;
    const double v = (*numbers)[0];
    const bool scalar = desc.origin_shape.empty();
    if (kind == ControlFlowKind::kIf) {
      if (v != 0) return 0;                          // then_branch, by value and by being non-empty alike
      return scalar ? std::optional<size_t>(1) : std::nullopt;  // [false]: else by value, then as non-empty
    }
    if (!scalar || v < 0) return std::nullopt;
    return std::min(static_cast<size_t>(v), n.subgraphs.size() - 1);  // past the end: the last branch
  }

  // The merge rule on shapes: an unknown or different rank gives [-2]; dims that differ become -1; \p bounds
  // accumulates the union of the per-dim bounds (nullopt once one is unknown).
  static void MergeShape(const GraphTensorDesc& other, GraphTensorDesc* merged, std::optional<ShapeRange>* bounds) {
    DimVector& shape = merged->origin_shape;
    const DimVector& theirs = other.origin_shape;
    if (IsUnknownRank(shape) || IsUnknownRank(theirs) || shape.size() != theirs.size()) {
      SetShape(merged, {-2});
      bounds->reset();
      return;
    }
    for (size_t d = 0; d < shape.size(); ++d) {
      if (shape[d] != theirs[d]) shape[d] = -1;
    }
    merged->storage_shape = shape;
    const std::optional<ShapeRange> other_bounds = BoundsOf(other);
    if (!*bounds || !other_bounds) {
      bounds->reset();
      return;
    }
    for (size_t d = 0; d < shape.size(); ++d) {
      auto& [lo, hi] = (**bounds)[d];
      const auto [olo, ohi] = (*other_bounds)[d];
      lo = std::min(lo, olo);
      hi = hi == -1 || ohi == -1 ? -1 : std::max(hi, ohi);
    }
  }

  // Widens loop variable \p var by the body's output \p out (Note [While loops]); true if it changed.
  static bool WidenLoopVariable(const GraphTensorDesc& out, GraphTensorDesc* var) {
    const DimVector& theirs = out.origin_shape;
    DimVector shape = var->origin_shape;
    if (shape == theirs) return false;
    if (IsUnknownRank(shape) || IsUnknownRank(theirs) || shape.size() != theirs.size()) {
      SetShape(var, {-2});
      var->range.reset();
      return true;
    }
    ShapeRange range(shape.size(), {1, -1});
    for (size_t d = 0; d < shape.size(); ++d) {
      if (shape[d] != theirs[d]) shape[d] = -1;
      if (shape[d] >= 0) range[d] = {shape[d], shape[d]};
    }
    SetShape(var, std::move(shape));
    var->range = std::move(range);
    return true;
  }

  void RunLoop(Node& n) {
    std::vector<GraphTensorDesc> vars = n.input_descs;
    std::vector<size_t> still_changing;
    for (int round = 0; round < kMaxLoopIterations; ++round) {
      if (!RunSubgraph(n, 0, vars) || !RunSubgraph(n, 1, vars)) return;
      const Node* cond = InferredNetOutput(n, 0);
      const Node* body = InferredNetOutput(n, 1);
      if (cond == nullptr || body == nullptr) {  // the subgraph's own errors say why
        n.state = NodeState::kSkipped;
        SetUnknownOutputs(n, ctx_.formats_refined);
        return;
      }
      still_changing.clear();
      for (size_t i = 0; i < vars.size(); ++i) {
        const GraphTensorDesc& out = body->input_descs[i];
        if (out.dtype != vars[i].dtype) {
          AddError(n, ErrorCode::kGraphSubgraphMismatch,
                   "loop variable " + std::to_string(i) + " is " + DataTypeToString(vars[i].dtype) + ", but body '" +
                       n.subgraphs[1].name() + "' returns " + DataTypeToString(out.dtype) + " for it");
          Fail(n);
          return;
        }
        if (WidenLoopVariable(out, &vars[i])) still_changing.push_back(i);
      }
      if (still_changing.empty()) {
        for (size_t i = 0; i < n.outputs.size(); ++i) SetOutput(vars[i], &n.outputs[i], !ctx_.formats_refined);
        n.state = NodeState::kInferred;
        return;
      }
    }
    std::string which;
    for (size_t i : still_changing) which += (which.empty() ? "" : ", ") + std::to_string(i);
    AddError(n, ErrorCode::kGraphNoConvergence,
             "loop variable(s) " + which + " still change after " + std::to_string(kMaxLoopIterations) +
                 " passes over cond and body");
    Fail(n);
  }

  // Nodes never reached lie on a cycle or behind one. Walking back along pending inputs from any of them must reach
  // a cycle; each cycle is reported once, naming its nodes in edge order.
  void ReportCycles() {
    const size_t n = g_.size();
    // 0: not walked, 1: on the current walk, 2: walked before.
    std::vector<uint8_t> mark(n, 0);
    std::vector<uint8_t> on_cycle(n, 0);
    std::vector<NodeId> walk;
    for (size_t start = 0; start < n; ++start) {
      if (seen_[start] != 0 || mark[start] != 0) continue;
      walk.clear();
      NodeId cur = static_cast<NodeId>(start);
      while (mark[cur] == 0) {
        mark[cur] = 1;
        walk.push_back(cur);
        NodeId next = kInvalidNodeId;
        for (const NodeInput& in : g_.node(cur).inputs) {
          for (const OutputRef& s : in.sources) {
            if (seen_[s.node] == 0 && next == kInvalidNodeId) next = s.node;
          }
        }
        cur = next;  // never invalid: a node is unreached only behind an unreached producer
      }
      if (mark[cur] == 1) {  // closed a new cycle: walk[pos..] leads backwards from cur round to cur
        const size_t pos = static_cast<size_t>(std::find(walk.begin(), walk.end(), cur) - walk.begin());
        std::vector<NodeId> cycle(walk.begin() + static_cast<std::ptrdiff_t>(pos), walk.end());
        std::reverse(cycle.begin(), cycle.end());  // producer first
        std::string path;
        for (NodeId c : cycle) {
          path += "'" + g_.node(c).name + "' -> ";
          on_cycle[c] = 1;
        }
        path += "'" + g_.node(cycle.front()).name + "'";
        AddError(g_.node(cycle.front()), ErrorCode::kGraphCycle, "the graph has a cycle: " + path);
      }
      for (NodeId w : walk) mark[w] = 2;
      if (ctx_.stopped) break;
    }
    for (size_t i = 0; i < n; ++i) {
      if (seen_[i] != 0) continue;
      Node& node = g_.node(static_cast<NodeId>(i));
      if (node.state == NodeState::kNotRun) node.state = on_cycle[i] != 0 ? NodeState::kFailed : NodeState::kSkipped;
    }
  }

  PassContext& ctx_;
  ComputeGraph& g_;
  const std::string path_;  // empty for the root graph
  const size_t depth_;
  const std::vector<GraphTensorDesc>* parent_inputs_;  // a subgraph's: the parent's input descs
  std::vector<uint32_t> in_degree_;
  std::vector<uint32_t> pending_;
  std::vector<uint8_t> seen_;
  std::vector<uint8_t> queued_;
  std::vector<uint32_t> consumer_begin_;
  std::vector<Edge> consumers_;
  std::deque<NodeId> queue_;
  size_t visits_ = 0;
  bool report_progress_ = false;  // GraphInferOptions::progress, for the root graph's Run
  size_t ran_ = 0;                // nodes run at least once, while report_progress_
  std::vector<RuleInput> rule_inputs_;  // ComputeValues', reused
  std::vector<detail::HostKernelInput> kernel_inputs_;  // FoldOnHost's, reused
};

}  // namespace

void RunInferShapePass(PassContext& ctx, ComputeGraph& graph, std::vector<NodeId>* order) {
  GraphShapePass(ctx, graph, "", 0, nullptr).Run(order);
}

const std::vector<uint8_t>* OutputValue(const ComputeGraph& g, OutputRef s) {
  const Node& p = g.node(s.node);
  if (p.type == detail::kConstType) return p.tensor && p.tensor->value ? &*p.tensor->value : nullptr;
  const std::optional<std::vector<uint8_t>>& computed = p.outputs[s.index].value;
  return computed ? &*computed : nullptr;
}

// True if inference of \p n reads the value of its IR input \p k when the graph has it: a data-dependent input, an
// input of a V1-inferred op, or any input of a node with an inference rule (whose `v` symbols read values).
bool SeesInputValue(const Node& n, const OpEntry& entry, size_t k) {
  return entry.functions.SeesInputValue(k) || n.FindAttr(kInferenceRuleAttr) != nullptr;
}

OpQuery& BuildGraphNodeQuery(NodeQuery& nq, const ComputeGraph& g, const Node& n, const OpEntry& entry,
                             bool formats_refined) {
  OpQuery& q = nq.Refill(n, [&](size_t k, size_t flat, OutputRef source, TensorDesc* t) {
    SetQueryTensor(n.input_descs[flat], true, t);
    if (SeesInputValue(n, entry, k)) {
      if (const std::vector<uint8_t>* value = OutputValue(g, source)) t->value = *value;
    }
  });
  nq.options.allow_need_repass = true;
  if (formats_refined) {
    nq.options.keep_formats = true;
    nq.UseOutputFormats(n);
  }
  return q;
}

namespace {

bool SameOutputHints(const std::vector<OutputHint>& a, const std::vector<OutputHint>& b) {
  if (a.size() != b.size()) return false;
  for (size_t k = 0; k < a.size(); ++k) {
    if (a[k].dtype != b[k].dtype || a[k].format != b[k].format || a[k].storage_format != b[k].storage_format ||
        a[k].count != b[k].count) {
      return false;
    }
  }
  return true;
}

// The attrs of \p n a query passes the op (all but the graph's own, as NodeQuery::Refill sets them up), in order.
bool SameOpAttrs(const Node& a, const Node& b) {
  size_t i = 0;
  size_t j = 0;
  while (true) {
    while (i < a.attrs.size() && IsGraphAttr(a.attrs[i].first)) ++i;
    while (j < b.attrs.size() && IsGraphAttr(b.attrs[j].first)) ++j;
    if (i == a.attrs.size() || j == b.attrs.size()) return i == a.attrs.size() && j == b.attrs.size();
    if (a.attrs[i].first != b.attrs[j].first || !(a.attrs[i].second == b.attrs[j].second)) return false;
    ++i;
    ++j;
  }
}

}  // namespace

bool SameGraphNodeQuery(const ComputeGraph& ga, const Node& a, const ComputeGraph& gb, const Node& b,
                        const OpEntry& entry, bool formats_refined) {
  if (a.type != b.type || a.inputs.size() != b.inputs.size() || !SameOutputHints(a.output_hints, b.output_hints) ||
      !SameOpAttrs(a, b)) {
    return false;
  }
  size_t flat = 0;
  for (size_t k = 0; k < a.inputs.size(); ++k) {  // what Refill and BuildGraphNodeQuery's fill read
    const NodeInput& x = a.inputs[k];
    const NodeInput& y = b.inputs[k];
    if (x.kind != y.kind || x.sources.size() != y.sources.size()) return false;
    for (size_t i = 0; i < QueryInstances(x); ++i, ++flat) {
      if (flat >= a.input_descs.size() || flat >= b.input_descs.size()) return false;
      const GraphTensorDesc& u = a.input_descs[flat];
      const GraphTensorDesc& v = b.input_descs[flat];
      if (u.dtype != v.dtype || u.origin_format != v.origin_format || u.origin_shape != v.origin_shape ||
          u.range != v.range) {
        return false;
      }
      if (SeesInputValue(a, entry, k)) {
        const std::vector<uint8_t>* p = OutputValue(ga, x.sources[i]);
        const std::vector<uint8_t>* q = OutputValue(gb, y.sources[i]);
        if ((p == nullptr) != (q == nullptr) || (p != nullptr && *p != *q)) return false;
      }
    }
  }
  if (!formats_refined) return true;
  if (a.outputs.size() != b.outputs.size()) return false;
  for (size_t o = 0; o < a.outputs.size(); ++o) {
    if (a.outputs[o].origin_format != b.outputs[o].origin_format) return false;
  }
  return true;
}

bool InferNodeAgain(PassContext& ctx, ComputeGraph& graph, NodeId id) {
  GraphShapePass pass(ctx, graph, GraphShapePass::Unscheduled{});
  for (size_t visit = 0; visit < kRepassFactor; ++visit) {
    if (!pass.VisitOnce(id)) break;
  }
  return graph.node(id).state == NodeState::kInferred;
}

void RepassNodes(PassContext& ctx, ComputeGraph& graph, const std::vector<NodeId>& seeds,
                 const std::vector<NodeId>& ran) {
  GraphShapePass(ctx, graph, "", 0, nullptr).Repass(seeds, ran);
}

}  // namespace oppkit::detail
