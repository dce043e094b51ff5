// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// oppkit_bench: Google Benchmark's main, plus the ratios of README, "Performance", computed from the same run.
//
//   oppkit_bench [--opp=DIR] [--oppkit_check_allocs] [--benchmark_...]
//
// --opp=DIR               the OPP tree to load (default: the build's build/opp); also exported as ASCEND_OPP_PATH
//                         (and ASCEND_CUSTOM_OPP_PATH cleared) so the ACL API loads the same tree.
// --oppkit_check_allocs   exit with status 1 if a BM_DirectCall_* or BM_RuntimeDispatch_* run reports
//                         allocs_per_call > 0 (the run-time path must not allocate). Never checks timings.
//
// After the runs, the ratios are printed to stderr, from real time and from CPU time (stdout stays the reporter's:
// console, or valid JSON with --benchmark_format=json):
//   RuntimeDispatch/DirectCall, SingleOpQuery/DirectCall, AclopInferShape/DirectCall   per op (targets 1.5x, 20x)
//   SingleOpQueryJson/DirectCall, SingleOpQueryJson/SingleOpQuery                       per op family
//   (LoadOpp - Dlopen)/Dlopen                                                          per package (target 1x)
// and one line per BM_GraphInfer_* size: the pass's ns per node (its ns_per_node counter), that over the
// same graph's at 1k nodes (linear scaling: ~1), and the bytes per node (Note [Graph memory per node]); then one
// line per real model: oppkit's InferGraph and InferShapes pass against libonnx's InferShapes (without and with data
// propagation), µs per model, and libonnx's time over oppkit's (target: >= 5).
#include <benchmark/benchmark.h>
#include <malloc.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "bench_support.h"

namespace oppkit::bench {
void RegisterLoadBenchmarks();
void RegisterInferBenchmarks();
void RegisterGraphBenchmarks();
void RegisterOnnxBenchmarks();

namespace {

// Forwards everything to the reporter of the chosen --benchmark_format and keeps, per benchmark (`name/arg` for a
// benchmark with an argument), the mean real time per iteration (ns), allocs_per_call and the sum of each counter.
class RecordingReporter : public benchmark::BenchmarkReporter {
 public:
  explicit RecordingReporter(std::unique_ptr<benchmark::BenchmarkReporter> inner) : inner_(std::move(inner)) {
    inner_->SetOutputStream(&std::cout);
    inner_->SetErrorStream(&std::cerr);
  }

  bool ReportContext(const Context& context) override { return inner_->ReportContext(context); }

  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& run : runs) {
      if (run.error_occurred || run.iterations == 0) continue;
      // Iteration runs; with --benchmark_report_aggregates_only only the aggregates come, so "mean" stands in.
      const bool mean = run.run_type == Run::RT_Aggregate && run.aggregate_name == "mean";
      if (run.run_type != Run::RT_Iteration && !mean) continue;
      std::string key = run.run_name.function_name;
      if (!run.run_name.args.empty()) key += "/" + run.run_name.args;
      Measure& m = (mean ? means_ : measures_)[key];
      const double to_ns = 1e9 / benchmark::GetTimeUnitMultiplier(run.time_unit);
      m.real_ns += run.GetAdjustedRealTime() * to_ns;
      m.cpu_ns += run.GetAdjustedCPUTime() * to_ns;
      ++m.samples;
      const auto allocs = run.counters.find("allocs_per_call");
      if (allocs != run.counters.end() && allocs->second.value > m.max_allocs) m.max_allocs = allocs->second.value;
      for (const auto& [counter, value] : run.counters) m.counters[counter] += value.value;
    }
    inner_->ReportRuns(runs);
  }

  void Finalize() override { inner_->Finalize(); }

