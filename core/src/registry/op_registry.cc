// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The space registry: packages, per-field merging, snapshots.
//
// Note [Plugin lifetime]
// A function pointer, a prototype string or a compile-info object that came from a plugin is valid only while
// the plugin's library is loaded. The registry never unloads anything while it can be used: each registered
// package (PackageData) owns its libraries' handles (shared_ptr<SharedLibrary>, declared first so they are
// released last), every snapshot holds shared_ptrs to the packages it contains, and the registry holds the
// current snapshot. So a library stays loaded as long as the registry that loaded it, or any snapshot taken
// from it, is alive; nothing else (no cache, no global) keeps plugin pointers. Users who resolve an OpEntry
// keep the snapshot it came from. When the last owner goes, the library is closed (dlclose) and its static
// registrations die with it.
//
// Note [Snapshots]
// The registry is copy-on-write. Writers (one at a time, under write_mutex_) build a complete new
// RegistrySnapshot from the previous one's packages plus the new one, then publish it with one atomic store;
// readers atomically load the current shared_ptr and never lock. A reader therefore sees all of a package or
// none of it. Merging from all packages on each registration keeps the rule simple ("for every field, the
// highest priority wins; ties go to the package loaded first, then library order, then table order") and
// makes a later-loaded higher-priority package win exactly as if it had been loaded first.
//
// Re-merging is cheap because everything per package is immutable and shared, not copied: a PackageData is
// imported once (its prototypes in one block per library, Note [One block per library] in plugin_handshake.cc),
// indexed once (IndexPackage: its op types sorted, each with its prototypes and implementations in load order),
// and referenced by every snapshot that contains it. Building a snapshot is a linear merge of the packages'
// sorted op lists; an OpEntry shares its prototype (shared_ptr) and points at the provenance records of the
// package data (OpEntry::origins) instead of copying them.
#include "oppkit/core/op_registry.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <memory>
#include <string_view>
#include <utility>

#include "loading/plugin_handshake.h"
#include "loading/shared_library.h"
#include "loading/package_data.h"
#include "util/log.h"
#include "util/name_slots.h"

