// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What the libFuzzer targets (test/fuzz/fuzz_*.cc, built with -DOPPKIT_FUZZ=ON and clang, docs/fuzzing.md) share:
// the OPP tree they answer with, loaded once per process.
#pragma once

#include <cstdlib>
#include <memory>

#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"

namespace oppkit::fuzz {

/// The packages of ASCEND_OPP_PATH (a gcc build's `build/opp` will do: op libraries need no instrumentation to
/// test the readers), loaded on first use and kept for the process.
inline const RegistrySnapshot& Ops() {
  static const std::shared_ptr<const RegistrySnapshot> snapshot = [] {
    static OpRegistry registry;  // never destroyed before the snapshot: op libraries stay loaded
    if (std::getenv("ASCEND_OPP_PATH") == nullptr) {
      std::abort();  // a fuzzer without ops would test nothing past the readers: say so at once
    }
    (void)LoadOpPackages(LoadOptions{}, registry);
    return registry.Snapshot();
  }();
  return *snapshot;
}

}  // namespace oppkit::fuzz
