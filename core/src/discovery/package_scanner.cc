// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "discovery/package_scanner.h"

#include <fmt/format.h>
#include <sys/utsname.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <system_error>

#include "loading/shared_library.h"
#include "util/log.h"
#include "util/read_file.h"

namespace fs = std::filesystem;

namespace oppkit {
namespace detail {
namespace {

std::string_view Trim(std::string_view text) {
  const size_t begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string_view::npos) return {};
  const size_t end = text.find_last_not_of(" \t\r\n");
  return text.substr(begin, end - begin + 1);
}

std::string Normalize(const std::string& path) {
  std::string out = fs::path(path).lexically_normal().string();
  while (out.size() > 1 && out.back() == '/') out.pop_back();
  return out;
}

bool IsDirectory(const std::string& path) {
  std::error_code ec;
  return fs::is_directory(path, ec);
}

std::string GetEnv(const char* name) {
  const char* value = std::getenv(name);
  return value == nullptr ? std::string() : std::string(value);
}

std::string ReadVersion(const std::string& root, std::vector<Status>* errors) {
  const std::string path = root + "/version.info";
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(path, ec))) return std::string();
  std::string content;
  if (Status st = ReadNamedFile(path, FileKinds::kRegular, kMaxConfigFileBytes, &content); !st.ok()) {
    errors->push_back(std::move(st));
    return std::string();
  }
  std::istringstream file(content);
  std::string line;
  while (std::getline(file, line)) {
    std::string_view text = Trim(line);
    if (text.substr(0, 8) == "Version=") return std::string(Trim(text.substr(8)));
  }
  return std::string();
}

// Names: unique within one scan; a custom path whose directory name is taken is named by its full path.
std::string UniqueName(const std::string& preferred, const std::string& dir, std::set<std::string>* used) {
  std::string name = preferred.empty() ? dir : preferred;
  if (used->count(name) != 0) name = dir;
  used->insert(name);
  return name;
}

}  // namespace

std::string ProtoLibDir(const std::string& arch) { return "op_proto/lib/linux/" + arch; }
std::string ImplLibDir(const std::string& arch) { return "op_impl/ai_core/tbe/op_tiling/lib/linux/" + arch; }

Result<std::vector<std::string>> ParseVendorConfig(std::string_view text, const std::string& path) {
  std::vector<std::string> vendors;
  bool seen = false;
  size_t line_number = 0;
  while (!text.empty()) {
    const size_t newline = text.find('\n');
    std::string_view line = Trim(text.substr(0, newline));
    text = newline == std::string_view::npos ? std::string_view() : text.substr(newline + 1);
    ++line_number;
    if (line.empty() || line.front() == '#' || line.front() == ';') continue;
    const size_t equals = line.find('=');
    if (equals == std::string_view::npos) {
      return Status(ErrorCode::kLoadConfigMalformed,
                    fmt::format("'{}' line {}: expected 'key=value', got '{}'", path, line_number, line));
    }
    if (Trim(line.substr(0, equals)) != "load_priority") continue;
    if (seen) {
      return Status(ErrorCode::kLoadConfigMalformed,
                    fmt::format("'{}' line {}: load_priority given twice", path, line_number));
    }
    seen = true;
    std::string_view list = Trim(line.substr(equals + 1));
    if (list.empty()) {
      return Status(ErrorCode::kLoadConfigMalformed,
                    fmt::format("'{}' line {}: load_priority names no vendor", path, line_number));
    }
    while (true) {
      const size_t comma = list.find(',');
      const std::string name(Trim(list.substr(0, comma)));
      if (name.empty() || name == "." || name == ".." || name.find('/') != std::string::npos) {
        return Status(ErrorCode::kLoadConfigMalformed,
                      fmt::format("'{}' line {}: bad vendor name '{}' in load_priority", path, line_number, name));
      }
      if (std::find(vendors.begin(), vendors.end(), name) != vendors.end()) {
        return Status(ErrorCode::kLoadConfigMalformed,
                      fmt::format("'{}' line {}: vendor '{}' listed twice", path, line_number, name));
      }
      vendors.push_back(name);
      if (comma == std::string_view::npos) break;
      list = list.substr(comma + 1);
    }
  }
  if (!seen) {
    return Status(ErrorCode::kLoadConfigMalformed, fmt::format("'{}': no load_priority line", path));
  }
  return vendors;
}

