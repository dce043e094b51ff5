// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A loaded shared library. The implementation (shared_library.cc) is the only file of the project that uses
// Boost.DLL (or any dynamic-loading API); its exceptions are caught there.
#pragma once

#include <memory>
#include <string>

#include "oppkit/core/status.h"

namespace oppkit::detail {

/// An open shared library; closed when the last owner lets go (Note [Plugin lifetime] in op_registry.cc).
class SharedLibrary {
 public:
  /// Opens \p path with RTLD_NOW | RTLD_LOCAL (all symbols resolved now; nothing leaks into the global
  /// namespace, so every package may export the same entry symbol). Errors: load.dlopen_failed with the
  /// loader's message.
  static Result<std::shared_ptr<SharedLibrary>> Open(const std::string& path);

  ~SharedLibrary();
  SharedLibrary(const SharedLibrary&) = delete;
  SharedLibrary& operator=(const SharedLibrary&) = delete;

  /// The address of \p name in this library (not in its dependencies' global scope), or nullptr.
  void* FindSymbol(const char* name) const noexcept;
  /// The path it was opened with.
  const std::string& path() const { return path_; }

 private:
  struct Impl;
  SharedLibrary(std::string path, std::unique_ptr<Impl> impl);
  std::string path_;
  std::unique_ptr<Impl> impl_;
};

/// The file of the loaded object (executable or shared library) that contains \p address, or "" if unknown.
std::string LocateLoadedObject(const void* address);

}  // namespace oppkit::detail
