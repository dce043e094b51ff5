// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Building real temporary OPP trees from the test plugins (build/test/plugins/lib<name>.so).
#pragma once

#include <string>

#include "common/test_support.h"
#include "oppkit/core/op_package_loader.h"

namespace oppkit::test {

/// Path of test plugin \p name (`lib<name>.so` in TestPluginDir()).
inline std::string PluginPath(const std::string& name) { return TestPluginDir() + "/lib" + name + ".so"; }

/// A temporary OPP tree.
class OppTree {
 public:
  const std::string& root() const { return dir_.path(); }
  const TempDir& dir() const { return dir_; }

  /// Copies plugin \p plugin into package \p package (`built-in`, `vendors/<v>`, or any relative dir) as
  /// \p file_name in its proto (\p proto) or impl directory; returns the full path.
  std::string Add(const std::string& package, const std::string& plugin, bool proto = false,
                  const std::string& file_name = "") const {
    return dir_.CopyFile(PluginPath(plugin),
                         LibDir(package, proto) + "/" + (file_name.empty() ? "lib" + plugin + ".so" : file_name));
  }
  /// Writes \p content as a library file of \p package; returns its full path.
  std::string AddFile(const std::string& package, const std::string& file_name, const std::string& content,
                      bool proto = false) const {
    return dir_.WriteFile(LibDir(package, proto) + "/" + file_name, content);
  }
  /// Makes this a one-vendor OPP root: version.info, test plugin \p plugin as vendor \p vendor, first in the load
  /// priority.
  void AddVendor(const std::string& vendor, const std::string& plugin) const {
    dir_.WriteFile("version.info", "Version=0.1\n");
    Add("vendors/" + vendor, plugin);
    SetLoadPriority(vendor);
  }

  /// Writes `vendors/config.ini`.
  void SetLoadPriority(const std::string& list) const {
    dir_.WriteFile("vendors/config.ini", "load_priority=" + list + "\n");
  }

  /// Options that load exactly this tree (no environment).
  LoadOptions Options() const {
    LoadOptions options;
    options.opp_root = root();
    options.use_environment = false;
    return options;
  }

  /// `<package>/op_proto/lib/linux/<arch>` or `<package>/op_impl/ai_core/tbe/op_tiling/lib/linux/<arch>`.
  static std::string LibDir(const std::string& package, bool proto) {
    return package + (proto ? "/op_proto/" : "/op_impl/ai_core/tbe/op_tiling/") + ArchLibDir();
  }

 private:
  TempDir dir_;
};

}  // namespace oppkit::test
