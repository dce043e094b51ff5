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
#include "oppkit/core/op_registry.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <memory>
#include <utility>

#include "loading/plugin_handshake.h"
#include "loading/shared_library.h"
#include "registry/package_data.h"
#include "util/log.h"

namespace oppkit {
namespace detail {
namespace {

// Merges one contribution's field into \p entry: the first provider wins; later ones are recorded.
template <typename Assign>
void MergeField(OpEntry& entry, OpField field, bool provided, const Provenance& from, Assign assign) {
  if (!provided) return;
  std::optional<Provenance>& origin = entry.origins[static_cast<size_t>(field)];
  if (!origin) {
    assign();
    origin = from;
    return;
  }
  entry.overrides.push_back(OverrideRecord{field, *origin, from});
}

void NotePackage(OpEntry& entry, const std::string& package) {
  if (entry.packages.empty() || entry.packages.back() != package) entry.packages.push_back(package);
}

void MergeImpl(OpEntry& entry, const ImplContribution& impl) {
  const OpImplFunctions& in = impl.functions;
  OpImplFunctions& out = entry.functions;
  const Provenance& from = impl.provenance;
  MergeField(entry, OpField::kInferShape, in.infer_shape != nullptr, from, [&] { out.infer_shape = in.infer_shape; });
  MergeField(entry, OpField::kInferShapeRange, in.infer_shape_range != nullptr, from,
             [&] { out.infer_shape_range = in.infer_shape_range; });
  MergeField(entry, OpField::kInferDataType, in.infer_datatype != nullptr, from,
             [&] { out.infer_datatype = in.infer_datatype; });
  MergeField(entry, OpField::kInferFormat, in.infer_format != nullptr, from,
             [&] { out.infer_format = in.infer_format; });
  MergeField(entry, OpField::kTiling, in.tiling != nullptr, from, [&] { out.tiling = in.tiling; });
  // The parse function and its compile-info type travel together: they must come from one plugin.
  MergeField(entry, OpField::kTilingParse, in.tiling_parse != nullptr || in.compile_info_create != nullptr, from, [&] {
    out.tiling_parse = in.tiling_parse;
    out.compile_info_create = in.compile_info_create;
    out.compile_info_destroy = in.compile_info_destroy;
  });
  MergeField(entry, OpField::kInputsDataDependency, in.inputs_data_dependency != 0, from,
             [&] { out.inputs_data_dependency = in.inputs_data_dependency; });
  MergeField(entry, OpField::kTilingDataDependency, in.tiling_data_dependency != 0, from,
             [&] { out.tiling_data_dependency = in.tiling_data_dependency; });
  MergeField(entry, OpField::kHostInputs, in.host_inputs != 0, from, [&] { out.host_inputs = in.host_inputs; });
  MergeField(entry, OpField::kOutputShapeDependOnCompute, in.output_shape_depend_on_compute != 0, from,
             [&] { out.output_shape_depend_on_compute = in.output_shape_depend_on_compute; });
  MergeField(entry, OpField::kMaxTilingDataSize, in.max_tiling_data_size != 0, from,
             [&] { out.max_tiling_data_size = in.max_tiling_data_size; });
  MergeField(entry, OpField::kPrivateAttrs, !in.private_attrs.empty(), from,
             [&] { out.private_attrs = in.private_attrs; });
  MergeField(entry, OpField::kInferDataTypeSameAsFirstInput, in.infer_datatype_same_as_first_input, from,
             [&] { out.infer_datatype_same_as_first_input = true; });
}

bool HigherPriority(const std::shared_ptr<const PackageData>& a, const std::shared_ptr<const PackageData>& b) {
  if (a->report.priority != b->report.priority) return a->report.priority > b->report.priority;
  return a->sequence < b->sequence;
}

}  // namespace

size_t CountOps(const PackageData& package) {
  std::vector<std::string_view> names;
  for (const auto& proto : package.prototypes) names.push_back(proto->op_type);
  for (const ImplContribution& impl : package.impls) names.push_back(impl.op_type);
  std::sort(names.begin(), names.end());
  return static_cast<size_t>(std::unique(names.begin(), names.end()) - names.begin());
}

// Builds a snapshot of \p packages (any order). See Note [Snapshots].
std::shared_ptr<RegistrySnapshot> BuildSnapshot(std::vector<std::shared_ptr<const PackageData>> packages,
                                                uint64_t generation) {
  std::stable_sort(packages.begin(), packages.end(), HigherPriority);
  std::map<std::string, OpEntry, std::less<>> merged;
  auto entry_of = [&](const std::string& op_type) -> OpEntry& {
    OpEntry& entry = merged[op_type];
    if (entry.op_type.empty()) entry.op_type = op_type;
    return entry;
  };
  for (const auto& package : packages) {
    for (const auto& proto : package->prototypes) {
      OpEntry& entry = entry_of(proto->op_type);
      NotePackage(entry, package->report.name);
      MergeField(entry, OpField::kPrototype, true, proto->provenance, [&] { entry.prototype = proto; });
    }
    for (const ImplContribution& impl : package->impls) {
      OpEntry& entry = entry_of(impl.op_type);
      NotePackage(entry, package->report.name);
      MergeImpl(entry, impl);
    }
  }
  auto snapshot = std::make_shared<RegistrySnapshot>();
  RegistrySnapshot& s = *snapshot;
  RegistryAccess::Ops(s).reserve(merged.size());
  for (auto& item : merged) RegistryAccess::Ops(s).push_back(std::move(item.second));  // std::map: sorted
  for (const auto& package : packages) RegistryAccess::Packages(s).push_back(package->report);
  RegistryAccess::Data(s) = std::move(packages);
  RegistryAccess::Generation(s) = generation;
  return snapshot;
}

Status RegistryAccess::AddPackage(OpRegistry& registry, std::shared_ptr<PackageData> package) {
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
      if (record.winner.package == record.loser.package) {
        OPPKIT_LOG_WARN("[{}] '{}' {}", ErrorId(ErrorCode::kRegistryDuplicateOp), entry.op_type, record.ToString());
      } else {
        OPPKIT_LOG_INFO("'{}' {}", entry.op_type, record.ToString());
      }
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

RegistrySnapshot::RegistrySnapshot() = default;
RegistrySnapshot::~RegistrySnapshot() = default;

const OpEntry* RegistrySnapshot::Find(std::string_view op_type) const {
  const auto it = std::lower_bound(ops_.begin(), ops_.end(), op_type,
                                   [](const OpEntry& entry, std::string_view key) { return entry.op_type < key; });
  return it != ops_.end() && it->op_type == op_type ? &*it : nullptr;
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
    for (auto& impl : plugin->impls) impl.provenance.library = location;
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
  report.libraries.push_back(std::move(library));
  package->prototypes.assign(plugin->prototypes.begin(), plugin->prototypes.end());
  package->impls = std::move(plugin->impls);
  report.op_count = detail::CountOps(*package);
  return detail::RegistryAccess::AddPackage(*this, std::move(package));
}

}  // namespace oppkit
