// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The handshake with a plugin: find and call its entry symbol, check the ABI version and the description's
// sizes and pointers, and copy what it describes into owning core types (Note [Plugin ABI] in plugin_abi.h).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "oppkit/core/op_prototype.h"
#include "oppkit/core/status.h"
#include "oppkit/plugin_abi.h"
#include "loading/package_data.h"

namespace oppkit::detail {

class SharedLibrary;

/// What one plugin describes, copied out of plugin memory.
struct ImportedPlugin {
  uint32_t abi_version = 0;
  std::string sdk_version;
  /// In table order; all share one allocation (Note [One block per library] in plugin_handshake.cc).
  std::vector<std::shared_ptr<OpPrototype>> prototypes;
  /// In table order.
  std::vector<ImplContribution> impls;
  /// Framework parser registrations in table order (ABI 1.2; none from an older plugin).
  std::vector<ParserRegistration> parsers;
  /// The plugin's set_host_services, or nullptr.
  void (*set_host_services)(const OppkitHostServices*) = nullptr;
};

/// Looks up OPPKIT_PLUGIN_ENTRY_SYMBOL in \p library and calls it. Errors: load.no_entry, load.entry_failed
/// (it threw or returned null).
Result<const OppkitPluginInfo*> CallPluginEntry(const SharedLibrary& library);

/// Checks \p info and copies it. \p package and \p library_path go into provenance and messages.
/// Errors: load.abi_mismatch (another major; nothing is read past the version), load.bad_plugin_info (a size
/// that cuts a field, a null op type, a count with a null array, an unknown kind or attr type, ...).
Result<ImportedPlugin> ImportPluginInfo(const OppkitPluginInfo* info, const std::string& package,
                                        const std::string& library_path);

/// A library file checked, opened and imported.
struct OpenedPlugin {
  std::shared_ptr<SharedLibrary> library;
  ImportedPlugin plugin;
};

/// The steps of loading one library of \p package, in order: CheckLibraryFile, SharedLibrary::Open,
/// CallPluginEntry, ImportPluginInfo (the first error of any). The loader and a library probe both run them.
Result<OpenedPlugin> OpenPluginLibrary(const std::string& path, const std::string& package);

/// Calls the plugin's set_host_services (if any) with the core's services. Errors: load.entry_failed if it throws.
Status SetHostServices(const ImportedPlugin& plugin, const std::string& library_path);

}  // namespace oppkit::detail