namespace oppkit {
namespace detail {
namespace {

// Merges one contribution's field into \p entry: the first provider wins; later ones are recorded. \p from lives in
// a PackageData of the snapshot being built.
template <typename Assign>
void MergeField(OpEntry& entry, OpField field, const Provenance& from, Assign assign) {
  const Provenance*& origin = entry.origins[static_cast<size_t>(field)];
  if (origin == nullptr) {
    assign();
    origin = &from;
    return;
  }
  entry.overrides.push_back(OverrideRecord{field, *origin, from});
}

void NotePackage(OpEntry& entry, const std::string& package) {
  if (entry.packages.empty()) {
    entry.packages.assign(1, package);  // the usual single package: one exact allocation
  } else if (entry.packages.back() != package) {
    entry.packages.push_back(package);
  }
}

// The OppkitV1Kind of a V1 field.
uint32_t V1Kind(OpField field) {
  return static_cast<uint32_t>(field) - static_cast<uint32_t>(OpField::kV1InferShape);
}

// True if \p f provides \p field (OpField: a non-null pointer, a non-zero mask or size, a non-empty list, a set flag).
bool Provides(const OpImplFunctions& f, OpField field) {
  switch (field) {
    case OpField::kPrototype:
      return false;
    case OpField::kInferShape:
      return f.infer_shape != nullptr;
    case OpField::kInferShapeRange:
      return f.infer_shape_range != nullptr;
    case OpField::kInferDataType:
      return f.infer_datatype != nullptr;
    case OpField::kInferFormat:
      return f.infer_format != nullptr;
    case OpField::kTiling:
      return f.tiling != nullptr;
    case OpField::kTilingParse:
      return f.tiling_parse != nullptr || f.compile_info_create != nullptr;
    case OpField::kInputsDataDependency:
      return f.inputs_data_dependency != 0;
    case OpField::kTilingDataDependency:
      return f.tiling_data_dependency != 0;
    case OpField::kHostInputs:
      return f.host_inputs != 0;
    case OpField::kOutputShapeDependOnCompute:
      return f.output_shape_depend_on_compute != 0;
    case OpField::kMaxTilingDataSize:
      return f.max_tiling_data_size != 0;
    case OpField::kPrivateAttrs:
      return !f.private_attrs.empty();
    case OpField::kInferDataTypeSameAsFirstInput:
      return f.infer_datatype_same_as_first_input;
    case OpField::kStorageFormats:
      return f.storage_formats.declared();
    case OpField::kInferSymbolShape:
      return f.infer_symbol_shape != nullptr;
    case OpField::kV1InferShape:
    case OpField::kV1Verify:
    case OpField::kV1InferFormat:
      return f.v1_functions[V1Kind(field)] != nullptr;
  }
  return false;
}

// Copies \p field from \p in to \p out.
void Take(OpImplFunctions& out, const OpImplFunctions& in, OpField field) {
  switch (field) {
    case OpField::kPrototype:
      break;
    case OpField::kInferShape:
      out.infer_shape = in.infer_shape;
      break;
    case OpField::kInferShapeRange:
      out.infer_shape_range = in.infer_shape_range;
      break;
    case OpField::kInferDataType:
      out.infer_datatype = in.infer_datatype;
      break;
    case OpField::kInferFormat:
      out.infer_format = in.infer_format;
      break;
    case OpField::kTiling:  // with the layout of the tiling data it writes
      out.tiling = in.tiling;
      out.tiling_data_class = in.tiling_data_class;
      out.tiling_fields = in.tiling_fields;
      break;
    case OpField::kTilingParse:  // the parse function and its compile-info type travel together
      out.tiling_parse = in.tiling_parse;
      out.compile_info_create = in.compile_info_create;
      out.compile_info_destroy = in.compile_info_destroy;
      break;
    case OpField::kInputsDataDependency:
      out.inputs_data_dependency = in.inputs_data_dependency;
      break;
    case OpField::kTilingDataDependency:
      out.tiling_data_dependency = in.tiling_data_dependency;
      break;
    case OpField::kHostInputs:
      out.host_inputs = in.host_inputs;
      break;
    case OpField::kOutputShapeDependOnCompute:
      out.output_shape_depend_on_compute = in.output_shape_depend_on_compute;
      break;
    case OpField::kMaxTilingDataSize:
      out.max_tiling_data_size = in.max_tiling_data_size;
      break;
    case OpField::kPrivateAttrs:
      out.private_attrs = in.private_attrs;
      break;
    case OpField::kInferDataTypeSameAsFirstInput:
      out.infer_datatype_same_as_first_input = true;
      break;
    case OpField::kStorageFormats:
      out.storage_formats = in.storage_formats;
      break;
    case OpField::kInferSymbolShape:  // the function and the call that can run it travel together
      out.infer_symbol_shape = in.infer_symbol_shape;
      out.infer_symbol_shape_call = in.infer_symbol_shape_call;
      break;
    case OpField::kV1InferShape:  // each V1 function travels with the call of its library
    case OpField::kV1Verify:
    case OpField::kV1InferFormat:
      out.v1_functions[V1Kind(field)] = in.v1_functions[V1Kind(field)];
      out.v1_calls[V1Kind(field)] = in.v1_calls[V1Kind(field)];
      break;
  }
}

// Where \p field of \p impl was registered (the same-as-first-input flag belongs to its InferDataType block).
const Provenance& FieldProvenance(const ImplContribution& impl, OpField field) {
  return impl.ProvenanceOf(field == OpField::kInferDataTypeSameAsFirstInput ? OpField::kInferDataType : field);
}

// Note [Compatible prototypes]
// A package's host functions are written for its own prototype of the op: they reach inputs, outputs and attrs by
// IR index, and its data-dependency masks, private attrs and storage formats count IR positions. When a
// higher-priority package replaces the prototype, the lower package's functions are inherited (CANN's per-field
// rule) only if its prototype is compatible with the winning one (PrototypeIncompatibility: same IR inputs,
// outputs, attrs and subgraphs in order); otherwise the whole contribution is dropped (registry.incompatible_
// prototype), so an op never runs code against a prototype it was not written for. A package without a prototype
// of the op (an override of some functions only) is written against the prototype in use, and always fits.
//
// Tiling, TilingParse and the compile-info type TilingParse creates are one unit: the Tiling function casts the
// compile info to its own type. Both come from the highest-priority package that provides either; the other half
// from another package is dropped (registry.split_tiling), so an override of Tiling alone runs with no compile
// info (TilingContext::GetCompileInfo returns null) rather than with another package's object.
struct EntryMerge {
  explicit EntryMerge(OpEntry& e) : entry(e) {}

  OpEntry& entry;
  const OpPrototype* prototype = nullptr;  // the winning prototype, or null
  std::string_view tiling_package;         // the package that owns the Tiling/TilingParse unit, once one provided it

