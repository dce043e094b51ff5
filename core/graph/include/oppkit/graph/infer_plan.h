// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Run-time shape inference (GE's lowered InferShape, docs/plan.md): a graph is compiled once into an InferPlan, and
// every execution re-infers all its shapes from new input shapes by only calling functions. Compiling runs
// InferGraph on the graph as declared (formats, storage formats, TransData, computed values all decided there),
// resolves each node's op functions once, lays out each node's InferShapeContext once per run state, with a node's
// input shapes being its producers' output slots, binds constant inputs, and precomputes each output's origin ->
// storage transfer. A run then writes every tensor's origin and storage shape in place.
//
// Per node, one strategy, chosen at compile time in GE's order (docs/plan.md, "Strategies"):
//   - kConstant: nothing in it depends on a graph input (Const, and ops fed only by constants): its compile-time
//     shapes stand;
//   - kInferShape: the op's registered InferShape on the node's prepared context (no copies, no allocation);
//   - kGraphEngine: the node computes shapes from values that change with the inputs (Shape -> Gather -> Concat ->
//     Reshape chains, data-dependent inputs fed by them) or owns subgraphs: it is inferred as the InferShape pass
//     does, computed values included, on the run state's copy of the graph. This path allocates; symbolic shape
//     formulas are to replace it;
//   - kStorageTransfer: a TransData that InferGraph inserted between storage formats: its output is its input's
//     origin shape, laid out in the consumer's storage format.
// Symbolic formulas, shape rules and V1-compatible functions, the other strategies GE knows, do not exist in oppkit
// yet; a node never needs them to be planned.
//
// Example:
//   oppkit::Result<oppkit::InferPlan> plan = oppkit::InferPlan::Compile(*snapshot, graph);
//   oppkit::PlanRun run(*plan);                                // one per thread; reused run after run
//   const int64_t x[] = {8, 3, 224, 224};
//   oppkit::Status st = run.SetInputShape(0, x, 4);
//   if (st.ok()) st = run.Run();
//   const gert::StorageShape& out = run.shape(plan->output_tensor(0));
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "exe_graph/runtime/storage_shape.h"
#include "graph/types.h"
#include "oppkit/graph/export.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/core/status.h"

namespace oppkit {

class RegistrySnapshot;

/// Which tensors a plan keeps up to date (GE's Pruner: nodes no observed tensor depends on do not run).
enum class PlanObserve : uint8_t {
  kGraphOutputs,  ///< the graph's outputs (the NetOutput's inputs); every tensor if the graph has no NetOutput
  kAll,           ///< every tensor
  kNamed,         ///< the tensors named in PlanOptions::observed
};

/// Options of InferPlan::Compile.
struct PlanOptions {
  /// The compile-time inference: data_format and storage_formats as InferGraph takes them; input_shapes replace
  /// Data shapes before compiling (e.g. to give a dim a range-free -1). `strict` is ignored: any error fails.
  GraphInferOptions infer;
  /// What runs: see PlanObserve.
  PlanObserve observe = PlanObserve::kGraphOutputs;
  /// With PlanObserve::kNamed: tensor names (Node::output_names / the dump's output names).
  std::vector<std::string> observed;
};

/// How a planned node is re-inferred (see the file comment).
enum class PlanStrategy : uint8_t {
  kInput,
  kConstant,
  kInferShape,
  kGraphEngine,
  /// A TransData the storage-format passes inserted: its input's origin shape in another storage layout.
  kStorageTransfer,
  kPruned,
};

/// One tensor of a plan: an output instance of a node.
struct PlanTensor {
  /// The dump's output name (the model's value name where it has one).
  std::string name;
  /// The node and its output instance.
  std::string node;
  std::string op_type;
  uint32_t output = 0;
  ge::DataType dtype = ge::DT_UNDEFINED;
  ge::Format origin_format = ge::FORMAT_ND;
  ge::Format storage_format = ge::FORMAT_ND;
  /// The reshape type of the storage layout ("" = defaults).
  std::string reshape_type;
  /// The compile-time shapes (with `-1` dims where the inputs are dynamic).
  gert::StorageShape compiled;
  /// The compile-time range of the origin shape, if it has `-1` dims and one is known (else empty).
  std::vector<std::pair<int64_t, int64_t>> range;
  /// Its node's strategy.
  PlanStrategy strategy = PlanStrategy::kConstant;
  /// Its op declares (OutputShapeDependOnCompute) that this output's shape depends on the computed values.
  bool depends_on_compute = false;
};

/// One graph input of a plan (a Data node of the root graph), in `index` order.
struct PlanInput {
  std::string name;
  /// The declared shape: fixed dims must be given as they are; `-1` dims are free within `range`.
  std::vector<int64_t> declared;
  /// Per-dim bounds of the free dims (max -1: unbounded); empty: none declared.
  std::vector<std::pair<int64_t, int64_t>> range;
  /// The tensor its shape is written to.
  uint32_t tensor = 0;
};

/// How many nodes take each strategy, and what compiling cost.
struct PlanStats {
  size_t inputs = 0;
  size_t constants = 0;
  size_t infer_shape = 0;
  size_t graph_engine = 0;
  size_t storage_transfers = 0;
  size_t pruned = 0;
  /// Wall time of InferPlan::Compile, nanoseconds.
  uint64_t compile_ns = 0;
};

namespace detail {
struct PlanData;
}

/// A compiled graph (see the file comment). Immutable after Compile: share it between threads, each with its own
/// PlanRun. Movable; the snapshot it was compiled with must outlive it (the plan calls its functions).
class OPPKIT_GRAPH_API InferPlan {
 public:
  /// Compiles \p graph (not changed) against \p snapshot. Fails with plan.compile_failed (the compile-time
  /// InferGraph found errors: the first one's message follows, naming node and op), plan.unknown_tensor (an
  /// observed name no tensor has), or what InferGraph fails with (graph.bad_input_shape, ...).
  static Result<InferPlan> Compile(const RegistrySnapshot& snapshot, const ComputeGraph& graph,
                                   const PlanOptions& options = {});

