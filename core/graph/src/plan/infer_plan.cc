// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferPlan and PlanRun (oppkit/graph/infer_plan.h, docs/plan.md).
//
// Note [Plan layout]
// Compile runs InferGraph on a copy of the graph and keeps it (PlanData::graph). Every output instance of every node
// becomes a tensor (PlanData::tensors, nodes in NodeId order); a run state owns one gert::StorageShape per tensor
// (PlanRun::shapes_). A kInferShape node's context is laid out by the context factory from the NodeDescription the
// node engine prepared for the compile-time query (captured by a NodeContinuation, so the node sees exactly what a
// query shows it: attrs coerced and defaulted, data-dependent inputs as Tensors with their constant values); the
// run state then points the context's input slots at its producers' tensors and its output slots at its own, so a
// node's output shape is written where its consumers read it and nothing is copied between nodes. Inputs that are
// Tensors (constant values bound at compile time) keep the factory's copy. After the op's InferShape wrote the
// origin shapes, the run derives each storage shape with the transfer the storage-format passes used
// (DeriveStorageShape with the tensor's reshape type), so a run gives what InferGraph gives for the same input
// shapes.
#include "oppkit/graph/infer_plan.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "exe_graph/runtime/kernel_context.h"
#include "oppkit/context_factory.h"
#include "oppkit/format_transfer.h"
#include "oppkit/core/node_engine.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/plugin_call.h"
#include "passes/graph_passes.h"
#include "passes/host_kernels.h"
#include "passes/shape_values.h"
#include "passes/storage_formats.h"

namespace oppkit {
namespace detail {

// One node of the plan, in run order.
struct PlanStep {
  NodeId node = kInvalidNodeId;
  PlanStrategy strategy = PlanStrategy::kConstant;
  const OpEntry* entry = nullptr;
  uint32_t first_output = 0;  // its tensors: [first_output, first_output + outputs)
  uint32_t outputs = 0;
  // Per flat input instance: the tensor that feeds it, or -1 for an input whose slot is a bound Tensor.
  std::vector<int64_t> input_tensors;
  // kInput: the input's index.
  size_t input = 0;
  // kInferShape: the node as the node engine prepared it, its attrs and constant values owned here.
  NodeDescription desc;
  std::vector<std::vector<uint8_t>> values;
};

struct PlanData {
  const RegistrySnapshot* snapshot = nullptr;
  GraphInferOptions infer_options;
  ComputeGraph graph;
  std::vector<PlanInput> inputs;
  std::vector<PlanTensor> tensors;
  std::vector<PlanStep> steps;
  std::vector<uint32_t> observed;
  PlanStats stats;
  std::vector<uint32_t> first_tensor;  // per node: its first tensor
  std::vector<NodeId> tensor_node;     // per tensor: its node
  bool has_graph_engine = false;
};

namespace {

// The NodeDescription the node engine prepared for one compile-time query, with its attrs and values copied
// (Note [Plan layout]).
class CaptureNode final : public NodeContinuation {
 public:
  explicit CaptureNode(PlanStep& step) : step_(step) { needs_known_shapes = false; }

  Status Run(const OpEntry& /*entry*/, const NodeDescription& node, NodeContexts& /*contexts*/,
             const QueryResult& /*result*/, const AttrValue* const* attrs, size_t attr_count) override {
    step_.desc = node;
    step_.desc.attrs.clear();
    step_.desc.attrs.reserve(attr_count);
    for (size_t a = 0; a < attr_count; ++a) step_.desc.attrs.push_back(*attrs[a]);
    step_.values.clear();
    step_.values.reserve(node.inputs.size());
    for (TensorDescription& in : step_.desc.inputs) {
      if (in.data == nullptr) continue;
      const auto* bytes = static_cast<const uint8_t*>(in.data);
      step_.values.emplace_back(bytes, bytes + in.data_size);
      in.data = step_.values.back().data();
    }
    return Status::Ok();
  }