  /// Mean real (or CPU) ns per iteration of \p name, or a negative number if it did not run.
  double Nanos(const std::string& name, bool cpu) const {
    for (const auto* runs : {&measures_, &means_}) {
      const auto it = runs->find(name);
      if (it != runs->end() && it->second.samples > 0) {
        return (cpu ? it->second.cpu_ns : it->second.real_ns) / it->second.samples;
      }
    }
    return -1.0;
  }

  /// Mean of counter \p counter of \p name over its runs, or a negative number if it did not run or has no such
  /// counter.
  double Counter(const std::string& name, const std::string& counter) const {
    for (const auto* runs : {&measures_, &means_}) {
      const auto it = runs->find(name);
      if (it == runs->end() || it->second.samples == 0) continue;
      const auto c = it->second.counters.find(counter);
      if (c != it->second.counters.end()) return c->second / it->second.samples;
    }
    return -1.0;
  }

  /// Names of runs on the run-time path that allocated.
  std::vector<std::string> AllocatingRuntimeRuns() const {
    std::vector<std::string> names;
    for (const auto* runs : {&measures_, &means_}) {
      for (const auto& [name, m] : *runs) {
        const bool runtime_path = name.rfind("BM_DirectCall_", 0) == 0 || name.rfind("BM_RuntimeDispatch_", 0) == 0;
        if (runtime_path && m.max_allocs > 0) names.push_back(name);
      }
    }
    return names;
  }

 private:
  struct Measure {
    double real_ns = 0;
    double cpu_ns = 0;
    int samples = 0;
    double max_allocs = 0;
    std::map<std::string, double> counters;  // sums over the samples
  };
  std::unique_ptr<benchmark::BenchmarkReporter> inner_;
  std::map<std::string, Measure> measures_;  // iteration runs
  std::map<std::string, Measure> means_;     // "mean" aggregates
};

// One line: `label  real-time ratio  CPU-time ratio  target`; \p minus is subtracted from the numerator first
// (for the loading overhead). Left out if a benchmark involved did not run (filtered out or failed).
void PrintRatio(const RecordingReporter& r, const std::string& label, const std::string& numerator,
                const std::string& minus, const std::string& denominator, const char* target) {
  double values[2];
  for (int cpu = 0; cpu < 2; ++cpu) {
    const double num = r.Nanos(numerator, cpu != 0);
    const double sub = minus.empty() ? 0.0 : r.Nanos(minus, cpu != 0);
    const double den = r.Nanos(denominator, cpu != 0);
    if (num < 0 || sub < 0 || den <= 0) return;
    values[cpu] = (num - sub) / den;
  }
  std::fprintf(stderr, "  %-42s %10.2f %10.2f   %s\n", label.c_str(), values[0], values[1], target);
}

void PrintRatios(const RecordingReporter& r) {
  std::fprintf(stderr, "\noppkit ratios (mean time per iteration)      real time   CPU time   target\n");
  for (const char* op :
       {"Conv2D", "MatMulV2", "Reshape", "AddBroadcast", "BatchMatMulV2", "StridedSlice", "ReduceSum"}) {
    const std::string o(op);
    const std::string direct = "BM_DirectCall_" + o;
    PrintRatio(r, "RuntimeDispatch/DirectCall " + o, "BM_RuntimeDispatch_" + o, "", direct, "<= 1.5");
    PrintRatio(r, "SingleOpQuery/DirectCall " + o, "BM_SingleOpQuery_" + o, "", direct, "<= 20");
    PrintRatio(r, "AclopInferShape/DirectCall " + o, "BM_AclopInferShape_" + o, "", direct, "-");
    // The JSON (CLI batch) path: vs the direct call, and its JSON overhead over the C++ query.
    PrintRatio(r, "SingleOpQueryJson/DirectCall " + o, "BM_SingleOpQueryJson_" + o, "", direct, "-");
    PrintRatio(r, "SingleOpQueryJson/SingleOpQuery " + o, "BM_SingleOpQueryJson_" + o, "", "BM_SingleOpQuery_" + o,
               "-");
  }
  // The symbolic pass on top of the numeric ones, per model.
  for (const BenchModel& model : BenchModels()) {
    const std::string m(model.name);
    PrintRatio(r, "GraphInferSymbolic/GraphInfer " + m, "BM_GraphInferSymbolic_" + m, "", "BM_GraphInfer_" + m,
               "<= 2");
  }
  for (const char* pkg : {"BuiltIn", "Generated2000"}) {
    const std::string p(pkg);
    PrintRatio(r, "(LoadOpp - Dlopen)/Dlopen " + p, "BM_LoadOpp_" + p, "BM_Dlopen_" + p, "BM_Dlopen_" + p, "<= 1");
  }
}

