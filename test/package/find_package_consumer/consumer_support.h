// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What both consumer programs do first: load the installed built-in tree and the demo package (as a custom path,
// highest priority) and print the load report.
#pragma once

#include <cstdio>

#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"

/// Loads the built-in tree and the demo package into \p registry; false if anything failed to load.
inline bool LoadConsumerPackages(oppkit::OpRegistry& registry) {
  oppkit::LoadOptions options;
  options.opp_root = BUILT_IN_OPP_ROOT;
  options.custom_opp_paths = {DEMO_PACKAGE_DIR};
  options.use_environment = false;
  const oppkit::LoadReport report = oppkit::LoadOpPackages(options, registry);
  for (const oppkit::Status& error : report.AllErrors()) std::printf("load error: %s\n", error.message().c_str());
  std::printf("packages loaded: %zu\n", report.loaded_count());
  return report.ok();
}
