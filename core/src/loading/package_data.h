// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What one loaded package holds inside the registry: its libraries (kept loaded), and the prototypes and op
// implementations its libraries described, in load order, as owning copies with provenance.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "oppkit/core/op_registry.h"

namespace oppkit::detail {

class SharedLibrary;

/// One OppkitOpImpl of one library, converted.
struct ImplContribution {
  std::string op_type;
  OpImplFunctions functions;
  Provenance provenance;
  /// Functions registered elsewhere than `provenance.source` (another IMPL_OP block of the op; plugin ABI 1.1),
  /// with their own provenance. Usually empty.
  std::vector<std::pair<OpField, Provenance>> function_provenance;

  /// Where \p field of this contribution was registered.
  const Provenance& ProvenanceOf(OpField field) const {
    for (const auto& [f, p] : function_provenance) {
      if (f == field) return p;
    }
    return provenance;
  }
};

/// The contributions of one op type within a package: positions [proto_begin, proto_end) of
/// PackageData::proto_order and [impl_begin, impl_end) of PackageData::impl_order, each range in load order.
struct PackageOp {
  /// Points into a prototype or implementation of the same package.
  std::string_view op_type;
  uint32_t proto_begin = 0;
  uint32_t proto_end = 0;
  uint32_t impl_begin = 0;
  uint32_t impl_end = 0;
};

/// A package as registered. Immutable once handed to the registry; shared by every snapshot that contains it
/// (Note [Snapshots] in op_registry.cc), so everything a snapshot needs per package is computed here once.
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
  /// Framework parser registrations in load order (plugin ABI 1.2).
  std::vector<ParserRegistration> parsers;

  // Filled by IndexPackage() once all libraries are in.
  /// Indexes into `prototypes`, sorted by op type, equal op types in load order; empty when `prototypes` is sorted
  /// already (see ProtoIndex()).
  std::vector<uint32_t> proto_order;
  /// The same for `impls`.
  std::vector<uint32_t> impl_order;
  /// One element per distinct op type, sorted by op type.
  std::vector<PackageOp> ops;

  /// Position \p k of the sorted prototypes (an index into `prototypes`).
  size_t ProtoIndex(size_t k) const { return proto_order.empty() ? k : proto_order[k]; }
  /// Position \p k of the sorted implementations (an index into `impls`).
  size_t ImplIndex(size_t k) const { return impl_order.empty() ? k : impl_order[k]; }
};

/// Builds the op index of \p package (proto_order, impl_order, ops). Call once, after the last library was added
/// and before the package is shared; `prototypes` and `impls` must not change afterwards. Errors:
/// registry.duplicate_op (two libraries of the package register the same field of an op, Note [One package, one
/// registration per field] in core/src/registry/op_registry.cc).
Status IndexPackage(PackageData& package);

/// The registry's internal door for the loader.
struct RegistryAccess {
  /// Registers \p package (indexed with IndexPackage; assigns its sequence) and swaps in a new snapshot. Appends
  /// to \p warnings (when not null) the registrations dropped because of this package (OpEntry::dropped).
  /// Errors: load.duplicate_package.
  static Status AddPackage(OpRegistry& registry, std::shared_ptr<PackageData> package,
                           std::vector<std::string>* warnings = nullptr);
  /// True if a package named \p name is registered.
  static bool HasPackage(const OpRegistry& registry, const std::string& name);

  /// A snapshot's parts, for building one.
  static std::vector<OpEntry>& Ops(RegistrySnapshot& s) { return s.ops_; }
  /// Builds the index Find uses, once the snapshot's ops are final.
  static void IndexOps(RegistrySnapshot& s);
  static std::vector<ParserEntry>& Parsers(RegistrySnapshot& s) { return s.parsers_; }
  static std::vector<PackageReport>& Packages(RegistrySnapshot& s) { return s.packages_; }
  static std::vector<std::shared_ptr<const PackageData>>& Data(RegistrySnapshot& s) { return s.data_; }
  /// A snapshot's packages (same order as packages()), e.g. to keep one loaded (tiling.cc's CompileInfoCache).
  static const std::vector<std::shared_ptr<const PackageData>>& Data(const RegistrySnapshot& s) { return s.data_; }
  static uint64_t& Generation(RegistrySnapshot& s) { return s.generation_; }
};

/// Number of distinct op types \p package provides something for (after IndexPackage).
size_t CountOps(const PackageData& package);

}  // namespace oppkit::detail