// One line per BM_GraphInfer_* size: the pass's ns per node, that over the same graph's at 1k nodes (linear
// scaling: ~1), the heap bytes per node after build + pass and the peak RSS per node. Sizes that did not run are
// left out.
void PrintGraphScaling(const RecordingReporter& r) {
  bool header = false;
  const auto print_header = [&header] {
    if (header) return;
    std::fprintf(stderr,
                 "\noppkit graph inference (mean per node)       ns/node    vs 1k   bytes/node  peak RSS/node\n");
    header = true;
  };
  for (const char* shape : {"Chain", "Dag"}) {
    const std::string base = std::string("BM_GraphInfer_") + shape;
    const double ns_1k = r.Counter(base + "/1000", "ns_per_node");
    for (const char* size : {"1000", "100000", "1000000"}) {
      const std::string name = base + "/" + size;
      const double ns = r.Counter(name, "ns_per_node");
      if (ns < 0) continue;
      print_header();
      char vs_1k[16] = "-";
      if (ns_1k > 0) std::snprintf(vs_1k, sizeof(vs_1k), "%.2f", ns / ns_1k);
      std::fprintf(stderr, "  %-42s %8.1f %8s %12.1f %14.1f\n",
                   ("GraphInfer " + std::string(shape) + "/" + size).c_str(), ns, vs_1k,
                   r.Counter(name, "bytes_per_node"), r.Counter(name, "peak_rss_per_node"));
    }
  }
  const std::string pool = "BM_GraphInfer_ConvReluPool";
  const double ns = r.Counter(pool, "ns_per_node");
  if (ns >= 0) {
    print_header();
    std::fprintf(stderr, "  %-42s %8.1f %8s   (%.0f ns per graph)\n", "GraphInfer ConvReluPool", ns, "-",
                 ns * r.Counter(pool, "nodes"));
  }
}

// One line per model of BenchModels(): µs per model of BM_GraphInfer_<m>, BM_GraphInferShapes_<m>,
// BM_OnnxInferShapes_<m> and BM_OnnxInferShapesDataProp_<m> (each its ns_per_node counter times its node count:
// the passes alone, without the timer's pause/resume), then libonnx (default options) over oppkit InferGraph and over
// the InferShape pass alone. A model whose four benchmarks did not all run is left out.
void PrintModelComparison(const RecordingReporter& r) {
  static constexpr const char* kPrefixes[4] = {"BM_GraphInfer_", "BM_GraphInferShapes_", "BM_OnnxInferShapes_",
                                               "BM_OnnxInferShapesDataProp_"};
  bool header = false;
  for (const BenchModel& model : BenchModels()) {
    const std::string m(model.name);
    double us[4];
    bool ran = true;
    for (int k = 0; k < 4; ++k) {
      const std::string name = kPrefixes[k] + m;
      const double ns = r.Counter(name, "ns_per_node");
      const double nodes = r.Counter(name, "nodes");
      ran = ran && ns > 0 && nodes > 0;
      us[k] = ns * nodes / 1000.0;
    }
    if (!ran) continue;
    if (!header) {
      std::fprintf(stderr,
                   "\noppkit vs onnx::shape_inference (us per model)  InferGraph  InferShapes  onnx  onnx+dataprop"
                   "  onnx/InferGraph  onnx/InferShapes  target\n");
      header = true;
    }
    std::fprintf(stderr, "  %-44s %10.1f %12.1f %6.1f %14.1f %16.2f %17.2f   >= 5\n", m.c_str(), us[0], us[1], us[2],
                 us[3], us[2] / us[0], us[2] / us[1]);
  }
}