 private:
  PlanStep& step_;
};

bool IsRootData(const Node& n) { return n.type == kDataNodeType; }

// Copies \p dims into \p shape (at most kMaxDimNum).
void SetDims(gert::Shape& shape, const DimVector& dims) {
  shape.SetDimNum(std::min(dims.size(), gert::Shape::kMaxDimNum));
  for (size_t d = 0; d < shape.GetDimNum(); ++d) shape.SetDim(d, dims[d]);
}

bool HasUnknownDims(const gert::Shape& s) {
  for (size_t d = 0; d < s.GetDimNum(); ++d) {
    if (s.GetDim(d) < 0) return true;
  }
  return false;
}

std::string DimsText(const int64_t* dims, size_t rank) {
  std::string s = "[";
  for (size_t d = 0; d < rank; ++d) s += (d == 0 ? "" : ", ") + std::to_string(dims[d]);
  return s + "]";
}

std::string ShapeText(const gert::Shape& shape) { return DimsText(&shape[0], shape.GetDimNum()); }

class PlanCompiler {
 public:
  PlanCompiler(const RegistrySnapshot& snapshot, const PlanOptions& options, PlanData& plan)
      : snapshot_(snapshot), options_(options), plan_(plan) {}

  Status Compile(const ComputeGraph& source) {
    plan_.snapshot = &snapshot_;
    plan_.infer_options = options_.infer;
    plan_.infer_options.strict = false;
    plan_.graph = source;
    Result<GraphInferReport> report = InferGraph(snapshot_, plan_.graph, plan_.infer_options);
    if (!report.ok()) return report.status();
    if (!report->errors.empty()) {
      const GraphError& e = report->errors.front();
      return Status(ErrorCode::kPlanCompileFailed,
                    fmt::format("graph '{}': {} error(s) at compile time; the first: {}", plan_.graph.name(),
                                report->errors.size(), e.status.message()));
    }
    NumberTensors();
    CollectInputs();
    OPPKIT_RETURN_IF_ERROR(Observe());
    const std::vector<bool> needed = NeededNodes();
    varies_.assign(plan_.graph.size(), false);
    carries_values_.assign(plan_.graph.size(), false);
    for (NodeId id : TopologicalOrder(plan_.graph)) {
      const Node& n = plan_.graph.node(id);
      if (n.type == kNetOutputNodeType) continue;
      OPPKIT_RETURN_IF_ERROR(AddStep(id, needed[id]));
    }
    return Status::Ok();
  }

 private:
  void NumberTensors() {
    const ComputeGraph& g = plan_.graph;
    plan_.first_tensor.resize(g.size());
    for (NodeId id = 0; id < g.size(); ++id) {
      const Node& n = g.node(id);
      plan_.first_tensor[id] = static_cast<uint32_t>(plan_.tensors.size());
      for (size_t k = 0; k < n.outputs.size(); ++k) {
        const GraphTensorDesc& d = n.outputs[k];
        plan_.tensor_node.push_back(id);
        PlanTensor& t = plan_.tensors.emplace_back();
        t.name = d.name;
        t.node = n.name;
        t.op_type = n.type;
        t.output = static_cast<uint32_t>(k);
        t.dtype = d.dtype;
        t.origin_format = d.origin_format;
        t.storage_format = d.storage_format;
        t.reshape_type = d.reshape_type;
        SetDims(t.compiled.MutableOriginShape(), d.origin_shape);
        SetDims(t.compiled.MutableStorageShape(), d.storage_shape);
        if (d.range) {
          for (const auto& [lo, hi] : *d.range) t.range.emplace_back(lo, hi);
        }
      }
    }
  }

  void CollectInputs() {
    const ComputeGraph& g = plan_.graph;
    for (NodeId id = 0; id < g.size(); ++id) {
      const Node& n = g.node(id);
      if (!IsRootData(n) || !n.tensor) continue;
      PlanInput& in = plan_.inputs.emplace_back();
      in.name = n.name;
      in.declared.assign(n.tensor->shape.begin(), n.tensor->shape.end());
      if (n.tensor->range) {
        for (const auto& [lo, hi] : *n.tensor->range) in.range.emplace_back(lo, hi);
      }
      in.tensor = plan_.first_tensor[id];
    }
    const auto index_of = [&](const PlanInput& in) {
      const AttrValue* v = g.node(g.FindNode(in.name)).FindAttr("index");
      return v != nullptr && v->type() == AttrType::kInt ? v->GetInt() : 0;
    };
    std::stable_sort(plan_.inputs.begin(), plan_.inputs.end(),
                     [&](const PlanInput& a, const PlanInput& b) { return index_of(a) < index_of(b); });
  }

  uint32_t TensorOf(OutputRef s) const { return plan_.first_tensor[s.node] + s.index; }