  void Drop(OpField field, const Provenance& from, ErrorCode reason, std::string detail) {
    entry.dropped.push_back(DroppedRecord{field, from, reason, std::move(detail)});
  }

  // Merges one contribution of a package whose own prototype of the op is \p own (null: none).
  void MergeImpl(const ImplContribution& impl, const OpPrototype* own) {
    const OpImplFunctions& in = impl.functions;
    std::string incompatible;
    if (own != nullptr && prototype != nullptr && own != prototype) {
      incompatible = PrototypeIncompatibility(*own, *prototype);
    }
    for (size_t k = 1; k < kOpFieldCount; ++k) {
      const OpField field = static_cast<OpField>(k);
      if (!Provides(in, field)) continue;
      const Provenance& from = FieldProvenance(impl, field);
      if (!incompatible.empty()) {
        Drop(field, from, ErrorCode::kRegistryIncompatiblePrototype,
             fmt::format("written for the prototype of '{}' ({}), which does not fit the one in use, of '{}' ({}): {}",
                         own->provenance.package, own->provenance.source, prototype->provenance.package,
                         prototype->provenance.source, incompatible));
        continue;
      }
      if (field == OpField::kStorageFormats && prototype != nullptr) {
        std::string mismatch = StorageFormatsMismatch(in.storage_formats, *prototype);
        if (!mismatch.empty()) {
          Drop(field, from, ErrorCode::kRegistryIncompatiblePrototype,
               fmt::format("{}, of '{}' ({})", mismatch, prototype->provenance.package, prototype->provenance.source));
          continue;
        }
      }
      if (field == OpField::kTiling || field == OpField::kTilingParse) {
        if (tiling_package.empty()) tiling_package = from.package;
        if (from.package != tiling_package && !entry.Has(field)) {
          Drop(field, from, ErrorCode::kRegistrySplitTiling,
               fmt::format("the op's {} comes from package '{}', and Tiling and TilingParse come from one package",
                           field == OpField::kTiling ? "TilingParse" : "Tiling", tiling_package));
          continue;
        }
      }
      if (field == OpField::kInferShape || field == OpField::kV1InferShape) {
        // Note [One shape function]: a V2 and a V1 InferShape fill one slot. The highest-priority package that
        // provides either decides (within one package the V2 one runs); the other kind from a lower package is an
        // override, so a vendor's V1 function replaces a built-in V2 one as a V2 function would.
        const Provenance* taken =
            entry.Origin(field == OpField::kInferShape ? OpField::kV1InferShape : OpField::kInferShape);
        if (taken != nullptr && taken->package != from.package && !entry.Has(field)) {
          entry.overrides.push_back(OverrideRecord{field, *taken, from});
          continue;
        }
      }
      MergeField(entry, field, from, [&] { Take(entry.functions, in, field); });
    }
  }
};

bool HigherPriority(const std::shared_ptr<const PackageData>& a, const std::shared_ptr<const PackageData>& b) {
  if (a->report.priority != b->report.priority) return a->report.priority > b->report.priority;
  return a->sequence < b->sequence;
}

// Three-way comparison of op types, as std::string_view::compare() but inline: op types are short, and a package
// of thousands of ops compares a few times per op while it is indexed and merged.
int CompareOpTypes(std::string_view a, std::string_view b) {
  const size_t n = std::min(a.size(), b.size());
  size_t k = 0;
  for (; k + 8 <= n; k += 8) {
    uint64_t x;
    uint64_t y;
    std::memcpy(&x, a.data() + k, 8);
    std::memcpy(&y, b.data() + k, 8);
    if (x != y) {
      x = __builtin_bswap64(x);  // the first differing byte decides, as in memcmp
      y = __builtin_bswap64(y);
      return x < y ? -1 : 1;
    }
  }
  for (; k < n; ++k) {
    if (a[k] != b[k]) return static_cast<unsigned char>(a[k]) < static_cast<unsigned char>(b[k]) ? -1 : 1;
  }
  return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}
bool OpTypeLess(std::string_view a, std::string_view b) { return CompareOpTypes(a, b) < 0; }

// Positions 0..n-1 sorted by key(i), equal keys in their order (stable).
template <typename Key>
std::vector<uint32_t> SortedPositions(size_t n, const Key& key) {
  std::vector<uint32_t> order(n);
  for (size_t i = 0; i < n; ++i) order[i] = static_cast<uint32_t>(i);
  std::stable_sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return OpTypeLess(key(a), key(b)); });
  return order;
}

// One op of one package, while building a snapshot.
struct OpRef {
  std::string_view op_type;
  uint32_t package = 0;  // position in the priority-sorted package list
  uint32_t op = 0;       // position in that package's `ops`
};

// Fills package.ops from the (sorted) prototype and implementation orders. Returns false, leaving package.ops
// incomplete, if either side turns out not to be sorted.
bool MergeSortedOps(PackageData& package) {
  const auto proto_at = [&](size_t k) { return std::string_view(package.prototypes[package.ProtoIndex(k)]->op_type); };
  const auto impl_at = [&](size_t k) { return std::string_view(package.impls[package.ImplIndex(k)].op_type); };
  const size_t protos = package.prototypes.size();
  const size_t impls = package.impls.size();
  package.ops.clear();
  package.ops.reserve(std::max(protos, impls));
  size_t p = 0;
  size_t i = 0;
  while (p < protos || i < impls) {
    // One three-way comparison decides which side has the next op type; the comparison with the next element of
    // each side both finds runs of one type (an op listed twice) and checks the order.
    const int order = p == protos ? 1 : i == impls ? -1 : CompareOpTypes(proto_at(p), impl_at(i));
    PackageOp op;
    op.op_type = order <= 0 ? proto_at(p) : impl_at(i);
    op.proto_begin = static_cast<uint32_t>(p);
    if (order <= 0) {
      for (++p; p < protos; ++p) {
        const int next = CompareOpTypes(proto_at(p), op.op_type);
        if (next < 0) return false;
        if (next > 0) break;
      }
    }
    op.proto_end = static_cast<uint32_t>(p);
    op.impl_begin = static_cast<uint32_t>(i);
    if (order >= 0) {
      for (++i; i < impls; ++i) {
        const int next = CompareOpTypes(impl_at(i), op.op_type);
        if (next < 0) return false;
        if (next > 0) break;
      }
    }
    op.impl_end = static_cast<uint32_t>(i);
    package.ops.push_back(op);
  }
  return true;
}

// Note [Parser merge]
// Framework parser registrations are merged per (framework, origin op type), with the rule of op functions: the
// highest priority package wins, ties go to the package loaded first, then to registration order within it. There
// are few (a few hundred per package), so they are simply collected in priority order and stably sorted.
std::vector<ParserEntry> MergeParsers(const std::vector<std::shared_ptr<const PackageData>>& packages) {
  struct Ref {
    uint32_t framework;
    std::string_view origin;
    const ParserRegistration* registration;
  };
  std::vector<Ref> refs;
  for (const auto& package : packages) {  // priority order
    for (const ParserRegistration& r : package->parsers) {
      for (const std::string& origin : r.origin_op_types) refs.push_back(Ref{r.framework, origin, &r});
    }
  }
  std::stable_sort(refs.begin(), refs.end(), [](const Ref& a, const Ref& b) {
    return a.framework != b.framework ? a.framework < b.framework : a.origin < b.origin;
  });
  std::vector<ParserEntry> entries;
  for (const Ref& ref : refs) {
    if (!entries.empty() && entries.back().framework == ref.framework && entries.back().origin_op_type == ref.origin) {
      entries.back().overridden.push_back(ref.registration);
      continue;
    }
    ParserEntry& entry = entries.emplace_back();
    entry.framework = ref.framework;
    entry.origin_op_type = std::string(ref.origin);
    entry.registration = ref.registration;
  }
  return entries;
}

// Note [One package, one registration per field]
// The libraries of one package split an op's registrations between them (the prototype in op_proto, the host
// functions in op_impl, or InferShape in one library and Tiling in another), but no two of them register the same
// field of one op: which of two InferShape functions of one vendor should run is not something load order may
// decide. Such a package fails to load (registry.duplicate_op, naming both registrations), with the rest of it, as
// every other broken package does. Between packages the same field is an override, decided by priority.
// CheckPackageOps enforces it, and that an op's storage-format table fits the package's own prototype of the op
// (load.bad_plugin_info).
Status CheckPackageOps(const PackageData& package) {
  const auto duplicate = [&](const std::string_view op_type, OpField field, const Provenance& first,
                             const Provenance& second) {
    return Status(ErrorCode::kRegistryDuplicateOp,
                  fmt::format("package '{}': op '{}' has two {} registrations, {} and {}: one package registers "
                              "each field of an op once",
                              package.report.name, op_type, OpFieldName(field), first.ToString(), second.ToString()));
  };
  for (const PackageOp& op : package.ops) {
    if (op.proto_end - op.proto_begin > 1) {
      const Provenance& first = package.prototypes[package.ProtoIndex(op.proto_begin)]->provenance;
      const Provenance& second = package.prototypes[package.ProtoIndex(op.proto_begin + 1)]->provenance;
      return duplicate(op.op_type, OpField::kPrototype, first, second);
    }
    if (op.proto_begin < op.proto_end) {  // a table written against the package's own prototype must fit it
      const OpPrototype& proto = *package.prototypes[package.ProtoIndex(op.proto_begin)];
      for (uint32_t i = op.impl_begin; i < op.impl_end; ++i) {
        const ImplContribution& impl = package.impls[package.ImplIndex(i)];
        const std::string mismatch = StorageFormatsMismatch(impl.functions.storage_formats, proto);
        if (!mismatch.empty()) {
          return Status(ErrorCode::kLoadBadPluginInfo,
                        fmt::format("package '{}': the storage formats of op '{}' ({}) do not fit its prototype ({}): "
                                    "{}",
                                    package.report.name, op.op_type,
                                    impl.ProvenanceOf(OpField::kStorageFormats).ToString(),
                                    proto.provenance.ToString(), mismatch));
        }
      }
    }
    if (op.impl_end - op.impl_begin < 2) continue;
    for (size_t k = 1; k < kOpFieldCount; ++k) {
      const OpField field = static_cast<OpField>(k);
      const ImplContribution* first = nullptr;
      for (uint32_t i = op.impl_begin; i < op.impl_end; ++i) {
        const ImplContribution& impl = package.impls[package.ImplIndex(i)];
        if (!Provides(impl.functions, field)) continue;
        if (first != nullptr) {
          return duplicate(op.op_type, field, FieldProvenance(*first, field), FieldProvenance(impl, field));
        }
        first = &impl;
      }
    }
  }
  return Status();
}

}  // namespace

