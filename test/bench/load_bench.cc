// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Loading cost (README, "Performance"): what registration adds on top of the bare dlopen of the same files.
//   BM_LoadOpp_BuiltIn         LoadOpPackages of the built OPP tree into a fresh registry (what a framework pays at
//                              start-up: open, handshake, register, publish the snapshot);
//   BM_Dlopen_BuiltIn          dlopen (RTLD_NOW | RTLD_LOCAL) of the same library files;
//   BM_LoadOpp_Generated2000   LoadPackage of a generated package of 2,000 ops into a fresh registry;
//   BM_Dlopen_Generated2000    dlopen of its libraries.
// Note [Load benchmarks unload untimed]
// Every iteration must unload what it loaded, or the next one would only bump reference counts instead of paying
// the libraries' relocation and static initialisation (REG_OP / IMPL_OP registrars) again. The unload (registry
// destruction with its dlclose, resp. the bare dlclose) is done with the timer paused on both sides, so the pairs
// above compare loading with loading. The full cycle, unload included, is measured too:
//   BM_LoadUnloadOpp_*         load as above, then destroy the registry (which dlcloses the libraries);
//   BM_DlopenDlclose_*         dlopen, then dlclose.
// Each benchmark reports `allocs` (heap allocations per iteration, timed part only for the load-only pairs) and
// says in a label if a library stayed mapped after dlclose (then both sides measure a reference-count bump only).
#include <benchmark/benchmark.h>
#include <dlfcn.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bench_support.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"

namespace oppkit::bench {
namespace {

constexpr size_t kMaxLibraries = 16;

std::vector<std::string> BuiltInLibraries() { return PackageLibraries(OppRoot() + "/built-in"); }

// dlopen every library into \p handles. False (with \p error, and whatever opened closed again) if one does not
// open.
bool OpenAll(const std::vector<std::string>& libraries, void** handles, size_t* count, std::string* error) {
  *count = 0;
  for (const std::string& path : libraries) {
    void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) {
      if (error != nullptr) *error = dlerror();
      while (*count > 0) dlclose(handles[--*count]);
      return false;
    }
    handles[(*count)++] = handle;
  }
  return true;
}

// dlclose in reverse order.
void CloseAll(void** handles, size_t count) {
  while (count > 0) dlclose(handles[--count]);
}

// True if some library is still mapped although nothing should hold it.
bool AnyStillLoaded(const std::vector<std::string>& libraries) {
  bool loaded = false;
  for (const std::string& path : libraries) {
    void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
    if (handle != nullptr) {
      loaded = true;
      dlclose(handle);
    }
  }
  return loaded;
}

bool CheckLibraries(benchmark::State& state, const std::vector<std::string>& libraries, const char* what) {
  if (libraries.empty() || libraries.size() > kMaxLibraries) {
    state.SkipWithError(
        (std::string(what) + ": expected 1 to 16 libraries, found " + std::to_string(libraries.size())).c_str());
    return false;
  }
  return true;
}

void Finish(benchmark::State& state, const std::vector<std::string>& libraries, uint64_t allocations) {
  state.counters["libraries"] = static_cast<double>(libraries.size());
  if (state.iterations() > 0) {
    state.counters["allocs"] = static_cast<double>(allocations) / static_cast<double>(state.iterations());
  }
  if (AnyStillLoaded(libraries)) state.SetLabel("a library stayed loaded after dlclose");
}

// Bare dlopen of \p libraries; dlclose timed only if \p time_unload (Note [Load benchmarks unload untimed]).
void RunDlopen(benchmark::State& state, const std::vector<std::string>& libraries, bool time_unload) {
  void* handles[kMaxLibraries];
  size_t count = 0;
  std::string error;
  uint64_t allocations = 0;
  for (auto _ : state) {
    const uint64_t before = AllocationCount();
    if (!OpenAll(libraries, handles, &count, &error)) {
      state.SkipWithError(error.c_str());
      break;
    }
    if (time_unload) {
      CloseAll(handles, count);
      allocations += AllocationCount() - before;
    } else {
      allocations += AllocationCount() - before;
      state.PauseTiming();
      CloseAll(handles, count);
      state.ResumeTiming();
    }
  }
  Finish(state, libraries, allocations);
}

// \p load(registry) returns an empty string on success, else the error. Registry destruction timed only if
// \p time_unload.
template <typename Load>
void RunLoad(benchmark::State& state, const std::vector<std::string>& libraries, bool time_unload, const Load& load) {
  size_t ops = 0;
  uint64_t allocations = 0;
  for (auto _ : state) {
    const uint64_t before = AllocationCount();
    auto registry = std::make_unique<OpRegistry>();
    const std::string error = load(*registry);
    if (!error.empty()) {
      state.SkipWithError(error.c_str());
      break;
    }
    ops = registry->Snapshot()->ops().size();
    if (time_unload) {
      registry.reset();
      allocations += AllocationCount() - before;
    } else {
      allocations += AllocationCount() - before;
      state.PauseTiming();
      registry.reset();
      state.ResumeTiming();
    }
  }
  state.counters["ops"] = static_cast<double>(ops);
  Finish(state, libraries, allocations);
}

std::string LoadBuiltIn(OpRegistry& registry) {
  LoadOptions options;
  options.opp_root = OppRoot();
  options.use_environment = false;
  const LoadReport report = LoadOpPackages(options, registry);
  return report.ok() ? std::string() : report.AllErrors().front().message();
}

std::string LoadGenerated(OpRegistry& registry) {
  PackageSource source;
  source.name = "generated2000";
  source.dir = GeneratedPackageDir();
  const PackageReport report = LoadPackage(source, registry);
  return report.ok() ? std::string() : report.status.message();
}

void BM_Dlopen_BuiltIn(benchmark::State& state, bool time_unload) {
  const std::vector<std::string> libraries = BuiltInLibraries();
  if (CheckLibraries(state, libraries, "built-in")) RunDlopen(state, libraries, time_unload);
}

void BM_LoadOpp_BuiltIn(benchmark::State& state, bool time_unload) {
  const std::vector<std::string> libraries = BuiltInLibraries();
  if (CheckLibraries(state, libraries, "built-in")) RunLoad(state, libraries, time_unload, LoadBuiltIn);
}

void BM_Dlopen_Generated2000(benchmark::State& state, bool time_unload) {
  const std::vector<std::string> libraries = PackageLibraries(GeneratedPackageDir());
  if (CheckLibraries(state, libraries, "generated package")) RunDlopen(state, libraries, time_unload);
}

void BM_LoadOpp_Generated2000(benchmark::State& state, bool time_unload) {
  const std::vector<std::string> libraries = PackageLibraries(GeneratedPackageDir());
  if (CheckLibraries(state, libraries, "generated package")) RunLoad(state, libraries, time_unload, LoadGenerated);
}

}  // namespace

void RegisterLoadBenchmarks() {
  for (const bool time_unload : {false, true}) {
    const std::string load = time_unload ? "BM_LoadUnloadOpp_" : "BM_LoadOpp_";
    const std::string open = time_unload ? "BM_DlopenDlclose_" : "BM_Dlopen_";
    benchmark::RegisterBenchmark((load + "BuiltIn").c_str(), BM_LoadOpp_BuiltIn, time_unload)
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark((open + "BuiltIn").c_str(), BM_Dlopen_BuiltIn, time_unload)
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark((load + "Generated2000").c_str(), BM_LoadOpp_Generated2000, time_unload)
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark((open + "Generated2000").c_str(), BM_Dlopen_Generated2000, time_unload)
        ->Unit(benchmark::kMicrosecond);
  }
}

}  // namespace oppkit::bench