  Status Observe() {
    const ComputeGraph& g = plan_.graph;
    std::vector<uint32_t>& observed = plan_.observed;
    if (options_.observe == PlanObserve::kNamed) {
      for (const std::string& name : options_.observed) {
        auto it = std::find_if(plan_.tensors.begin(), plan_.tensors.end(),
                               [&](const PlanTensor& t) { return t.name == name; });
        if (it == plan_.tensors.end()) {
          return Status(ErrorCode::kPlanUnknownTensor,
                        fmt::format("graph '{}': no tensor is named '{}'", g.name(), name));
        }
        observed.push_back(static_cast<uint32_t>(it - plan_.tensors.begin()));
      }
      return Status::Ok();
    }
    const NodeId net_output = options_.observe == PlanObserve::kAll ? kInvalidNodeId : FindNetOutput();
    if (net_output == kInvalidNodeId) {
      for (uint32_t t = 0; t < plan_.tensors.size(); ++t) observed.push_back(t);
      return Status::Ok();
    }
    for (const NodeInput& in : g.node(net_output).inputs) {
      for (const OutputRef& s : in.sources) observed.push_back(TensorOf(s));
    }
    return Status::Ok();
  }

  NodeId FindNetOutput() const {
    for (NodeId id = 0; id < plan_.graph.size(); ++id) {
      if (plan_.graph.node(id).type == kNetOutputNodeType) return id;
    }
    return kInvalidNodeId;
  }

  // The nodes an observed tensor depends on (GE's Pruner keeps them; the others do not run).
  std::vector<bool> NeededNodes() const {
    const ComputeGraph& g = plan_.graph;
    std::vector<bool> needed(g.size(), false);
    std::vector<NodeId> stack;
    for (uint32_t t : plan_.observed) stack.push_back(plan_.tensor_node[t]);
    while (!stack.empty()) {
      const NodeId id = stack.back();
      stack.pop_back();
      if (needed[id]) continue;
      needed[id] = true;
      for (const NodeInput& in : g.node(id).inputs) {
        for (const OutputRef& s : in.sources) stack.push_back(s.node);
      }
    }
    return needed;
  }

  Status AddStep(NodeId id, bool needed) {
    const Node& n = plan_.graph.node(id);
    PlanStep& step = plan_.steps.emplace_back();
    step.node = id;
    step.first_output = plan_.first_tensor[id];
    step.outputs = static_cast<uint32_t>(n.outputs.size());
    for (const NodeInput& in : n.inputs) {
      for (const OutputRef& s : in.sources) step.input_tensors.push_back(TensorOf(s));
    }
    bool varies = false;
    for (const NodeInput& in : n.inputs) {
      for (const OutputRef& s : in.sources) varies = varies || varies_[s.node];
    }
    const OpEntry* entry = IsRootData(n) ? nullptr : snapshot_.Find(n.type);  // one lookup for both uses below
    carries_values_[id] = !IsRootData(n) && CarriesValues(n, entry);
    if (IsRootData(n)) {
      step.strategy = PlanStrategy::kInput;
      for (size_t i = 0; i < plan_.inputs.size(); ++i) {
        if (plan_.inputs[i].tensor == step.first_output) step.input = i;
      }
      const TensorDesc& t = *n.tensor;
      varies = std::any_of(t.shape.begin(), t.shape.end(), [](int64_t d) { return d < 0; });
    } else if (!varies) {
      step.strategy = PlanStrategy::kConstant;
    } else if (!needed) {
      step.strategy = PlanStrategy::kPruned;
    } else if (n.inserted) {
      step.strategy = PlanStrategy::kStorageTransfer;
    } else {
      step.entry = entry;
      step.strategy = step.entry == nullptr || ComputesFromValues(id, n, *step.entry) ? PlanStrategy::kGraphEngine
                                                                                      : CompileInferShape(n, step);
    }
    varies_[id] = varies;
    for (uint32_t t = 0; t < step.outputs; ++t) {
      PlanTensor& tensor = plan_.tensors[step.first_output + t];
      tensor.strategy = step.strategy;
      tensor.depends_on_compute = step.entry != nullptr && t < 64 &&
                                  ((step.entry->functions.output_shape_depend_on_compute >> t) & 1U) != 0;
    }
    PlanStats& stats = plan_.stats;
    switch (step.strategy) {
      case PlanStrategy::kInput: ++stats.inputs; break;
      case PlanStrategy::kConstant: ++stats.constants; break;
      case PlanStrategy::kInferShape: ++stats.infer_shape; break;
      case PlanStrategy::kGraphEngine: ++stats.graph_engine; plan_.has_graph_engine = true; break;
      case PlanStrategy::kStorageTransfer: ++stats.storage_transfers; break;
      case PlanStrategy::kPruned: ++stats.pruned; break;
    }
    return Status::Ok();
  }