namespace {

// What \p path is when it is not a regular file after following symlinks ("a directory", "a dangling symbolic
// link", ...), or nullptr for a regular file.
const char* NotARegularFile(const fs::path& path) {
  std::error_code ec;
  const fs::file_status target = fs::status(path, ec);
  if (fs::is_regular_file(target)) return nullptr;
  if (ec) {
    if (ec == std::errc::too_many_symbolic_link_levels) return "a symbolic link loop";
    std::error_code link_ec;
    if (fs::is_symlink(fs::symlink_status(path, link_ec))) return "a dangling symbolic link";
    return "unreadable";
  }
  if (fs::is_directory(target)) return "a directory";
  if (fs::is_fifo(target)) return "a FIFO";
  if (fs::is_socket(target)) return "a socket";
  if (fs::is_block_file(target) || fs::is_character_file(target)) return "a device";
  return "not a regular file";
}

}  // namespace

Result<std::vector<LibraryFile>> ListPackageLibraries(const std::string& dir, const std::string& arch) {
  std::vector<LibraryFile> libraries;
  enum Kind { kProto, kImpl, kParser };
  for (const Kind kind : {kProto, kImpl, kParser}) {
    const std::string lib_dir =
        dir + "/" + (kind == kProto ? ProtoLibDir(arch) : kind == kImpl ? ImplLibDir(arch) : kOnnxParserLibDir);
    if (!IsDirectory(lib_dir)) continue;
    std::vector<std::string> names;
    std::error_code ec;
    for (fs::directory_iterator it(lib_dir, ec), end; !ec && it != end; it.increment(ec)) {
      const std::string name = it->path().filename().string();
      if (name.size() <= 3 || name.compare(name.size() - 3, 3, ".so") != 0 || name.front() == '.') continue;
      // A `*.so` name that is not a regular file (after symlinks) is a broken package, not an absent library:
      // skipping it would load the package without that library's ops.
      if (const char* what = NotARegularFile(it->path()); what != nullptr) {
        return Status(ErrorCode::kLoadNotSharedLibrary,
                      fmt::format("'{}/{}' is {}, not a shared library", lib_dir, name, what));
      }
      names.push_back(name);
    }
    if (ec)
      return Status(ErrorCode::kIoError, fmt::format("'{}': cannot list the directory: {}", lib_dir, ec.message()));
    std::sort(names.begin(), names.end());
    for (const std::string& name : names) {
      libraries.push_back(LibraryFile{lib_dir + "/" + name, kind == kProto, kind == kParser});
    }
  }
  return libraries;
}