Status IndexPackage(PackageData& package) {
  // Libraries list their ops sorted (the SDK's tables are), and a package usually has one prototype and one
  // implementation library: then both sides are sorted as they are and one merge pass indexes the package.
  package.proto_order.clear();
  package.impl_order.clear();
  if (!MergeSortedOps(package)) {
    package.proto_order = SortedPositions(package.prototypes.size(),
                                          [&](size_t k) { return std::string_view(package.prototypes[k]->op_type); });
    package.impl_order =
        SortedPositions(package.impls.size(), [&](size_t k) { return std::string_view(package.impls[k].op_type); });
    const bool merged = MergeSortedOps(package);
    (void)merged;  // sorted now
  }
  return CheckPackageOps(package);
}

size_t CountOps(const PackageData& package) { return package.ops.size(); }

// Builds a snapshot of \p packages (any order, each indexed). See Note [Snapshots].
std::shared_ptr<RegistrySnapshot> BuildSnapshot(std::vector<std::shared_ptr<const PackageData>> packages,
                                                uint64_t generation) {
  std::stable_sort(packages.begin(), packages.end(), HigherPriority);

  // Every op of every package, sorted by op type; for one op type, packages in priority order (std::merge takes
  // equal elements from its first range first). Linear per package: each package's ops are sorted already.
  std::vector<OpRef> refs;
  std::vector<OpRef> next;
  std::vector<OpRef> merged;
  const auto by_type = [](const OpRef& a, const OpRef& b) { return OpTypeLess(a.op_type, b.op_type); };
  for (size_t k = 0; k < packages.size(); ++k) {
    const std::vector<PackageOp>& ops = packages[k]->ops;
    std::vector<OpRef>& out = k == 0 ? refs : next;
    out.clear();
    out.reserve(ops.size());
    for (size_t o = 0; o < ops.size(); ++o) {
      out.push_back(OpRef{ops[o].op_type, static_cast<uint32_t>(k), static_cast<uint32_t>(o)});
    }
    if (k == 0) continue;
    merged.clear();
    merged.reserve(refs.size() + next.size());
    std::merge(refs.begin(), refs.end(), next.begin(), next.end(), std::back_inserter(merged), by_type);
    refs.swap(merged);
  }

  // Per op type, in priority order: each package's prototypes, then its implementations, each in load order.
  std::vector<OpEntry> entries;
  entries.reserve(refs.size());
  for (size_t first = 0; first < refs.size();) {
    size_t last = first + 1;
    if (packages.size() > 1) {  // one package lists each op type once
      while (last < refs.size() && CompareOpTypes(refs[last].op_type, refs[first].op_type) == 0) ++last;
    }
    OpEntry& entry = entries.emplace_back();
    entry.op_type.assign(refs[first].op_type.data(), refs[first].op_type.size());
    // The prototype first (the highest-priority package that has one), then every package's contributions.
    EntryMerge merge(entry);
    for (size_t r = first; r < last; ++r) {
      const PackageData& package = *packages[refs[r].package];
      const PackageOp& op = package.ops[refs[r].op];
      NotePackage(entry, package.report.name);
      for (uint32_t k = op.proto_begin; k < op.proto_end; ++k) {
        const std::shared_ptr<const OpPrototype>& proto = package.prototypes[package.ProtoIndex(k)];
        MergeField(entry, OpField::kPrototype, proto->provenance, [&] { entry.prototype = proto; });
      }
    }
    merge.prototype = entry.prototype.get();
    for (size_t r = first; r < last; ++r) {
      const PackageData& package = *packages[refs[r].package];
      const PackageOp& op = package.ops[refs[r].op];
      const OpPrototype* own =
          op.proto_begin < op.proto_end ? package.prototypes[package.ProtoIndex(op.proto_begin)].get() : nullptr;
      for (uint32_t k = op.impl_begin; k < op.impl_end; ++k) merge.MergeImpl(package.impls[package.ImplIndex(k)], own);
    }
    first = last;
  }

  auto snapshot = std::make_shared<RegistrySnapshot>();
  RegistrySnapshot& s = *snapshot;
  RegistryAccess::Ops(s) = std::move(entries);
  RegistryAccess::IndexOps(s);
  RegistryAccess::Parsers(s) = MergeParsers(packages);
  RegistryAccess::Packages(s).reserve(packages.size());
  for (const auto& package : packages) RegistryAccess::Packages(s).push_back(package->report);
  RegistryAccess::Data(s) = std::move(packages);
  RegistryAccess::Generation(s) = generation;
  return snapshot;
}