  // Note [Plan strategies]: a varying node takes the graph engine when its shapes follow from values that change
  // with the inputs: it owns subgraphs, a data-dependent input of it varies, or it is one whose values the InferShape
  // pass computes (an op with a symbolic rule and a small integer output: Shape, Gather, Concat, ... in shape
  // arithmetic; Note [Values in the InferShape pass]), or one it folds with a host kernel (Note [Host kernels]).
  bool ComputesFromValues(NodeId id, const Node& n, const OpEntry& entry) const {
    if (!n.subgraphs.empty()) return true;
    for (size_t k = 0; k < n.inputs.size(); ++k) {
      if (!entry.functions.SeesInputValue(k)) continue;
      for (const OutputRef& s : n.inputs[k].sources) {
        if (varies_[s.node]) return true;
      }
    }
    return carries_values_[id];
  }

  // True if the InferShape pass may compute values for node \p id's outputs at run time: a Const, an op whose rule
  // computes small integer values, or one with a host kernel whose every input carries values (Note [Host kernels]:
  // the float arithmetic of activations never has values to fold, and stays on the InferShape path).
  bool CarriesValues(const Node& n, const OpEntry* entry) const {
    if (n.type == kConstNodeType) return true;
    if (entry == nullptr) return false;
    if (entry->functions.infer_symbol_shape != nullptr &&
        std::any_of(n.outputs.begin(), n.outputs.end(),
                    [](const GraphTensorDesc& d) { return CanHoldComputedValue(d); })) {
      return true;
    }
    if (!FoldsOnHost(n)) return false;
    for (const NodeInput& in : n.inputs) {
      for (const OutputRef& s : in.sources) {
        if (!carries_values_[s.node]) return false;
      }
    }
    return true;
  }

  // Prepares \p n for its InferShape through the node engine, the query the InferShape pass asks about it
  // (Note [Plan layout]); kGraphEngine if the engine cannot (no InferShape, a data-dependent input without value).
  PlanStrategy CompileInferShape(const Node& n, PlanStep& step) {
    if (step.entry == nullptr || !step.entry->prototype || step.entry->functions.infer_shape == nullptr) {
      return PlanStrategy::kGraphEngine;
    }
    const OpEntry& entry = *step.entry;
    OpQuery& q = BuildGraphNodeQuery(query_, plan_.graph, n, entry, /*formats_refined=*/true);
    CaptureNode capture(step);
    query_.options.next = &capture;
    if (!RunNode(entry, q, query_.options, &query_.result).ok()) return PlanStrategy::kGraphEngine;
    // Inputs given as Tensors (the data-dependent ones, with their constant values) keep their own slot.
    std::vector<int64_t> inputs = step.input_tensors;
    size_t flat = 0;
    for (size_t k = 0; k < step.desc.input_instance_counts.size(); ++k) {
      const bool tensor = k < 64 && ((step.desc.data_dependency >> k) & 1U) != 0;
      for (uint32_t i = 0; i < step.desc.input_instance_counts[k]; ++i, ++flat) {
        if (tensor && flat < inputs.size()) inputs[flat] = -1;
      }
    }
    if (flat != inputs.size() || step.desc.outputs.size() != step.outputs) return PlanStrategy::kGraphEngine;
    step.input_tensors = std::move(inputs);
    return PlanStrategy::kInferShape;
  }

  const RegistrySnapshot& snapshot_;
  const PlanOptions& options_;
  PlanData& plan_;
  std::vector<bool> varies_;          // per node: its shapes can change with the input shapes
  std::vector<bool> carries_values_;  // per node: CarriesValues
  NodeQuery query_;
};

}  // namespace
}  // namespace detail

using detail::DimsText;
using detail::HasUnknownDims;
using detail::SetDims;
using detail::ShapeText;

// --- InferPlan ------------------------------------------------------------------------------------------------

InferPlan::InferPlan(std::unique_ptr<detail::PlanData> data) : data_(std::move(data)) {}
InferPlan::InferPlan(InferPlan&&) noexcept = default;
InferPlan& InferPlan::operator=(InferPlan&&) noexcept = default;
InferPlan::~InferPlan() = default;

Result<InferPlan> InferPlan::Compile(const RegistrySnapshot& snapshot, const ComputeGraph& graph,
                                     const PlanOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  auto data = std::make_unique<detail::PlanData>();
  OPPKIT_RETURN_IF_ERROR(detail::PlanCompiler(snapshot, options, *data).Compile(graph));
  data->stats.compile_ns = static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start).count());
  return InferPlan(std::move(data));
}

