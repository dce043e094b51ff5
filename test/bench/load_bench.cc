// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Loading cost (issue 2, §7): what registration adds on top of the bare dlopen of the same files.
//   BM_LoadOpp_BuiltIn         LoadOpPackages on the built OPP tree into a fresh registry, then the registry dies;
//   BM_Dlopen_BuiltIn          dlopen (RTLD_NOW | RTLD_LOCAL) + dlclose of the same library files;
//   BM_LoadOpp_Generated2000   LoadPackage of a generated package of 2,000 ops into a fresh registry;
//   BM_Dlopen_Generated2000    dlopen + dlclose of its libraries.
// Both sides unload what they loaded in every iteration, so each iteration pays the libraries' static
// initialisation (REG_OP / IMPL_OP registrars) and relocation again. A label says so if a library stayed mapped
// after dlclose (then both sides measure a reference-count bump only).
#include <benchmark/benchmark.h>
#include <dlfcn.h>

#include <string>
#include <vector>

#include "bench_support.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"

namespace oppkit::bench {
namespace {

std::vector<std::string> BuiltInLibraries() { return PackageLibraries(OppRoot() + "/built-in"); }

// dlopen every library, then dlclose them in reverse order. False (with \p error) if one does not open.
bool OpenAndClose(const std::vector<std::string>& libraries, std::string* error) {
  void* handles[16];
  size_t n = 0;
  bool ok = true;
  for (const std::string& path : libraries) {
    void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) {
      if (error != nullptr) *error = dlerror();
      ok = false;
      break;
    }
    handles[n++] = handle;
  }
  while (n > 0) dlclose(handles[--n]);
  return ok;
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
  if (libraries.empty() || libraries.size() > 16) {
    state.SkipWithError(
        (std::string(what) + ": expected 1 to 16 libraries, found " + std::to_string(libraries.size())).c_str());
    return false;
  }
  return true;
}

void LabelUnload(benchmark::State& state, const std::vector<std::string>& libraries) {
  state.counters["libraries"] = static_cast<double>(libraries.size());
  if (AnyStillLoaded(libraries)) state.SetLabel("a library stayed loaded after dlclose");
}

void BM_Dlopen_BuiltIn(benchmark::State& state) {
  const std::vector<std::string> libraries = BuiltInLibraries();
  if (!CheckLibraries(state, libraries, "built-in")) return;
  std::string error;
  for (auto _ : state) {
    if (!OpenAndClose(libraries, &error)) {
      state.SkipWithError(error.c_str());
      break;
    }
  }
  LabelUnload(state, libraries);
}

void BM_LoadOpp_BuiltIn(benchmark::State& state) {
  const std::vector<std::string> libraries = BuiltInLibraries();
  if (!CheckLibraries(state, libraries, "built-in")) return;
  LoadOptions options;
  options.opp_root = OppRoot();
  options.use_environment = false;
  size_t ops = 0;
  for (auto _ : state) {
    OpRegistry registry;
    const LoadReport report = LoadOpPackages(options, registry);
    if (!report.ok()) {
      state.SkipWithError(report.AllErrors().front().message().c_str());
      break;
    }
    ops = registry.Snapshot()->ops().size();
  }
  state.counters["ops"] = static_cast<double>(ops);
  LabelUnload(state, libraries);
}

void BM_Dlopen_Generated2000(benchmark::State& state) {
  const std::vector<std::string> libraries = PackageLibraries(GeneratedPackageDir());
  if (!CheckLibraries(state, libraries, "generated package")) return;
  std::string error;
  for (auto _ : state) {
    if (!OpenAndClose(libraries, &error)) {
      state.SkipWithError(error.c_str());
      break;
    }
  }
  LabelUnload(state, libraries);
}

void BM_LoadOpp_Generated2000(benchmark::State& state) {
  const std::vector<std::string> libraries = PackageLibraries(GeneratedPackageDir());
  if (!CheckLibraries(state, libraries, "generated package")) return;
  PackageSource source;
  source.name = "generated2000";
  source.dir = GeneratedPackageDir();
  size_t ops = 0;
  for (auto _ : state) {
    OpRegistry registry;
    const PackageReport report = LoadPackage(source, registry);
    if (!report.ok()) {
      state.SkipWithError(report.status.message().c_str());
      break;
    }
    ops = registry.Snapshot()->ops().size();
  }
  state.counters["ops"] = static_cast<double>(ops);
  LabelUnload(state, libraries);
}

}  // namespace

void RegisterLoadBenchmarks() {
  benchmark::RegisterBenchmark("BM_LoadOpp_BuiltIn", BM_LoadOpp_BuiltIn)->Unit(benchmark::kMicrosecond);
  benchmark::RegisterBenchmark("BM_Dlopen_BuiltIn", BM_Dlopen_BuiltIn)->Unit(benchmark::kMicrosecond);
  benchmark::RegisterBenchmark("BM_LoadOpp_Generated2000", BM_LoadOpp_Generated2000)->Unit(benchmark::kMicrosecond);
  benchmark::RegisterBenchmark("BM_Dlopen_Generated2000", BM_Dlopen_Generated2000)->Unit(benchmark::kMicrosecond);
}

}  // namespace oppkit::bench