Status RegistryAccess::AddPackage(OpRegistry& registry, std::shared_ptr<PackageData> package,
                                  std::vector<std::string>* warnings) {
  std::lock_guard<std::mutex> lock(registry.write_mutex_);
  const std::shared_ptr<const RegistrySnapshot> current = std::atomic_load(&registry.current_);
  if (current->FindPackage(package->report.name) != nullptr) {
    return Status(ErrorCode::kLoadDuplicatePackage,
                  fmt::format("package '{}': a package of that name is already registered", package->report.name));
  }
  package->sequence = registry.next_sequence_++;
  std::vector<std::shared_ptr<const PackageData>> packages = current->data_;
  packages.push_back(package);
  std::shared_ptr<const RegistrySnapshot> next = BuildSnapshot(std::move(packages), current->generation_ + 1);

  // Report the overrides this package takes part in (older ones were reported when they appeared).
  const std::string& name = package->report.name;
  for (const OpEntry& entry : next->ops()) {
    for (const OverrideRecord& record : entry.overrides) {
      if (record.winner.package != name && record.loser.package != name) continue;
      OPPKIT_LOG_INFO("'{}' {}", entry.op_type, record.ToString());  // between packages (IndexPackage)
    }
    // A registration this package brings that does not fit, or one of another package that this package's
    // prototype or Tiling makes unfit: a warning of the package just loaded (for the caller to report and log).
    const std::string_view prototype_package = entry.PackageOf(OpField::kPrototype);
    for (const DroppedRecord& record : entry.dropped) {
      if (record.registration.package != name && prototype_package != name &&
          entry.PackageOf(OpField::kTiling) != name && entry.PackageOf(OpField::kTilingParse) != name) {
        continue;
      }
      std::string warning = fmt::format("'{}' {}", entry.op_type, record.ToString());
      if (warnings == nullptr) {
        OPPKIT_LOG_WARN("{}", warning);
      } else {
        warnings->push_back(std::move(warning));
      }
    }
  }
  for (const ParserEntry& entry : next->parsers()) {
    for (const ParserRegistration* loser : entry.overridden) {
      if (entry.registration->provenance.package != name && loser->provenance.package != name) continue;
      OPPKIT_LOG_INFO("{} parser for '{}': '{}' from {} ignored; '{}' from {} wins", FrameworkTypeName(entry.framework),
                      entry.origin_op_type, loser->op_type, loser->provenance.ToString(),
                      entry.registration->op_type, entry.registration->provenance.ToString());
    }
  }
  std::atomic_store(&registry.current_, next);
  return Status();
}

