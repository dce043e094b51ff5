// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// `oppkit doctor` (opp_doctor.h): the tree's layout, then a scratch load of every package, then the merged registry.
#include "oppkit/core/opp_doctor.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <set>
#include <string>
#include <system_error>
#include <utility>

#include "discovery/package_scanner.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/plugin_abi.h"

namespace oppkit {
namespace {

namespace fs = std::filesystem;

void Add(DoctorReport* report, DoctorSeverity severity, Status status) {
  report->findings.push_back(DoctorFinding{severity, std::move(status)});
}

// Vendor directories under <root>/vendors that config.ini does not list: present but never loaded.
void CheckUnlistedVendors(const detail::OppTree& tree, DoctorReport* report) {
  const fs::path vendors = fs::path(tree.root) / "vendors";
  std::error_code ec;
  if (!fs::is_directory(vendors, ec)) return;
  std::set<std::string> loaded_dirs;
  for (const detail::PackageLocation& location : tree.packages) {
    loaded_dirs.insert(fs::weakly_canonical(location.dir, ec).string());
  }
  std::vector<std::string> unlisted;
  for (const fs::directory_entry& entry : fs::directory_iterator(vendors, ec)) {
    if (!entry.is_directory(ec)) continue;
    if (loaded_dirs.count(fs::weakly_canonical(entry.path(), ec).string()) == 0) {
      unlisted.push_back(entry.path().filename().string());
    }
  }
  std::sort(unlisted.begin(), unlisted.end());
  for (const std::string& name : unlisted) {
    Add(report, DoctorSeverity::kWarning,
        Status(ErrorCode::kDoctorUnlistedVendor,
               fmt::format("vendor '{}' ({}/{}): not named in vendors/config.ini load_priority, so it is never loaded",
                           name, vendors.string(), name)));
  }
}

void CheckPackages(const LoadReport& load, DoctorReport* report) {
  for (const PackageReport& package : load.packages) {
    report->library_count += package.libraries.size();
    if (package.ok()) ++report->loaded_package_count;
    if (!package.ok()) {
      Add(report, DoctorSeverity::kError,
          Status(package.status.code(), fmt::format("package '{}' ({}) is skipped: {}", package.name, package.path,
                                                    package.status.detail())));
    }
    // A package's other warnings are its dropped registrations, which CheckOps reports with their own ids.
    if (package.ok() && package.libraries.empty()) {
      for (const std::string& warning : package.warnings) {
        Add(report, DoctorSeverity::kWarning,
            Status(ErrorCode::kDoctorEmptyPackage,
                   fmt::format("package '{}' ({}): {}", package.name, package.path, warning)));
      }
    }
    for (const LibraryReport& library : package.libraries) {
      if (!library.status.ok() || library.abi_version == 0) continue;
      if (OPPKIT_ABI_MINOR_OF(library.abi_version) != OPPKIT_PLUGIN_ABI_MINOR) {
        const bool newer = OPPKIT_ABI_MINOR_OF(library.abi_version) > OPPKIT_PLUGIN_ABI_MINOR;
        Add(report, DoctorSeverity::kNote,
            Status(ErrorCode::kDoctorAbiMinor,
                   fmt::format("'{}': built for plugin ABI {}.{}, this core has {}.{}: {}", library.path,
                               OPPKIT_ABI_MAJOR_OF(library.abi_version), OPPKIT_ABI_MINOR_OF(library.abi_version),
                               OPPKIT_PLUGIN_ABI_MAJOR, OPPKIT_PLUGIN_ABI_MINOR,
                               newer ? "its newer fields are ignored" : "the fields it lacks read as absent")));
      }
    }
  }
}

void CheckOps(const RegistrySnapshot& snapshot, DoctorReport* report) {
  report->op_count = snapshot.ops().size();
  for (const OpEntry& entry : snapshot.ops()) {
    const std::string packages = fmt::format("{}", fmt::join(entry.packages, ", "));
    if (entry.prototype == nullptr) {
      Add(report, DoctorSeverity::kWarning,
          Status(ErrorCode::kDoctorNoPrototype,
                 fmt::format("op '{}' has host functions (from {}) but no package has its prototype (REG_OP): "
                             "queries fail with infer.no_prototype",
                             entry.op_type, packages)));
    } else if (!entry.Has(OpField::kInferShape) && !entry.Has(OpField::kV1InferShape) &&
               entry.prototype->subgraphs.empty()) {
      // An op with subgraphs (If, Case, While) has none by design: its outputs are its subgraphs' (Note
      // [Control-flow ops have no shape functions] in oplibs/controlflow/functional/functional_proto.h).
      Add(report, DoctorSeverity::kWarning,
          Status(ErrorCode::kDoctorNoInferShape,
                 fmt::format("op '{}' has a prototype (from {}) but no InferShape (V2 or V1): queries fail with "
                             "infer.no_infershape",
                             entry.op_type, packages)));
    }
    for (const OverrideRecord& record : entry.overrides) {
      Add(report, DoctorSeverity::kNote,
          Status(ErrorCode::kDoctorOverride, fmt::format("op '{}': {}", entry.op_type, record.ToString())));
    }
    for (const DroppedRecord& record : entry.dropped) {
      Add(report, DoctorSeverity::kWarning,
          Status(record.reason, fmt::format("op '{}': {} from {} dropped: {}", entry.op_type, OpFieldName(record.field),
                                            record.registration.ToString(), record.detail)));
    }
  }
}

// Framework parser registrations: what a node they map would run into at import time.
void CheckParsers(const RegistrySnapshot& snapshot, DoctorReport* report) {
  report->parser_count = snapshot.parsers().size();
  std::set<const ParserRegistration*> checked;
  for (const ParserEntry& entry : snapshot.parsers()) {
    const ParserRegistration& r = *entry.registration;
    const std::string framework = FrameworkTypeName(entry.framework);
    for (const ParserRegistration* loser : entry.overridden) {
      Add(report, DoctorSeverity::kNote,
          Status(ErrorCode::kDoctorOverride,
                 fmt::format("{} parser for '{}': '{}' from {} ignored; '{}' from {} wins", framework,
                             entry.origin_op_type, loser->op_type, loser->provenance.ToString(), r.op_type,
                             r.provenance.ToString())));
    }
    if (!checked.insert(&r).second) continue;  // one finding per registration, not per origin op type
    const OpEntry* op = snapshot.Find(r.op_type);
    if (op == nullptr || op->prototype == nullptr) {
      Add(report, DoctorSeverity::kWarning,
          Status(ErrorCode::kDoctorParserNoPrototype,
                 fmt::format("{} parser {} maps '{}' (and {} more origin op types) onto '{}', which no package has a "
                             "prototype for: such nodes fail to import (onnx.bad_mapping)",
                             framework, r.provenance.ToString(), entry.origin_op_type,
                             r.origin_op_types.size() - 1, r.op_type)));
    }
    if ((r.parse_params == nullptr && r.parse_op_to_graph == nullptr) ||
        (r.flags & (OPPKIT_PARSER_DELETE_INPUT | OPPKIT_PARSER_SUBGRAPH_POST_FN)) != 0) {
      Add(report, DoctorSeverity::kWarning,
          Status(ErrorCode::kDoctorParserUnsupported,
                 fmt::format("{} parser {} for '{}' {}: its nodes fail to import (onnx.unsupported)", framework,
                             r.provenance.ToString(), r.op_type,
                             r.parse_params == nullptr
                                 ? "has neither ParseParamsByOperatorFn nor ParseOpToGraphFn (ParseParamsFn is "
                                   "not called by oppkit)"
                                 : "registers DelInputWithCond/DelInputWithOriginalType or ParseSubgraphPostFn")));
    }
  }
}

}  // namespace

std::string DoctorFinding::ToString() const {
  const char* label = severity == DoctorSeverity::kError     ? "error"
                      : severity == DoctorSeverity::kWarning ? "warning"
                                                             : "note";
  return fmt::format("{}: {}", label, status.message());
}

size_t DoctorReport::count(DoctorSeverity severity) const {
  return static_cast<size_t>(std::count_if(findings.begin(), findings.end(),
                                           [severity](const DoctorFinding& f) { return f.severity == severity; }));
}

DoctorReport DiagnoseOppTree(const LoadOptions& options) {
  DoctorReport report;
  try {
    // 1. The layout: root, version.info, config.ini, vendor and custom directories.
    const detail::OppTree tree = detail::ScanOppTree(options);
    report.opp_root = tree.root;
    report.package_count = tree.packages.size();
    for (const Status& error : tree.errors) Add(&report, DoctorSeverity::kError, error);
    if (!tree.root.empty() && fs::is_directory(tree.root)) {
      if (tree.version.empty()) {
        Add(&report, DoctorSeverity::kWarning,
            Status(ErrorCode::kDoctorNoVersionInfo,
                   fmt::format("'{}/version.info' is missing or has no 'Version=' line", tree.root)));
      }
      CheckUnlistedVendors(tree, &report);
      if (tree.packages.empty() && tree.errors.empty()) {
        Add(&report, DoctorSeverity::kError,
            Status(ErrorCode::kDoctorNoPackages,
                   fmt::format("'{}' has no op packages (no built-in/, no vendor named in vendors/config.ini, no "
                               "custom path): a framework loading it gets no ops",
                               tree.root)));
      }
    }
    // 2. Every package, loaded the way a framework loads it (all or nothing), into a scratch registry.
    // Each library is probed in a child process first (Note [Library probes]): one that exits or crashes while it
    // loads fails its package here instead of ending the doctor.
    OpRegistry registry;
    LoadOptions probing = options;
    probing.probe_libraries = true;
    const LoadReport load = LoadOpPackages(probing, registry);
    CheckPackages(load, &report);
    // 3. The merged registry.
    const std::shared_ptr<const RegistrySnapshot> snapshot = registry.Snapshot();
    CheckOps(*snapshot, &report);
    CheckParsers(*snapshot, &report);
  } catch (const std::exception& e) {
    Add(&report, DoctorSeverity::kError, Status(ErrorCode::kInternal, fmt::format("doctor failed: {}", e.what())));
  }
  return report;
}

}  // namespace oppkit
