// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Finding op packages: the OPP root, the packages of an OPP tree in priority order, and the library files of
// one package (docs/design.md §4; the layout is documented in oppkit/core/op_package_loader.h).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/status.h"

namespace oppkit::detail {

/// A package found in an OPP tree.
struct PackageLocation {
  std::string name;
  std::string dir;
  PackageKind kind = PackageKind::kBuiltIn;
  int priority = 0;
};

/// The packages of an OPP tree, highest priority first, and what was wrong with the tree.
struct OppTree {
  std::string root;
  std::string version;
  std::vector<PackageLocation> packages;
  std::vector<Status> errors;
};

/// Finds the packages described by \p options (custom paths, vendors per config.ini, built-in). Never fails as a
/// whole: problems (load.opp_root_missing, load.config_malformed, load.vendor_missing) go to OppTree::errors and
/// the rest is still found.
OppTree ScanOppTree(const LoadOptions& options);

/// Parses `vendors/config.ini`: blank lines and `#`/`;` comments are skipped, every other line is `key=value`,
/// `load_priority` must appear exactly once with a ','-separated list of distinct vendor names (spaces around
/// names are trimmed; a name is non-empty and has no '/', and is not `.` or `..`). Other keys are ignored.
/// Errors: load.config_malformed naming \p path and the line.
Result<std::vector<std::string>> ParseVendorConfig(std::string_view text, const std::string& path);

/// A library file of a package.
struct LibraryFile {
  std::string path;
  bool proto_dir = false;
  /// A framework parser library (`framework/onnx/*.so`).
  bool parser_dir = false;
};

/// Where a package keeps its ONNX parser libraries, relative to the package (CANN's layout: no arch directory;
/// `<opp>/built-in/framework/onnx/libops_all_onnx_plugin.so`, `<vendor>/framework/onnx/libcust_onnx_parsers.so`).
inline constexpr const char* kOnnxParserLibDir = "framework/onnx";

/// The libraries of the package in \p dir: `op_proto/lib/linux/<arch>/*.so`, then
/// `op_impl/ai_core/tbe/op_tiling/lib/linux/<arch>/*.so`, then `framework/onnx/*.so`, each directory sorted by file
/// name. Missing directories are fine (empty result). Errors: io.error if a directory cannot be read;
/// load.not_shared_library if a `*.so` name is not a regular file after symlinks (a directory, a dangling link or
/// a link loop, a FIFO, ...).
Result<std::vector<LibraryFile>> ListPackageLibraries(const std::string& dir, const std::string& arch);

/// `op_proto/lib/linux/<arch>` and `op_impl/ai_core/tbe/op_tiling/lib/linux/<arch>` (relative to a package).
std::string ProtoLibDir(const std::string& arch);
std::string ImplLibDir(const std::string& arch);

}  // namespace oppkit::detail