bool RegistryAccess::HasPackage(const OpRegistry& registry, const std::string& name) {
  return registry.Snapshot()->FindPackage(name) != nullptr;
}

}  // namespace detail

const char* OpFieldName(OpField field) {
  switch (field) {
    case OpField::kPrototype:
      return "Prototype";
    case OpField::kInferShape:
      return "InferShape";
    case OpField::kInferShapeRange:
      return "InferShapeRange";
    case OpField::kInferDataType:
      return "InferDataType";
    case OpField::kInferFormat:
      return "InferFormat";
    case OpField::kTiling:
      return "Tiling";
    case OpField::kTilingParse:
      return "TilingParse";
    case OpField::kInputsDataDependency:
      return "InputsDataDependency";
    case OpField::kTilingDataDependency:
      return "TilingInputsDataDependency";
    case OpField::kHostInputs:
      return "HostInputs";
    case OpField::kOutputShapeDependOnCompute:
      return "OutputShapeDependOnCompute";
    case OpField::kMaxTilingDataSize:
      return "MaxTilingDataSize";
    case OpField::kPrivateAttrs:
      return "PrivateAttr";
    case OpField::kInferDataTypeSameAsFirstInput:
      return "InferOutDataTypeSameWithFirstInput";
    case OpField::kStorageFormats:
      return "StorageFormats";
    case OpField::kInferSymbolShape:
      return "InferSymbolShape";
    case OpField::kV1InferShape:
      return "V1InferShape";
    case OpField::kV1Verify:
      return "V1Verify";
    case OpField::kV1InferFormat:
      return "V1InferFormat";
  }
  return "?";
}

