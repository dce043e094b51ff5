// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Whole-graph InferShape cost (README, "Performance"): oppkit::InferShapes over graphs built through the graph.h
// API, against the built-in ops of the build's OPP tree (SharedRegistry()).
//   BM_GraphInfer_Chain/N          Data -> N ops alternating Relu and Add(prev, Const) -> NetOutput (N + 3 nodes)
//   BM_GraphInfer_Dag/N            Data -> N ops, op i = Add/Mul(node i-1, node i/2) alternating -> NetOutput
//                                  (N + 2 nodes; every op has two producers, a node feeds up to three)
//   BM_GraphInfer_ConvReluPool     test/data/graphs/conv_relu_pool.json, read with LoadGraphJsonFile (6 nodes)
//   BM_GraphInfer_<model>          InferGraph (every pass) over a real model of test/data/models (BenchModels()),
//   BM_GraphInferShapes_<model>    and the InferShape pass alone; onnx_bench.cc times libonnx on the same files
//   BM_GraphInferSymbolic_<model>  InferGraph with the symbolic pass (GraphInferOptions::symbolic) on the same models
// N is 1k, 100k and 1M. Every generated tensor is float16 [8, 16] (the chain's Const is [16], broadcast).
//
// What is timed: one InferShapes (or InferGraph) call per iteration (Validate, Kahn order, one InferOp per op node,
// the report), on a fresh graph built (or copied) while the timer is paused; the previous graph is destroyed while
// paused too. Each benchmark checks once, before timing, that every node is inferred without an error and (but for
// the models) that the last op has the expected shape.
//
// Counters (per node = per node of the graph, Data/Const/NetOutput included):
//   items_per_second   nodes per second (of CPU time, Google Benchmark's default);
//   ns_per_node        wall time of the InferShapes calls alone (steady_clock around each), so the cost of
//                      PauseTiming/ResumeTiming, which dominates a 6-node graph, is not in it;
//   allocs_per_node    global operator new calls during the passes (Note [Counting heap allocations]);
//   nodes              nodes of the graph (before InferGraph inserts TransData);
//   unknown_shapes     output descs left with a -1 dim or an unknown rank (GraphInferReport::unknown_shapes);
//   graph_bytes_per_node, bytes_per_node, peak_rss_per_node: Note [Graph memory per node].
#include <benchmark/benchmark.h>
#include <malloc.h>

#include <chrono>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bench_support.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/graph/infer_plan.h"
#include "oppkit/onnx/onnx_import.h"
#include "oppkit/core/op_registry.h"