const std::vector<PlanInput>& InferPlan::inputs() const { return data_->inputs; }
const std::vector<PlanTensor>& InferPlan::tensors() const { return data_->tensors; }
const std::vector<uint32_t>& InferPlan::observed() const { return data_->observed; }
const PlanStats& InferPlan::stats() const { return data_->stats; }
const ComputeGraph& InferPlan::graph() const { return data_->graph; }

int64_t InferPlan::FindTensor(std::string_view name) const {
  for (size_t t = 0; t < data_->tensors.size(); ++t) {
    if (data_->tensors[t].name == name) return static_cast<int64_t>(t);
  }
  return -1;
}

int64_t InferPlan::FindInput(std::string_view name) const {
  for (size_t i = 0; i < data_->inputs.size(); ++i) {
    if (data_->inputs[i].name == name) return static_cast<int64_t>(i);
  }
  return -1;
}

// --- PlanRun --------------------------------------------------------------------------------------------------

struct PlanRun::Impl {
  explicit Impl(const detail::PlanData& plan)
      : report(), context(*plan.snapshot, plan.infer_options, report) {
    context.formats_refined = true;
  }
  // Per step: the kInferShape node's context (empty holders for the other strategies).
  std::vector<gert::ContextHolder<gert::InferShapeContext>> holders;
  std::vector<gert::InferShapeContext*> contexts;
  // The graph engine's state: a copy of the compiled graph and a pass context over it.
  ComputeGraph graph;
  GraphInferReport report;
  detail::PassContext context;
  // The shapes given for the next run, per input (rank 0 and `given` false: the declared shape).
  std::vector<gert::Shape> input_shapes;
  std::vector<bool> given;
};

PlanRun::PlanRun(const InferPlan& plan) : plan_(&plan) {
  const detail::PlanData& data = *plan.data_;
  impl_ = std::make_unique<Impl>(data);
  shapes_.resize(data.tensors.size());
  for (size_t t = 0; t < data.tensors.size(); ++t) shapes_[t] = data.tensors[t].compiled;
  impl_->input_shapes.resize(data.inputs.size());
  impl_->given.assign(data.inputs.size(), false);
  if (data.has_graph_engine) {
    impl_->graph = data.graph;
    // A control-flow node runs its subgraphs as the InferShape pass does, before any storage format was chosen:
    // without the TransData nodes the storage-format passes inserted there (whose InferShape answers in the
    // storage format). The root graph's own are kStorageTransfer steps, which the graph engine never visits.
    for (NodeId id = 0; id < impl_->graph.size(); ++id) {
      for (ComputeGraph& sub : impl_->graph.node(id).subgraphs) (void)detail::RemoveInsertedNodes(sub);
    }
  }
  impl_->holders.resize(data.steps.size());
  impl_->contexts.assign(data.steps.size(), nullptr);
  for (size_t s = 0; s < data.steps.size(); ++s) {
    const detail::PlanStep& step = data.steps[s];
    if (step.strategy != PlanStrategy::kInferShape) continue;
    impl_->holders[s] = BuildInferShapeContext(step.desc);
    gert::InferShapeContext* ctx = impl_->holders[s].GetContext();
    if (ctx == nullptr) continue;  // Run reports it (plan.node_failed)
    auto* kernel = reinterpret_cast<gert::KernelContext*>(ctx);
    for (size_t i = 0; i < step.input_tensors.size(); ++i) {
      if (step.input_tensors[i] >= 0) {
        kernel->MutableInput(i)->Set(&shapes_[static_cast<size_t>(step.input_tensors[i])], nullptr);
      }
    }
    for (uint32_t o = 0; o < step.outputs; ++o) kernel->GetOutput(o)->Set(&shapes_[step.first_output + o], nullptr);
    impl_->contexts[s] = ctx;
  }
}

PlanRun::PlanRun(PlanRun&&) noexcept = default;
PlanRun& PlanRun::operator=(PlanRun&&) noexcept = default;
PlanRun::~PlanRun() = default;