std::string StorageFormatsMismatch(const StorageFormatDeclaration& declaration, const OpPrototype& proto) {
  for (size_t c = 0; c < declaration.combinations.size(); ++c) {
    const StorageFormatCombination& combo = declaration.combinations[c];
    if (combo.inputs.size() != proto.inputs.size() || combo.outputs.size() != proto.outputs.size()) {
      return fmt::format("combination {} names {} inputs and {} outputs, the prototype has {} and {}", c + 1,
                         combo.inputs.size(), combo.outputs.size(), proto.inputs.size(), proto.outputs.size());
    }
  }
  return std::string();
}

const char* StorageFormatKindName(StorageFormatKind kind) {
  switch (kind) {
    case StorageFormatKind::kNone:
      return "none";
    case StorageFormatKind::kCombinations:
      return "combinations";
    case StorageFormatKind::kFormatAgnostic:
      return "format_agnostic";
  }
  return "?";
}

const char* PackageKindName(PackageKind kind) {
  switch (kind) {
    case PackageKind::kCustom:
      return "custom";
    case PackageKind::kVendor:
      return "vendor";
    case PackageKind::kBuiltIn:
      return "built-in";
    case PackageKind::kHost:
      return "host";
  }
  return "?";
}

std::string OverrideRecord::ToString() const {
  return fmt::format("{} from {} ignored; {} wins", OpFieldName(field), loser.ToString(), winner.ToString());
}

std::string DroppedRecord::ToString() const {
  return fmt::format("[{}] {} from {} dropped: {}", ErrorId(reason), OpFieldName(field), registration.ToString(),
                     detail);
}

RegistrySnapshot::RegistrySnapshot() = default;
RegistrySnapshot::~RegistrySnapshot() {
  ops_.clear();  // entries point into the packages' data (OpEntry::origins, ParserEntry): they go first
  parsers_.clear();
}

// Note [Op lookup]
// Every graph node looks its op up at least twice per pass (a ResNet-50 InferShapes: about 500 lookups), so Find
// is one hash probe into a table built with the snapshot, not a binary search over the op names (8 string
// comparisons for the built-in packages' 133 ops, about a twentieth of that whole pass).
void detail::RegistryAccess::IndexOps(RegistrySnapshot& s) {
  s.op_slots_ = NameSlots(s.ops_.size());
  const auto name_of = [&s](uint32_t k) { return std::string_view(s.ops_[k].op_type); };
  for (size_t i = 0; i < s.ops_.size(); ++i) {
    s.op_slots_[ProbeName(s.op_slots_, s.ops_[i].op_type, name_of)] = static_cast<uint32_t>(i + 1);
  }
}

