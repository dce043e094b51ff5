// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Helpers shared by the tests: where the build put things, and temporary directory trees.
#pragma once

#include <string>

namespace oppkit::test {

/// The build directory (`build/`).
std::string BuildDir();
/// The OPP tree the tests load: the build's (`build/opp`), or another build's (CMake's OPPKIT_TEST_OPP_ROOT).
std::string BuildOppRoot();
/// Where test plugins (real .so files from test/integration/plugins) are built.
std::string TestPluginDir();
/// `test/data` in the source tree.
std::string TestDataDir();
/// `lib/linux/<arch>` for this machine.
std::string ArchLibDir();

/// A fresh temporary directory, removed with everything in it when the object dies.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  const std::string& path() const { return path_; }
  /// Creates `path()/relative` (and parents); returns its full path.
  std::string MakeDir(const std::string& relative) const;
  /// Writes \p content to `path()/relative` (creating parents); returns its full path.
  std::string WriteFile(const std::string& relative, const std::string& content) const;
  /// Copies \p source to `path()/relative` (creating parents); returns its full path.
  std::string CopyFile(const std::string& source, const std::string& relative) const;

 private:
  std::string path_;
};

/// Runs a shell command, capturing stdout; returns the exit status (or -1).
int RunCommand(const std::string& command, std::string* stdout_text);

}  // namespace oppkit::test
