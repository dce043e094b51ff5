// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Loading op packages into an OpRegistry: a whole OPP tree (LoadOpPackages) or one package (LoadPackage).
//
// The OPP tree (docs/design.md §4), highest priority first:
//   1. custom paths: LoadOptions::custom_opp_paths, else ASCEND_CUSTOM_OPP_PATH (':'-separated), each a
//      vendor-shaped directory;
//   2. `<opp>/vendors/<name>` in the order of `<opp>/vendors/config.ini` `load_priority=<name>[,<name>...]`;
//   3. `<opp>/built-in`.
// In a package, prototype libraries `op_proto/lib/linux/<arch>/*.so` load before implementation libraries
// `op_impl/ai_core/tbe/op_tiling/lib/linux/<arch>/*.so`, each directory in sorted order. A package loads
// all-or-nothing: if any of its libraries fails, none of it is registered and the report says why; other
// packages still load.
//
// Example:
//   oppkit::OpRegistry registry;
//   oppkit::LoadReport report = oppkit::LoadOpPackages({}, registry);   // root: ASCEND_OPP_PATH or beside the lib
//   for (const oppkit::Status& st : report.AllErrors()) std::cerr << st.message() << "\n";
#pragma once

#include <string>
#include <vector>

#include "oppkit/core/export.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/status.h"

namespace oppkit {

/// Where LoadOpPackages looks.
struct LoadOptions {
  /// The OPP root. Empty: ASCEND_OPP_PATH if set (and use_environment), else the tree beside the core library
  /// (`<libdir>/../opp`: `build/opp` in a build tree, `<prefix>/opp` installed).
  std::string opp_root;
  /// Custom package directories, highest priority first. Empty: ASCEND_CUSTOM_OPP_PATH (if use_environment).
  std::vector<std::string> custom_opp_paths;
  /// Read ASCEND_OPP_PATH and ASCEND_CUSTOM_OPP_PATH (tests turn this off for hermetic runs).
  bool use_environment = true;
  /// `<arch>` of `lib/linux/<arch>`; empty: this machine's (uname -m).
  std::string arch;
  /// Load `<opp>/vendors/*` (per config.ini).
  bool load_vendors = true;
  /// Load `<opp>/built-in`.
  bool load_built_in = true;
  /// Load libraries that others could have replaced (world-writable, or owned by another user than root or the
  /// one running the host), which are load.untrusted otherwise. Also set by OPPKIT_ALLOW_UNTRUSTED_OPP=1 (if
  /// use_environment). Note [Trusted packages] in core/src/loading/library_file.h.
  bool allow_untrusted = false;
  /// Load each library in a child process first (fork) and skip its package as load.probe_failed if the library
  /// ends that process (exit, abort, a crash) or hangs: Note [Library probes] in core/src/loading/library_probe.h.
  /// `oppkit doctor` always probes; a multi-threaded host should probe before it starts threads.
  bool probe_libraries = false;
};

/// What LoadOpPackages did.
struct OPPKIT_CORE_API LoadReport {
  /// The OPP root used (empty if none could be determined).
  std::string opp_root;
  /// `Version=` of `<opp>/version.info`, or empty.
  std::string opp_version;
  /// Problems with the tree itself (load.opp_root_missing, load.config_malformed, load.vendor_missing, ...).
  std::vector<Status> errors;
  /// Every package attempted, highest priority first, each ok or with the reason it was skipped.
  std::vector<PackageReport> packages;

  /// True if there were no tree errors and every package loaded.
  bool ok() const;
  /// Tree errors, then each failed package's status.
  std::vector<Status> AllErrors() const;
  /// Number of packages registered.
  size_t loaded_count() const;
};

/// Loads the OPP tree described by \p options into \p registry (see the file comment for the order). Never
/// throws; every problem is in the report. A package whose name is already registered is reported as
/// load.duplicate_package and skipped, so calling this twice on one registry adds nothing the second time.
OPPKIT_CORE_API LoadReport LoadOpPackages(const LoadOptions& options, OpRegistry& registry);

/// One package to load with LoadPackage.
struct PackageSource {
  /// Package name (unique within the registry).
  std::string name;
  /// Vendor-shaped package directory (with `op_proto/...` and/or `op_impl/...`), scanned as described above.
  /// Ignored when `libraries` is not empty.
  std::string dir;
  /// An explicit list of library files, loaded in this order (instead of scanning `dir`).
  std::vector<std::string> libraries;
  /// Recorded in the package's report.
  PackageKind kind = PackageKind::kCustom;
  /// Higher wins.
  int priority = kCustomPriorityBase;
  /// `<arch>` for scanning `dir`; empty: this machine's.
  std::string arch;
  /// Load libraries that fail the trust check (LoadOptions::allow_untrusted).
  bool allow_untrusted = false;
  /// Load each library in a child process first (LoadOptions::probe_libraries).
  bool probe_libraries = false;
};

/// Loads one package all-or-nothing and registers it. The report's status is ok, or the first error:
/// load.vendor_missing (no such directory), load.not_shared_library, load.truncated_library,
/// load.dlopen_failed, load.no_entry, load.entry_failed, load.abi_mismatch, load.bad_plugin_info,
/// load.duplicate_package, load.untrusted, load.probe_failed.
OPPKIT_CORE_API PackageReport LoadPackage(const PackageSource& source, OpRegistry& registry);

/// Shorthand for LoadPackage({name, dir, {}, PackageKind::kCustom, priority}, registry).
OPPKIT_CORE_API PackageReport LoadPackage(const std::string& dir, const std::string& name, int priority,
                                          OpRegistry& registry);

/// The default OPP root: ASCEND_OPP_PATH if set, else `<dir of liboppkit_core>/../opp` (may not exist).
OPPKIT_CORE_API std::string DefaultOppRoot();

/// This machine's `<arch>` (`x86_64`, `aarch64`, ...).
OPPKIT_CORE_API std::string HostArch();

}  // namespace oppkit
