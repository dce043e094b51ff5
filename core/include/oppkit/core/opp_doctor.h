// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// `oppkit doctor`: checks an OPP tree and every library in it without running any op function, and explains each
// problem in one line. It looks at the layout (root, version.info, vendors/config.ini, vendor directories not
// listed in load_priority, custom paths), loads every package into a scratch registry (ELF checks, entry symbol,
// ABI version, plugin tables, duplicate ops: the same all-or-nothing rules a framework's start-up applies), and
// then at the merged registry (ops with functions but no prototype, prototypes without InferShape, per-function
// overrides between packages; framework parsers that map onto an op without a prototype or register only what the
// import cannot call, and parser overrides).
//
// Example:
//   oppkit::DoctorReport report = oppkit::DiagnoseOppTree(oppkit::LoadOptions{});
//   for (const oppkit::DoctorFinding& f : report.findings) std::cout << f.ToString() << "\n";
//   return report.error_count() == 0 ? 0 : 1;
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "oppkit/core/export.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/status.h"

namespace oppkit {

/// How serious a finding is: errors make a package (or the tree) unusable, warnings are likely mistakes that do
/// not stop loading, notes are facts worth knowing (e.g. which package overrides which function).
enum class DoctorSeverity { kError, kWarning, kNote };

/// One finding: its severity and a Status whose id names the problem and whose message names its subject.
struct OPPKIT_CORE_API DoctorFinding {
  DoctorSeverity severity = DoctorSeverity::kNote;
  Status status;

  /// `error: [load.no_entry] '<library>': ...`, `warning: [doctor.unlisted_vendor] ...`, `note: ...`.
  std::string ToString() const;
};

/// What DiagnoseOppTree found.
struct OPPKIT_CORE_API DoctorReport {
  /// The OPP root examined (empty if none could be determined).
  std::string opp_root;
  /// Every finding: tree problems first, then per package in priority order, then per op.
  std::vector<DoctorFinding> findings;
  /// Packages found, packages that loaded, library files examined, op types in the merged registry.
  size_t package_count = 0;
  size_t loaded_package_count = 0;
  size_t library_count = 0;
  size_t op_count = 0;
  /// Origin op types the merged framework parsers map.
  size_t parser_count = 0;

  /// Number of findings of \p severity.
  size_t count(DoctorSeverity severity) const;
  size_t error_count() const { return count(DoctorSeverity::kError); }
  size_t warning_count() const { return count(DoctorSeverity::kWarning); }
};

/// Examines the OPP tree \p options describe (the same options LoadOpPackages takes). Never throws.
OPPKIT_CORE_API DoctorReport DiagnoseOppTree(const LoadOptions& options);

}  // namespace oppkit
