// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Shared parts of oppkit_bench: the heap-allocation counter, where the OPP trees are, and the registry the
// inference benchmarks resolve their ops in.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "oppkit/core/op_registry.h"

namespace oppkit::bench {

/// Number of calls to the global operator new (all forms) so far, in this process. The benchmark binary replaces
/// operator new/delete to count them (alloc_counter.cc); plugins and liboppkit_core resolve to the replacement too.
/// Memory taken with malloc() directly is not counted.
uint64_t AllocationCount();

/// The OPP tree the benchmarks use: `--opp=DIR`, else the build's `build/opp`.
const std::string& OppRoot();
/// Sets OppRoot() (from main, before any benchmark runs).
void SetOppRoot(std::string root);

/// The generated package of 2,000 ops (a vendor-shaped directory built by test/bench/CMakeLists.txt).
std::string GeneratedPackageDir();

/// The library files of the package in \p dir (`op_proto/...` first, then `op_impl/...`, then `framework/onnx/`,
/// each sorted), as the loader would open them.
std::vector<std::string> PackageLibraries(const std::string& dir);

/// A real-network ONNX model of test/data/models, benchmarked by graph_bench.cc (oppkit) and onnx_bench.cc (libonnx).
struct BenchModel {
  /// The benchmark name's suffix: BM_GraphInfer_<name>, BM_OnnxInferShapes_<name>, ...
  const char* name;
  /// The file in test/data/models.
  const char* file;
};

/// The models, in the order their ratios are printed.
const std::vector<BenchModel>& BenchModels();

/// The path of \p model's file.
std::string ModelPath(const BenchModel& model);

/// A registry with OppRoot() loaded once (no environment), shared by the inference benchmarks; nullptr if the
/// tree did not load completely (\p error then says why).
const OpRegistry* SharedRegistry(std::string* error);

}  // namespace oppkit::bench