Status PlanRun::SetInputShape(size_t input, const int64_t* dims, size_t rank) {
  const std::vector<PlanInput>& inputs = plan_->data_->inputs;
  if (input >= inputs.size()) {
    return Status(ErrorCode::kPlanBadInput,
                  fmt::format("input {}: the graph has {} input(s)", input, inputs.size()));
  }
  const PlanInput& in = inputs[input];
  const bool unknown_rank = in.declared.size() == 1 && in.declared[0] == -2;
  if (!unknown_rank && rank != in.declared.size()) {
    return Status(ErrorCode::kPlanBadInput,
                  fmt::format("input '{}': shape {} has rank {}, the graph declares {} (rank {})", in.name,
                              DimsText(dims, rank), rank, DimsText(in.declared.data(), in.declared.size()),
                              in.declared.size()));
  }
  if (rank > gert::Shape::kMaxDimNum) {
    return Status(ErrorCode::kPlanBadInput, fmt::format("input '{}': rank {} exceeds {}", in.name, rank,
                                                        gert::Shape::kMaxDimNum));
  }
  for (size_t d = 0; d < rank; ++d) {
    if (dims[d] < 0) {
      return Status(ErrorCode::kPlanBadInput,
                    fmt::format("input '{}': dim {} of {} is {}; a run needs exact dims", in.name, d,
                                DimsText(dims, rank), dims[d]));
    }
    if (unknown_rank) continue;
    if (in.declared[d] >= 0 && dims[d] != in.declared[d]) {
      return Status(ErrorCode::kPlanBadInput,
                    fmt::format("input '{}': dim {} of {} is {}, the graph fixes it to {} (declared {})", in.name, d,
                                DimsText(dims, rank), dims[d], in.declared[d],
                                DimsText(in.declared.data(), in.declared.size())));
    }
    if (d < in.range.size()) {
      const auto [lo, hi] = in.range[d];
      if (dims[d] < lo || (hi >= 0 && dims[d] > hi)) {
        return Status(ErrorCode::kPlanInputOutOfRange,
                      fmt::format("input '{}': dim {} of {} is {}, outside its range [{}, {}]", in.name, d,
                                  DimsText(dims, rank), dims[d], lo, hi));
      }
    }
  }
  gert::Shape& shape = impl_->input_shapes[input];
  shape.SetDimNum(rank);
  for (size_t d = 0; d < rank; ++d) shape.SetDim(d, dims[d]);
  impl_->given[input] = true;
  return Status::Ok();
}

Status PlanRun::SetInputShape(std::string_view name, const std::vector<int64_t>& dims) {
  const int64_t input = plan_->FindInput(name);
  if (input < 0) {
    return Status(ErrorCode::kPlanBadInput, fmt::format("the graph has no input named '{}'", name));
  }
  return SetInputShape(static_cast<size_t>(input), dims.data(), dims.size());
}

namespace {

// Storage shape of tensor \p t from its origin shape, with the transfer the storage-format passes used.
Status DeriveStorage(const PlanTensor& t, gert::StorageShape& shape) {
  const gert::Shape& origin = shape.GetOriginShape();
  if (t.storage_format == t.origin_format && t.reshape_type.empty()) {
    shape.MutableStorageShape() = origin;
    return Status::Ok();
  }
  const TransferStatus st = DeriveStorageShape(t.origin_format, t.storage_format, t.dtype, origin,
                                               shape.MutableStorageShape(), t.reshape_type);
  if (st == TransferStatus::kSuccess) return Status::Ok();
  return Status(ErrorCode::kPlanBadStorageFormat,
                fmt::format("node '{}' ({}) output {} '{}': {}", t.node, t.op_type, t.output, t.name,
                            TransferErrorMessage(st, t.origin_format, t.storage_format, t.dtype, origin)));
}

[[gnu::cold]] Status NodeFailed(const Node& n, const std::string& why) {
  return Status(ErrorCode::kPlanNodeFailed, fmt::format("node '{}' ({}): {}", n.name, n.type, why));
}

}  // namespace