std::unique_ptr<benchmark::BenchmarkReporter> MakeDisplayReporter(const std::string& format, bool color) {
  if (format == "json") return std::make_unique<benchmark::JSONReporter>();
  if (format == "csv") {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    return std::make_unique<benchmark::CSVReporter>();
#pragma GCC diagnostic pop
  }
  return std::make_unique<benchmark::ConsoleReporter>(color ? benchmark::ConsoleReporter::OO_ColorTabular
                                                            : benchmark::ConsoleReporter::OO_Tabular);
}

}  // namespace
}  // namespace oppkit::bench

int main(int argc, char** argv) {
  using namespace oppkit::bench;
  // Our flags first (removed from argv), then Google Benchmark's; its --benchmark_format picks our inner reporter.
  bool check_allocs = false;
  std::string format = "console";
  bool color = isatty(fileno(stdout)) != 0;
  std::vector<char*> args;
  for (int i = 0; i < argc; ++i) {
    const char* a = argv[i];
    if (i > 0 && std::strncmp(a, "--opp=", 6) == 0) {
      SetOppRoot(a + 6);
      continue;
    }
    if (i > 0 && std::strcmp(a, "--oppkit_check_allocs") == 0) {
      check_allocs = true;
      continue;
    }
    if (std::strncmp(a, "--benchmark_format=", 19) == 0) format = a + 19;
    if (std::strncmp(a, "--benchmark_color=", 18) == 0) color = std::strcmp(a + 18, "false") != 0;
    args.push_back(argv[i]);
  }
  int n = static_cast<int>(args.size());
  args.push_back(nullptr);

  // Note [Fixed malloc thresholds]
  // ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
  // glibc serves a block above its mmap threshold (128 KiB at first) with a fresh mapping, raises the threshold when
  // such a block is freed, and gives the top of the heap back to the system above twice that. A graph of a few
  // hundred nodes keeps its nodes in one block of that size, which InferGraph grows when it adds TransData nodes: so
  // whether an iteration pays for the block's page faults (on a virtual machine, about a third of a ResNet-50's
  // InferGraph) depends on what the iterations before it freed, and two benchmarks of one model measured the same
  // work at times apart by 1.5x. Fixed thresholds make every iteration reuse the memory the last one freed, so the
  // times (and the ratios between them) are the passes' own work.
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);

  setenv("ASCEND_OPP_PATH", OppRoot().c_str(), 1);
  unsetenv("ASCEND_CUSTOM_OPP_PATH");

  // Loading first: the inference benchmarks keep the built-in libraries loaded (the shared registry and the ACL
  // API's default registry), which would turn every later dlopen of them into a reference-count bump.
  RegisterLoadBenchmarks();
  RegisterInferBenchmarks();
  RegisterGraphBenchmarks();
  RegisterOnnxBenchmarks();

  benchmark::Initialize(&n, args.data());
  if (benchmark::ReportUnrecognizedArguments(n, args.data())) return 2;
  RecordingReporter reporter(MakeDisplayReporter(format, color));
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  PrintRatios(reporter);
  PrintGraphScaling(reporter);
  PrintModelComparison(reporter);

  if (check_allocs) {
    const std::vector<std::string> allocating = reporter.AllocatingRuntimeRuns();
    for (const std::string& name : allocating)
      std::fprintf(stderr, "error: %s allocates on the run-time path\n", name.c_str());
    if (!allocating.empty()) return 1;
  }
  return 0;
}
