// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// LoadOpPackages / LoadPackage: scan, open, handshake, register. A package is registered all-or-nothing: its
// libraries are opened and imported one by one into a private PackageData, and only when every one succeeded is
// the package handed to the registry (one atomic snapshot swap). On failure the PackageData, and with it every
// library opened so far, is released.
#include <fmt/format.h>

#include <cstdlib>
#include <filesystem>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include "discovery/package_scanner.h"
#include "loading/library_file.h"
#include "loading/library_probe.h"
#include "loading/plugin_handshake.h"
#include "loading/shared_library.h"
#include "oppkit/core/op_package_loader.h"
#include "loading/package_data.h"
#include "util/log.h"

namespace oppkit {
namespace {

// HostArch() asks the kernel (uname); the answer does not change while the process runs.
const std::string& CachedHostArch() {
  static const std::string arch = HostArch();
  return arch;
}

// Opens, checks and imports one library of \p source into \p package. Fills \p library.
Status LoadLibrary(const PackageSource& source, detail::PackageData& package, LibraryReport& library) {
  const std::string& package_name = source.name;
  if (!source.allow_untrusted) {
    OPPKIT_RETURN_IF_ERROR(detail::CheckTrustedLibrary(library.path, source.libraries.empty() ? source.dir : ""));
  }
  if (source.probe_libraries) OPPKIT_RETURN_IF_ERROR(detail::ProbeLibrary(library.path, package_name));
  Result<detail::OpenedPlugin> opened = detail::OpenPluginLibrary(library.path, package_name);
  if (!opened.ok()) return opened.status();
  detail::ImportedPlugin* plugin = &opened->plugin;
  library.abi_version = plugin->abi_version;
  library.sdk_version = plugin->sdk_version;
  library.impl_count = plugin->impls.size();
  library.proto_count = plugin->prototypes.size();
  library.parser_count = plugin->parsers.size();
  OPPKIT_RETURN_IF_ERROR(detail::SetHostServices(*plugin, library.path));
  package.libraries.push_back(std::move(opened->library));
  package.prototypes.insert(package.prototypes.end(), std::make_move_iterator(plugin->prototypes.begin()),
                            std::make_move_iterator(plugin->prototypes.end()));
  if (package.impls.empty()) {
    package.impls = std::move(plugin->impls);
  } else {
    package.impls.insert(package.impls.end(), std::make_move_iterator(plugin->impls.begin()),
                         std::make_move_iterator(plugin->impls.end()));
  }
  package.parsers.insert(package.parsers.end(), std::make_move_iterator(plugin->parsers.begin()),
                         std::make_move_iterator(plugin->parsers.end()));
  return Status();
}

}  // namespace

bool LoadReport::ok() const {
  if (!errors.empty()) return false;
  for (const PackageReport& package : packages) {
    if (!package.ok()) return false;
  }
  return true;
}

std::vector<Status> LoadReport::AllErrors() const {
  std::vector<Status> all = errors;
  for (const PackageReport& package : packages) {
    if (!package.ok()) all.push_back(package.status);
  }
  return all;
}

size_t LoadReport::loaded_count() const {
  size_t count = 0;
  for (const PackageReport& package : packages) count += package.ok() ? 1 : 0;
  return count;
}

PackageReport LoadPackage(const PackageSource& source, OpRegistry& registry) {
  PackageReport report;
  report.name = source.name;
  report.path = source.libraries.empty() ? source.dir : std::string();
  report.kind = source.kind;
  report.priority = source.priority;
  if (source.name.empty()) {
    report.status = Status(ErrorCode::kApiBadArgument, "LoadPackage: empty package name");
    return report;
  }
  if (detail::RegistryAccess::HasPackage(registry, source.name)) {
    report.status = Status(ErrorCode::kLoadDuplicatePackage,
                           fmt::format("package '{}': a package of that name is already registered", source.name));
    return report;
  }

  std::vector<detail::LibraryFile> files;
  if (!source.libraries.empty()) {
    for (const std::string& path : source.libraries) files.push_back({path, false, false});
  } else {
    const std::string& arch = source.arch.empty() ? CachedHostArch() : source.arch;
    Result<std::vector<detail::LibraryFile>> listed = detail::ListPackageLibraries(source.dir, arch);
    std::error_code ec;
    // A package with libraries is a directory; only an empty listing needs the check (one stat less per load).
    if (listed.ok() && listed->empty() && !std::filesystem::is_directory(source.dir, ec)) {
      report.status = Status(ErrorCode::kLoadVendorMissing,
                             fmt::format("package '{}': directory '{}' not found", source.name, source.dir));
      return report;
    }
    if (!listed.ok()) {
      report.status = listed.status();
      return report;
    }
    files = std::move(listed).value();
    if (files.empty()) {
      report.warnings.push_back(fmt::format("no libraries in '{}', '{}' or '{}'", detail::ProtoLibDir(arch),
                                            detail::ImplLibDir(arch), detail::kOnnxParserLibDir));
      OPPKIT_LOG_INFO("package '{}': {}", source.name, report.warnings.back());
    }
  }

  auto package = std::make_shared<detail::PackageData>();
  package->report.name = source.name;  // for IndexPackage's messages; the whole report is copied in below
  for (const detail::LibraryFile& file : files) {
    LibraryReport library;
    library.path = file.path;
    library.proto_dir = file.proto_dir;
    library.parser_dir = file.parser_dir;
    library.status = LoadLibrary(source, *package, library);
    const Status status = library.status;
    report.libraries.push_back(std::move(library));
    if (!status.ok()) {
      report.status = status;
      return report;  // all-or-nothing: `package` and the libraries it opened are released here
    }
  }
  report.status = detail::IndexPackage(*package);
  if (!report.status.ok()) return report;
  report.op_count = detail::CountOps(*package);
  package->report = report;
  std::vector<std::string> dropped;
  report.status = detail::RegistryAccess::AddPackage(registry, std::move(package), &dropped);
  for (std::string& warning : dropped) {
    OPPKIT_LOG_WARN("package '{}': {}", report.name, warning);
    report.warnings.push_back(std::move(warning));
  }
  return report;
}

PackageReport LoadPackage(const std::string& dir, const std::string& name, int priority, OpRegistry& registry) {
  PackageSource source;
  source.name = name;
  source.dir = dir;
  source.priority = priority;
  return LoadPackage(source, registry);
}

LoadReport LoadOpPackages(const LoadOptions& options, OpRegistry& registry) {
  LoadReport report;
  detail::OppTree tree = detail::ScanOppTree(options);
  report.opp_root = tree.root;
  report.opp_version = tree.version;
  report.errors = std::move(tree.errors);
  for (const Status& error : report.errors) OPPKIT_LOG_WARN("{}", error.message());

  const std::string& arch = options.arch.empty() ? CachedHostArch() : options.arch;
  const char* allow = options.use_environment ? std::getenv("OPPKIT_ALLOW_UNTRUSTED_OPP") : nullptr;
  const bool allow_untrusted = options.allow_untrusted || (allow != nullptr && std::string_view(allow) == "1");
  for (const detail::PackageLocation& location : tree.packages) {
    PackageSource source;
    source.name = location.name;
    source.dir = location.dir;
    source.kind = location.kind;
    source.priority = location.priority;
    source.arch = arch;
    source.allow_untrusted = allow_untrusted;
    source.probe_libraries = options.probe_libraries;
    PackageReport package = LoadPackage(source, registry);
    if (package.ok()) {
      OPPKIT_LOG_DEBUG("loaded {} package '{}' ({} ops, {} libraries)", PackageKindName(package.kind), package.name,
                       package.op_count, package.libraries.size());
    } else {
      OPPKIT_LOG_WARN("skipping package '{}': {}", package.name, package.status.message());
    }
    report.packages.push_back(std::move(package));
  }
  return report;
}

}  // namespace oppkit