namespace oppkit::bench {
namespace {

// Note [Graph memory per node]
// The allocation counter counts calls, not bytes, so memory is measured once per benchmark, before timing, on a
// graph built and inferred for that purpose (then destroyed), with glibc's mallinfo2() (uordblks + hblkhd: bytes
// of malloc in use; every operator new of the process goes to malloc, alloc_counter.cc) and /proc/self/status:
//   graph_bytes_per_node  heap in use after building the graph minus before, over the node count: the IR alone;
//   bytes_per_node        heap in use after InferShapes (report alive) minus before building: the IR plus the
//                         inferred output descs, what a built-and-inferred graph keeps;
//   peak_rss_per_node     peak resident set (VmHWM, reset by writing 5 to /proc/self/clear_refs after
//                         malloc_trim(0)) over build + pass, minus the resident set before: the peak including the
//                         pass's temporaries. Page-granular, so meaningful from ~100k nodes on; 0 if the kernel
//                         refuses the reset.
size_t HeapInUse() {
  const struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}

// A "<field>: <n> kB" line of /proc/self/status in bytes ("VmRSS", "VmHWM"), or 0.
size_t ProcStatusBytes(const char* field) {
  std::ifstream status("/proc/self/status");
  std::string line;
  const size_t len = std::strlen(field);
  while (std::getline(status, line)) {
    if (line.compare(0, len, field) == 0 && line.size() > len && line[len] == ':') {
      return static_cast<size_t>(std::stoull(line.substr(len + 1))) * 1024;
    }
  }
  return 0;
}

bool ResetPeakRss() {
  std::ofstream clear("/proc/self/clear_refs");
  clear << "5";
  clear.flush();
  return static_cast<bool>(clear);
}

constexpr int64_t kRows = 8;
constexpr int64_t kCols = 16;

TensorDesc Activation() { return TensorDesc(ge::DT_FLOAT16, {kRows, kCols}, ge::FORMAT_ND); }

// Data -> N ops (Relu, Add with one shared Const, Relu, ...) -> NetOutput.
ComputeGraph BuildChain(size_t ops) {
  ComputeGraph g("chain");
  const NodeId x = g.AddData("x", 0, Activation());
  const NodeId bias = g.AddConst("bias", TensorDesc(ge::DT_FLOAT16, {kCols}, ge::FORMAT_ND));
  NodeId prev = x;
  for (size_t i = 0; i < ops; ++i) {
    if (i % 2 == 0) {
      prev = g.AddNode("relu" + std::to_string(i), "Relu", {OutputRef{prev, 0}});
    } else {
      prev = g.AddNode("add" + std::to_string(i), "Add", {OutputRef{prev, 0}, OutputRef{bias, 0}});
    }
  }
  g.AddNetOutput("out", {OutputRef{prev, 0}});
  return g;
}

// Data (node 0) -> N ops, op i (1..N) = Add (odd i) or Mul (even i) of node i-1 and node i/2 -> NetOutput.
ComputeGraph BuildDag(size_t ops) {
  ComputeGraph g("dag");
  std::vector<NodeId> ids;
  ids.reserve(ops + 1);
  ids.push_back(g.AddData("x", 0, Activation()));
  for (size_t i = 1; i <= ops; ++i) {
    const OutputRef a{ids[i - 1], 0};
    const OutputRef b{ids[i / 2], 0};
    ids.push_back(i % 2 == 0 ? g.AddNode("mul" + std::to_string(i), "Mul", {a, b})
                             : g.AddNode("add" + std::to_string(i), "Add", {a, b}));
  }
  g.AddNetOutput("out", {OutputRef{ids.back(), 0}});
  return g;
}

std::string ConvReluPoolPath() { return std::string(OPPKIT_BENCH_DATA_DIR) + "/graphs/conv_relu_pool.json"; }

// Which pass a benchmark times: the InferShape pass alone, or InferGraph's whole pipeline (FormatRefiner, InferShape,
// storage formats, TransData), or InferGraph with the symbolic pass after it.
enum class GraphPass { kInferShapes, kInferGraph, kInferGraphSymbolic };

Result<GraphInferReport> RunPass(GraphPass pass, const RegistrySnapshot& snapshot, ComputeGraph& g) {
  GraphInferOptions options;
  options.symbolic = pass == GraphPass::kInferGraphSymbolic;
  return pass == GraphPass::kInferShapes ? InferShapes(snapshot, g) : InferGraph(snapshot, g, options);
}

// Empty if \p report (of a pass over \p g) inferred every node and, unless \p expected is empty, the node NetOutput
// (the last node) reads has shape \p expected; else what went wrong.
std::string CheckPass(const ComputeGraph& g, const Result<GraphInferReport>& report,
                      const std::vector<int64_t>& expected) {
  if (!report.ok()) return "the pass failed: " + report.status().message();
  if (!report->ok()) return "node error: " + report->errors.front().status.message();
  if (report->inferred != g.size()) {
    return std::to_string(report->inferred) + " of " + std::to_string(g.size()) + " nodes inferred";
  }
  if (expected.empty()) return "";
  const Node& out = g.node(static_cast<NodeId>(g.size() - 1));
  if (out.inputs.empty() || out.inputs[0].sources.empty()) return "the last node is not the NetOutput";
  const Node& last = g.node(out.inputs[0].sources[0].node);
  if (last.outputs.empty() || last.outputs[0].origin_shape != expected) return "'" + last.name + "': wrong shape";
  return "";
}

// Times one InferShapes per iteration on a fresh graph from \p make (called while paused), after measuring memory
// once (Note [Graph memory per node]) if \p measure_memory.
template <typename Make>
void RunGraphInfer(benchmark::State& state, const Make& make, const std::vector<int64_t>& expected,
                   bool measure_memory, GraphPass pass) {
  std::string error;
  const OpRegistry* registry = SharedRegistry(&error);
  if (registry == nullptr) {
    state.SkipWithError(("OPP tree did not load: " + error).c_str());
    return;
  }
  const std::shared_ptr<const RegistrySnapshot> snapshot = registry->Snapshot();

  size_t nodes = 0;
  {
    malloc_trim(0);
    const size_t heap_before = HeapInUse();
    const size_t rss_before = ProcStatusBytes("VmRSS");
    const bool peak_reset = ResetPeakRss();
    ComputeGraph g = make();
    const size_t model_nodes = g.size();  // before InferGraph adds TransData nodes
    const size_t heap_built = HeapInUse();
    const Result<GraphInferReport> report = RunPass(pass, *snapshot, g);
    const size_t heap_inferred = HeapInUse();
    const size_t rss_peak = ProcStatusBytes("VmHWM");
    const std::string problem = CheckPass(g, report, expected);
    if (!problem.empty()) {
      state.SkipWithError((g.name() + ": " + problem).c_str());
      return;
    }
    nodes = model_nodes;
    state.counters["unknown_shapes"] = static_cast<double>(report->unknown_shapes);
    if (measure_memory) {
      const auto per_node = [nodes](size_t after, size_t before) {
        return after > before ? static_cast<double>(after - before) / static_cast<double>(nodes) : 0.0;
      };
      state.counters["graph_bytes_per_node"] = per_node(heap_built, heap_before);
      state.counters["bytes_per_node"] = per_node(heap_inferred, heap_before);
      state.counters["peak_rss_per_node"] = peak_reset ? per_node(rss_peak, rss_before) : 0.0;
    }
  }

  std::optional<ComputeGraph> g;
  double pass_ns = 0;
  uint64_t allocations = 0;
  for (auto _ : state) {
    state.PauseTiming();
    g.reset();
    g.emplace(make());
    state.ResumeTiming();
    const uint64_t allocs_before = AllocationCount();
    const auto start = std::chrono::steady_clock::now();
    Result<GraphInferReport> report = RunPass(pass, *snapshot, *g);
    const auto stop = std::chrono::steady_clock::now();
    allocations += AllocationCount() - allocs_before;
    pass_ns += std::chrono::duration<double, std::nano>(stop - start).count();
    benchmark::DoNotOptimize(report);
  }
  g.reset();  // the timer stopped with the loop

  const double total_nodes = static_cast<double>(nodes) * static_cast<double>(state.iterations());
  state.SetItemsProcessed(static_cast<int64_t>(total_nodes));
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["ns_per_node"] = total_nodes > 0 ? pass_ns / total_nodes : 0.0;
  state.counters["allocs_per_node"] = total_nodes > 0 ? static_cast<double>(allocations) / total_nodes : 0.0;
}

void GraphInferChain(benchmark::State& state) {
  const auto ops = static_cast<size_t>(state.range(0));
  RunGraphInfer(
      state, [ops] { return BuildChain(ops); }, {kRows, kCols}, true, GraphPass::kInferShapes);
}

void GraphInferDag(benchmark::State& state) {
  const auto ops = static_cast<size_t>(state.range(0));
  RunGraphInfer(
      state, [ops] { return BuildDag(ops); }, {kRows, kCols}, true, GraphPass::kInferShapes);
}

void GraphInferConvReluPool(benchmark::State& state) {
  const Result<ComputeGraph> loaded = LoadGraphJsonFile(ConvReluPoolPath());
  if (!loaded.ok()) {
    state.SkipWithError(loaded.status().message().c_str());
    return;
  }
  // Copied per iteration while paused, so the JSON parse is out of the loop as well as out of the timer.
  const ComputeGraph& graph = *loaded;
  RunGraphInfer(
      state, [&graph] { return graph; }, {1, 64, 56, 56}, false, GraphPass::kInferShapes);
}

// The shared registry's snapshot and \p model imported from its file; nullopt (the benchmark skipped) if either
// fails.
struct ImportedModel {
  std::shared_ptr<const RegistrySnapshot> snapshot;
  ComputeGraph graph;
};
std::optional<ImportedModel> ImportOrSkip(benchmark::State& state, const BenchModel& model) {
  std::string error;
  const OpRegistry* registry = SharedRegistry(&error);
  if (registry == nullptr) {
    state.SkipWithError(("OPP tree did not load: " + error).c_str());
    return std::nullopt;
  }
  ImportedModel out{registry->Snapshot(), ComputeGraph()};
  Result<OnnxImport> imported = LoadOnnxFile(*out.snapshot, ModelPath(model));
  if (!imported.ok() || !imported->ok()) {
    const std::string why = !imported.ok() ? imported.status().message() : imported->errors.front().status.message();
    state.SkipWithError((std::string(model.file) + ": " + why).c_str());
    return std::nullopt;
  }
  out.graph = std::move(imported->graph);
  return out;
}

// A model of test/data/models imported once (ImportOnnxModel, outside the timer), then copied per iteration while
// paused, like the JSON graph above. \p pass is InferGraph for BM_GraphInfer_<model> (what `oppkit graph` runs) and
// InferShapes for BM_GraphInferShapes_<model> (the pass onnx::shape_inference::InferShapes does).
void GraphInferModel(benchmark::State& state, const BenchModel& model, GraphPass pass) {
  const std::optional<ImportedModel> imported = ImportOrSkip(state, model);
  if (!imported) return;
  const ComputeGraph& graph = imported->graph;
  RunGraphInfer(
      state, [&graph] { return graph; }, {}, false, pass);
}

// BM_PlanRun_<model>: the model compiled once into a run-time plan (InferPlan, outside the timer; its compile time
// is the compile_us counter) with its batch dim (dim 0 of every input) dynamic, then one PlanRun re-inferring every
// graph output per iteration, the batch cycling through 1..32 so no two runs in a row see the same shapes.
void PlanRunModel(benchmark::State& state, const BenchModel& model) {
  const std::optional<ImportedModel> imported = ImportOrSkip(state, model);
  if (!imported) return;
  PlanOptions options;
  std::vector<std::vector<int64_t>> shapes;  // per input, the declared shape with every unknown dim 1
  for (const Node& n : imported->graph.nodes()) {
    if (n.type != kDataNodeType || !n.tensor) continue;
    std::vector<int64_t> dims(n.tensor->shape.begin(), n.tensor->shape.end());
    if (!dims.empty()) dims[0] = -1;
    options.infer.input_shapes.emplace_back(n.name, dims);
  }
  const Result<InferPlan> plan = InferPlan::Compile(*imported->snapshot, imported->graph, options);
  if (!plan.ok()) {
    state.SkipWithError(plan.status().message().c_str());
    return;
  }
  for (const PlanInput& in : plan->inputs()) {
    std::vector<int64_t> dims = in.declared;
    for (int64_t& d : dims) d = d < 0 ? 1 : d;
    shapes.push_back(dims);
  }
  PlanRun run(*plan);
  int64_t batch = 0;
  uint64_t allocations = 0;
  double run_ns = 0;
  for (auto _ : state) {
    batch = batch % 32 + 1;
    const uint64_t before = AllocationCount();
    const auto start = std::chrono::steady_clock::now();
    for (size_t i = 0; i < shapes.size(); ++i) {
      shapes[i][0] = batch;
      (void)run.SetInputShape(i, shapes[i].data(), shapes[i].size());
    }
    const Status st = run.Run();
    run_ns += std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count();
    allocations += AllocationCount() - before;
    if (!st.ok()) {
      state.SkipWithError(st.message().c_str());
      break;
    }
  }
  const PlanStats& stats = plan->stats();
  const size_t run_nodes = stats.infer_shape + stats.graph_engine;
  const double iterations = static_cast<double>(state.iterations());
  state.counters["nodes"] = static_cast<double>(imported->graph.size());
  state.counters["run_nodes"] = static_cast<double>(run_nodes);
  state.counters["graph_engine_nodes"] = static_cast<double>(stats.graph_engine);
  state.counters["compile_us"] = static_cast<double>(stats.compile_ns) / 1000.0;
  state.counters["allocs_per_run"] = iterations > 0 ? static_cast<double>(allocations) / iterations : 0.0;
  const double node_runs = static_cast<double>(imported->graph.size()) * iterations;
  state.counters["ns_per_node"] = node_runs > 0 ? run_ns / node_runs : 0.0;
}

}  // namespace

void RegisterGraphBenchmarks() {
  // One registration per size, so that the big graphs run a fixed number of passes: a 1M-node pass takes about a
  // second, and building its graph (untimed, per iteration) about as long again.
  for (const auto& [name, fn] :
       {std::pair{"BM_GraphInfer_Chain", &GraphInferChain}, std::pair{"BM_GraphInfer_Dag", &GraphInferDag}}) {
    benchmark::RegisterBenchmark(name, fn)->Arg(1000)->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(name, fn)->Arg(100000)->Iterations(3)->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(name, fn)->Arg(1000000)->Iterations(1)->Unit(benchmark::kMillisecond);
  }
  benchmark::RegisterBenchmark("BM_GraphInfer_ConvReluPool", GraphInferConvReluPool)->Unit(benchmark::kMicrosecond);
  for (const BenchModel& model : BenchModels()) {
    benchmark::RegisterBenchmark((std::string("BM_GraphInfer_") + model.name).c_str(), GraphInferModel, model,
                                 GraphPass::kInferGraph)
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark((std::string("BM_GraphInferShapes_") + model.name).c_str(), GraphInferModel, model,
                                 GraphPass::kInferShapes)
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark((std::string("BM_GraphInferSymbolic_") + model.name).c_str(), GraphInferModel, model,
                                 GraphPass::kInferGraphSymbolic)
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark((std::string("BM_PlanRun_") + model.name).c_str(), PlanRunModel, model)
        ->Unit(benchmark::kMicrosecond);
  }
}

}  // namespace oppkit::bench
