// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What one loaded package holds inside the registry: its libraries (kept loaded), and the prototypes and op
// implementations its libraries described, in load order, as owning copies with provenance.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "oppkit/core/op_registry.h"

namespace oppkit::detail {

class SharedLibrary;

/// One OppkitOpImpl of one library, converted.
struct ImplContribution {
  std::string op_type;
  OpImplFunctions functions;
  Provenance provenance;
};

/// A package as registered. Immutable once handed to the registry; shared by every snapshot that contains it.
struct PackageData {
  /// The package's report (status ok).
  PackageReport report;
  /// Load order within the registry (ties of priority: lower wins).
  uint64_t sequence = 0;
  // Note [Plugin lifetime]: declared first so that it is destroyed last.
  std::vector<std::shared_ptr<SharedLibrary>> libraries;
  /// Prototypes in load order (proto libraries first, each library's table order).
  std::vector<std::shared_ptr<const OpPrototype>> prototypes;
  /// Op implementations in load order.
  std::vector<ImplContribution> impls;
};

/// The registry's internal door for the loader.
struct RegistryAccess {
  /// Registers \p package (assigning its sequence) and swaps in a new snapshot.
  /// Errors: load.duplicate_package.
  static Status AddPackage(OpRegistry& registry, std::shared_ptr<PackageData> package);
  /// True if a package named \p name is registered.
  static bool HasPackage(const OpRegistry& registry, const std::string& name);

  /// A snapshot's parts, for building one.
  static std::vector<OpEntry>& Ops(RegistrySnapshot& s) { return s.ops_; }
  static std::vector<PackageReport>& Packages(RegistrySnapshot& s) { return s.packages_; }
  static std::vector<std::shared_ptr<const PackageData>>& Data(RegistrySnapshot& s) { return s.data_; }
  static uint64_t& Generation(RegistrySnapshot& s) { return s.generation_; }
};

/// Number of distinct op types \p package provides something for.
size_t CountOps(const PackageData& package);

}  // namespace oppkit::detail