namespace {

// 1. Custom paths (LoadOptions::custom_opp_paths, else ASCEND_CUSTOM_OPP_PATH), highest priority first.
void AddCustomPackages(const LoadOptions& options, std::set<std::string>* used_names, OppTree* tree) {
  std::vector<std::string> custom = options.custom_opp_paths;
  if (custom.empty() && options.use_environment) {
    std::stringstream list(GetEnv("ASCEND_CUSTOM_OPP_PATH"));
    for (std::string item; std::getline(list, item, ':');) {
      if (!Trim(item).empty()) custom.emplace_back(Trim(item));
    }
  }
  std::vector<PackageLocation> custom_packages;
  for (const std::string& raw : custom) {
    const std::string dir = Normalize(raw);
    if (!IsDirectory(dir)) {
      tree->errors.emplace_back(ErrorCode::kLoadVendorMissing,
                                fmt::format("'{}': custom op package directory not found", dir));
      continue;
    }
    custom_packages.push_back(
        {UniqueName(fs::path(dir).filename().string(), dir, used_names), dir, PackageKind::kCustom, 0});
  }
  for (size_t i = 0; i < custom_packages.size(); ++i) {
    custom_packages[i].priority = kCustomPriorityBase + static_cast<int>(custom_packages.size() - i);
    tree->packages.push_back(custom_packages[i]);
  }
}

// The OPP root into tree->root (LoadOptions::opp_root, else ASCEND_OPP_PATH, else the tree beside liboppkit_core)
// and its version; false, with the error recorded, when there is none.
bool FindOppRoot(const LoadOptions& options, OppTree* tree) {
  const char* origin = "LoadOptions::opp_root";
  std::string root = options.opp_root;
  if (root.empty() && options.use_environment && !GetEnv("ASCEND_OPP_PATH").empty()) {
    root = GetEnv("ASCEND_OPP_PATH");
    origin = "ASCEND_OPP_PATH";
  }
  if (root.empty()) {
    const std::string library = LocateLoadedObject(reinterpret_cast<const void*>(&HostArch));
    if (!library.empty()) root = (fs::path(library).parent_path() / ".." / "opp").string();
    origin = "the tree beside liboppkit_core";
  }
  if (root.empty()) {
    tree->errors.emplace_back(ErrorCode::kLoadOppRootMissing,
                              "no OPP root: none given, ASCEND_OPP_PATH unset, and the core library's location is "
                              "unknown");
    return false;
  }
  tree->root = Normalize(root);
  if (!IsDirectory(tree->root)) {
    tree->errors.emplace_back(ErrorCode::kLoadOppRootMissing,
                              fmt::format("'{}': OPP root not found (from {})", tree->root, origin));
    return false;
  }
  tree->version = ReadVersion(tree->root, &tree->errors);
  return true;
}

// 2. The vendors of the root's vendors/config.ini, in load_priority order.
void AddVendorPackages(std::set<std::string>* used_names, OppTree* tree) {
  const std::string vendors_dir = tree->root + "/vendors";
  if (!IsDirectory(vendors_dir)) return;
  const std::string config_path = vendors_dir + "/config.ini";
  std::vector<std::string> vendors;
  std::error_code ec;
  if (fs::exists(fs::symlink_status(config_path, ec))) {
    std::string text;
    Status read = ReadNamedFile(config_path, FileKinds::kRegular, kMaxConfigFileBytes, &text);
    Result<std::vector<std::string>> parsed =
        read.ok() ? ParseVendorConfig(text, config_path)
                  : Result<std::vector<std::string>>(Status(ErrorCode::kLoadConfigMalformed, read.detail()));
    if (parsed.ok()) {
      vendors = std::move(parsed).value();
    } else {
      tree->errors.push_back(parsed.status());
    }
  }
  std::vector<PackageLocation> vendor_packages;
  for (const std::string& vendor : vendors) {
    const std::string dir = vendors_dir + "/" + vendor;
    if (!IsDirectory(dir)) {
      tree->errors.emplace_back(
          ErrorCode::kLoadVendorMissing,
          fmt::format("vendor '{}': named in '{}' but '{}' does not exist", vendor, config_path, dir));
      continue;
    }
    vendor_packages.push_back({UniqueName(vendor, dir, used_names), dir, PackageKind::kVendor, 0});
  }
  for (size_t i = 0; i < vendor_packages.size(); ++i) {
    vendor_packages[i].priority = kVendorPriorityBase + static_cast<int>(vendor_packages.size() - i);
    tree->packages.push_back(vendor_packages[i]);
  }
  // Vendors present but not listed are not loaded (CANN's rule); say so.
  for (fs::directory_iterator it(vendors_dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    std::error_code type_ec;
    if (!it->is_directory(type_ec)) continue;
    if (std::find(vendors.begin(), vendors.end(), name) == vendors.end()) {
      OPPKIT_LOG_INFO("vendor '{}' in '{}' is not named in load_priority; not loaded", name, vendors_dir);
    }
  }
}

}  // namespace

OppTree ScanOppTree(const LoadOptions& options) {
  OppTree tree;
  std::set<std::string> used_names;
  AddCustomPackages(options, &used_names, &tree);
  if (!FindOppRoot(options, &tree)) return tree;
  if (options.load_vendors) AddVendorPackages(&used_names, &tree);
  // 3. Built-in.
  const std::string built_in = tree.root + "/built-in";
  if (options.load_built_in) {
    if (IsDirectory(built_in)) {
      tree.packages.push_back(
          {UniqueName("built-in", built_in, &used_names), built_in, PackageKind::kBuiltIn, kBuiltInPriority});
    } else {
      OPPKIT_LOG_INFO("OPP root '{}' has no built-in package", tree.root);
    }
  }
  return tree;
}

}  // namespace detail

std::string HostArch() {
  utsname name{};
  if (uname(&name) != 0) return "unknown";
  return name.machine;
}

std::string DefaultOppRoot() {
  const char* env = std::getenv("ASCEND_OPP_PATH");
  if (env != nullptr && *env != '\0') return detail::Normalize(env);
  const std::string library = detail::LocateLoadedObject(reinterpret_cast<const void*>(&HostArch));
  if (library.empty()) return std::string();
  return detail::Normalize((fs::path(library).parent_path() / ".." / "opp").string());
}

}  // namespace oppkit
