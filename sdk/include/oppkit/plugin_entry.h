// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The plugin entry of an op library, declared for hosts that link ops into their own executable.
//
// Every op library built with oppkit_add_op_library() contains the plugin-entry object (CMake target
// oppkit::plugin_entry), which defines this function from the library's hidden prototype and op-impl registries.
// A host executable that compiles REG_OP/IMPL_OP sources itself links oppkit::sdk plus
// `$<TARGET_OBJECTS:oppkit::plugin_entry>` and hands the result to the core:
// ```
// #include "oppkit/plugin_entry.h"
// registry.AddHostPackage("main_exe", OppkitGetPluginInfo(), priority);
// ```
#pragma once

#include "oppkit/plugin_abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The description of every prototype and op implementation registered in this library (or executable), sorted by
/// op type. Built once, on the first call (thread-safe); the pointer stays valid while the library is loaded.
/// Returns NULL only if the tables could not be built (out of memory); the reason is logged.
OPPKIT_EXPORT const OppkitPluginInfo* OppkitGetPluginInfo(void);

#ifdef __cplusplus
}  // extern "C"
#endif