const OpEntry* RegistrySnapshot::Find(std::string_view op_type) const {
  if (op_slots_.empty()) return nullptr;
  const auto name_of = [this](uint32_t k) { return std::string_view(ops_[k].op_type); };
  const uint32_t slot = op_slots_[detail::ProbeName(op_slots_, op_type, name_of)];
  return slot != 0 ? &ops_[slot - 1] : nullptr;
}

const ParserEntry* RegistrySnapshot::FindParser(uint32_t framework, std::string_view origin_op_type) const {
  const auto it = std::lower_bound(parsers_.begin(), parsers_.end(), std::make_pair(framework, origin_op_type),
                                   [](const ParserEntry& e, const std::pair<uint32_t, std::string_view>& key) {
                                     return e.framework != key.first ? e.framework < key.first
                                                                     : std::string_view(e.origin_op_type) < key.second;
                                   });
  return it != parsers_.end() && it->framework == framework && it->origin_op_type == origin_op_type ? &*it : nullptr;
}

std::string FrameworkTypeName(uint32_t framework) {
  switch (framework) {
    case 0:
      return "caffe";
    case 1:
      return "mindspore";
    case 3:
      return "tensorflow";
    case 4:
      return "android_nn";
    case kFrameworkOnnx:
      return "onnx";
    default:
      return std::to_string(framework);
  }
}

const PackageReport* RegistrySnapshot::FindPackage(std::string_view name) const {
  for (const PackageReport& package : packages_) {
    if (package.name == name) return &package;
  }
  return nullptr;
}

OpRegistry::OpRegistry() : current_(std::make_shared<const RegistrySnapshot>()) {}

OpRegistry::~OpRegistry() = default;

std::shared_ptr<const RegistrySnapshot> OpRegistry::Snapshot() const { return std::atomic_load(&current_); }

Status OpRegistry::AddHostPackage(const std::string& name, const OppkitPluginInfo* info, int priority) {
  if (name.empty()) return Status(ErrorCode::kApiBadArgument, "AddHostPackage: empty package name");
  // Provenance: the executable or library holding the info, else the one holding its first function.
  std::string location = detail::LocateLoadedObject(info);
  Result<detail::ImportedPlugin> plugin = detail::ImportPluginInfo(info, name, location.empty() ? "<host>" : location);
  if (!plugin.ok()) return plugin.status();
  if (location.empty()) {
    for (const detail::ImplContribution& impl : plugin->impls) {
      const OpImplFunctions& f = impl.functions;
      const void* code = f.infer_shape != nullptr      ? reinterpret_cast<const void*>(f.infer_shape)
                         : f.infer_datatype != nullptr ? reinterpret_cast<const void*>(f.infer_datatype)
                         : f.tiling != nullptr         ? reinterpret_cast<const void*>(f.tiling)
                                                       : nullptr;
      if (code != nullptr) location = detail::LocateLoadedObject(code);
      if (!location.empty()) break;
    }
    if (location.empty()) location = "<host>";
    for (auto& proto : plugin->prototypes) proto->provenance.library = location;
    for (auto& impl : plugin->impls) {
      impl.provenance.library = location;
      for (auto& [field, provenance] : impl.function_provenance) provenance.library = location;
    }
  }
  OPPKIT_RETURN_IF_ERROR(detail::SetHostServices(*plugin, location));

  auto package = std::make_shared<detail::PackageData>();
  PackageReport& report = package->report;
  report.name = name;
  report.kind = PackageKind::kHost;
  report.priority = priority;
  LibraryReport library;
  library.path = location;
  library.abi_version = plugin->abi_version;
  library.sdk_version = plugin->sdk_version;
  library.impl_count = plugin->impls.size();
  library.proto_count = plugin->prototypes.size();
  library.parser_count = plugin->parsers.size();
  report.libraries.push_back(std::move(library));
  package->prototypes.assign(plugin->prototypes.begin(), plugin->prototypes.end());
  package->impls = std::move(plugin->impls);
  for (ParserRegistration& parser : plugin->parsers) parser.provenance.library = location;
  package->parsers = std::move(plugin->parsers);
  OPPKIT_RETURN_IF_ERROR(detail::IndexPackage(*package));
  report.op_count = detail::CountOps(*package);
  return detail::RegistryAccess::AddPackage(*this, std::move(package));
}

}  // namespace oppkit