Status PlanRun::Run() {
  const detail::PlanData& data = *plan_->data_;
  state_ = PlanRunState::kReady;
  for (size_t i = 0; i < data.inputs.size(); ++i) {
    const PlanInput& in = data.inputs[i];
    gert::StorageShape& shape = shapes_[in.tensor];
    if (impl_->given[i]) {
      shape.MutableOriginShape() = impl_->input_shapes[i];
    } else {
      shape.MutableOriginShape() = data.tensors[in.tensor].compiled.GetOriginShape();
      if (HasUnknownDims(shape.GetOriginShape())) {
        return Status(ErrorCode::kPlanBadInput,
                      fmt::format("input '{}': its declared shape {} has unknown dims; give its shape", in.name,
                                  ShapeText(shape.GetOriginShape())));
      }
    }
    OPPKIT_RETURN_IF_ERROR(DeriveStorage(data.tensors[in.tensor], shape));
  }
  return RunFrom(0);
}

Status PlanRun::RunFrom(size_t first) {
  const std::vector<detail::PlanStep>& steps = plan_->data_->steps;
  for (size_t s = first; s < steps.size(); ++s) {
    bool stop = false;
    Status st = RunStep(s, &stop);
    if (!st.ok()) {
      state_ = PlanRunState::kReady;
      return st;
    }
    if (stop) {
      state_ = PlanRunState::kWaitingForShape;
      resume_step_ = s + 1;
      const PlanTensor& t = plan_->data_->tensors[static_cast<size_t>(pending_tensor_)];
      return Status(ErrorCode::kPlanDependsOnCompute,
                    fmt::format("node '{}' ({}) output {} '{}': its shape depends on the computed values (bound {}); "
                                "set it with SetComputedShape, then Resume",
                                t.node, t.op_type, t.output, t.name, ShapeText(shapes_[pending_tensor_].GetOriginShape())));
    }
  }
  state_ = PlanRunState::kDone;
  return Status::Ok();
}

Status PlanRun::RunStep(size_t s, bool* stop) {
  const detail::PlanData& data = *plan_->data_;
  const detail::PlanStep& step = data.steps[s];
  if (step.strategy == PlanStrategy::kStorageTransfer) {
    // Note [Plan layout]: InferGraph writes an inserted TransData's output desc itself (its origin shape is its
    // input's); the op's InferShape, which answers in the storage format, never runs on it.
    gert::StorageShape& out = shapes_[step.first_output];
    out.MutableOriginShape() = shapes_[static_cast<size_t>(step.input_tensors.at(0))].GetOriginShape();
    return DeriveStorage(data.tensors[step.first_output], out);
  }
  if (step.strategy != PlanStrategy::kInferShape && step.strategy != PlanStrategy::kGraphEngine) return Status::Ok();
  if (step.strategy == PlanStrategy::kInferShape) {
    gert::InferShapeContext* ctx = impl_->contexts[s];
    const Node& n = data.graph.node(step.node);
    if (ctx == nullptr) return NodeFailed(n, "its InferShapeContext could not be laid out");
    for (uint32_t o = 0; o < step.outputs; ++o) shapes_[step.first_output + o].MutableOriginShape().SetDimNum(0);
    if (Status st = CallInferShape(*step.entry, ctx); !st.ok()) return NodeFailed(n, st.message());
  } else {
    ComputeGraph& g = impl_->graph;
    Node& n = g.node(step.node);
    size_t flat = 0;
    for (const NodeInput& in : n.inputs) {
      for (const OutputRef& source : in.sources) {
        const gert::Shape& origin = shapes_[static_cast<size_t>(step.input_tensors[flat])].GetOriginShape();
        const DimVector dims(&origin[0], &origin[0] + origin.GetDimNum());
        GraphTensorDesc& desc = n.input_descs[flat++];
        desc.origin_shape = dims;
        desc.storage_shape = dims;
        desc.range.reset();
        GraphTensorDesc& produced = g.node(source.node).outputs[source.index];
        produced.origin_shape = dims;
        produced.range.reset();
      }
    }
    impl_->report.errors.clear();
    impl_->context.error_nodes.clear();
    if (!detail::InferNodeAgain(impl_->context, g, step.node)) {
      const std::string why = impl_->report.errors.empty() ? std::string("inference failed")
                                                           : impl_->report.errors.front().status.message();
      return NodeFailed(data.graph.node(step.node), why);
    }
    for (uint32_t o = 0; o < step.outputs && o < n.outputs.size(); ++o) {
      SetDims(shapes_[step.first_output + o].MutableOriginShape(), n.outputs[o].origin_shape);
    }
  }
  // Unknown dims left on an output the op declares data-dependent (OutputShapeDependOnCompute: NonZero's count)
  // wait for the computed shape: each such output gets its bound (the compile-time range's max where known), and the
  // run stops at the first. Elsewhere an unknown dim is what InferGraph gives as well (branches of an If that
  // disagree) and stays.
  for (uint32_t o = 0; o < step.outputs; ++o) {
    const uint32_t t = step.first_output + o;
    const PlanTensor& tensor = data.tensors[t];
    gert::Shape& origin = shapes_[t].MutableOriginShape();
    const bool unknown_rank = origin.GetDimNum() == 1 && origin.GetDim(0) == -2;
    for (size_t d = 0; d < origin.GetDimNum() && !unknown_rank; ++d) {
      if (origin.GetDim(d) < -1) {
        return NodeFailed(data.graph.node(step.node),
                          fmt::format("output {} '{}': InferShape produced an invalid shape {}", o, tensor.name,
                                      ShapeText(origin)));
      }
      if (tensor.depends_on_compute && origin.GetDim(d) == -1 && d < tensor.range.size()) {
        origin.SetDim(d, tensor.range[d].second);
      }
    }
    if (tensor.depends_on_compute && !*stop && (unknown_rank || HasUnknownDims(origin))) {
      pending_tensor_ = t;
      *stop = true;
    }
    if (!*stop) OPPKIT_RETURN_IF_ERROR(DeriveStorage(tensor, shapes_[t]));
  }
  return Status::Ok();
}