  InferPlan(InferPlan&&) noexcept;
  InferPlan& operator=(InferPlan&&) noexcept;
  ~InferPlan();

  /// The graph inputs, in `index` order.
  const std::vector<PlanInput>& inputs() const;
  /// Every tensor; indexes are the `tensor` arguments of PlanRun.
  const std::vector<PlanTensor>& tensors() const;
  /// The tensor named \p name, or -1.
  int64_t FindTensor(std::string_view name) const;
  /// The input named \p name, or -1.
  int64_t FindInput(std::string_view name) const;
  /// The observed tensors, in graph-output order (PlanObserve::kGraphOutputs), tensor order (kAll) or as named.
  const std::vector<uint32_t>& observed() const;
  /// Strategy counts and compile time.
  const PlanStats& stats() const;
  /// The graph as compiled (inferred with the declared shapes; inserted TransData nodes included).
  const ComputeGraph& graph() const;

 private:
  friend class PlanRun;
  explicit InferPlan(std::unique_ptr<detail::PlanData> data);
  std::unique_ptr<detail::PlanData> data_;
};

/// Where a run stands (PlanRun::state).
enum class PlanRunState : uint8_t {
  kReady,            ///< before the first run, or after a failed one
  kDone,             ///< the last Run()/Resume() inferred every observed tensor
  kWaitingForShape,  ///< stopped at an output whose shape depends on computed values: SetComputedShape, Resume
};

/// One run state of a plan: the node contexts and every tensor's shapes. Not thread-safe: one per thread (any
/// number per plan). Building one lays out every node's contexts (allocates); runs then allocate nothing on the
/// kInferShape path.
class OPPKIT_GRAPH_API PlanRun {
 public:
  /// Lays out the run state of \p plan, which must outlive it.
  explicit PlanRun(const InferPlan& plan);
  PlanRun(PlanRun&&) noexcept;
  PlanRun& operator=(PlanRun&&) noexcept;
  ~PlanRun();

  /// Sets the shape of input \p input (PlanInput order) for the next Run(): \p rank dims. plan.bad_input (no such
  /// input, a rank or fixed dim that differs from the declared shape, a negative dim) or plan.input_out_of_range
  /// (a dim outside its declared range), naming the input and the dim. Inputs never set keep their declared shape.
  Status SetInputShape(size_t input, const int64_t* dims, size_t rank);
  /// As above, by input name.
  Status SetInputShape(std::string_view name, const std::vector<int64_t>& dims);

  /// Re-infers every observed tensor from the input shapes set. Errors name node and op: plan.bad_input (an input
  /// whose shape still has `-1` dims), plan.node_failed (the op's InferShape failed on the new shapes, or produced an
  /// invalid one; the op's own message follows), plan.bad_storage_format (the storage transfer rejects a new shape),
  /// plan.depends_on_compute (not a failure: a data-dependent output was reached; state() is kWaitingForShape,
  /// pending_tensor() names it, its shape holds the bound). After a failure, state() is kReady.
  Status Run();
  /// For kWaitingForShape: sets the real origin shape of pending_tensor() (its rank, each dim within the bound
  /// reported; plan.bad_input otherwise). Its storage shape follows.
  Status SetComputedShape(const int64_t* dims, size_t rank);
  /// Continues a run stopped at a data-dependent output (after SetComputedShape); plan.bad_state if none is.
  Status Resume();

  /// Where the run stands.
  PlanRunState state() const { return state_; }
  /// The tensor a stopped run waits for (kWaitingForShape), else -1.
  int64_t pending_tensor() const { return state_ == PlanRunState::kWaitingForShape ? pending_tensor_ : -1; }
  /// The shapes of tensor \p tensor (InferPlan::tensors() index) after the last run: origin and storage.
  const gert::StorageShape& shape(size_t tensor) const { return shapes_[tensor]; }

 private:
  Status RunFrom(size_t step);
  Status RunStep(size_t step, bool* stop);

  struct Impl;
  const InferPlan* plan_ = nullptr;
  std::vector<gert::StorageShape> shapes_;
  std::unique_ptr<Impl> impl_;
  PlanRunState state_ = PlanRunState::kReady;
  int64_t pending_tensor_ = -1;
  size_t resume_step_ = 0;
};

/// The name each tensor of \p plan is reported under (`oppkit plan --json`, Python's Plan.run): its own (the dump's
/// output name), or `node:index` where two tensors share it.
OPPKIT_GRAPH_API std::vector<std::string> PlanTensorNames(const InferPlan& plan);

}  // namespace oppkit