Status PlanRun::SetComputedShape(const int64_t* dims, size_t rank) {
  if (state_ != PlanRunState::kWaitingForShape) {
    return Status(ErrorCode::kPlanBadState, "no run is waiting for a computed shape");
  }
  const PlanTensor& t = plan_->data_->tensors[static_cast<size_t>(pending_tensor_)];
  gert::StorageShape& shape = shapes_[static_cast<size_t>(pending_tensor_)];
  const gert::Shape& bound = shape.GetOriginShape();
  bool fits = rank == bound.GetDimNum();
  for (size_t d = 0; fits && d < rank; ++d) {
    fits = dims[d] >= 0 && (bound.GetDim(d) < 0 || dims[d] <= bound.GetDim(d));
  }
  if (!fits) {
    return Status(ErrorCode::kPlanBadInput,
                  fmt::format("node '{}' ({}) output {} '{}': computed shape {} does not fit the bound {}", t.node,
                              t.op_type, t.output, t.name, DimsText(dims, rank), ShapeText(bound)));
  }
  gert::Shape& origin = shape.MutableOriginShape();
  for (size_t d = 0; d < rank; ++d) origin.SetDim(d, dims[d]);
  return DeriveStorage(t, shape);
}

Status PlanRun::Resume() {
  if (state_ != PlanRunState::kWaitingForShape) {
    return Status(ErrorCode::kPlanBadState, "no run is waiting to be resumed");
  }
  if (HasUnknownDims(shapes_[static_cast<size_t>(pending_tensor_)].GetOriginShape())) {
    return Status(ErrorCode::kPlanBadState, "the pending tensor's shape was not set (SetComputedShape)");
  }
  const detail::PlanStep& step = plan_->data_->steps[resume_step_ - 1];
  // The rest of the stopped node's outputs.
  for (uint32_t t = static_cast<uint32_t>(pending_tensor_) + 1; t < step.first_output + step.outputs; ++t) {
    gert::StorageShape& shape = shapes_[t];
    if (plan_->data_->tensors[t].depends_on_compute && HasUnknownDims(shape.GetOriginShape())) {
      pending_tensor_ = t;
      return Status(ErrorCode::kPlanDependsOnCompute,
                    fmt::format("output {} of node '{}' also depends on the computed values",
                                plan_->data_->tensors[t].output, plan_->data_->tensors[t].node));
    }
    OPPKIT_RETURN_IF_ERROR(DeriveStorage(plan_->data_->tensors[t], shape));
  }
  return RunFrom(resume_step_);
}

std::vector<std::string> PlanTensorNames(const InferPlan& plan) {
  std::map<std::string_view, int> uses;
  for (const PlanTensor& t : plan.tensors()) ++uses[t.name];
  std::vector<std::string> names;
  names.reserve(plan.tensors().size());
  for (const PlanTensor& t : plan.tensors()) {
    names.push_back(uses[t.name] == 1 ? t.name : t.node + ":" + std::to_string(t.output));
  }
  return names;
}

}  // namespace oppkit
