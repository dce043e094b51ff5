// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The one file that uses Boost.DLL (docs/design.md §8.2): every dlopen/dlsym/dladdr of the project goes through here,
// and every exception Boost.DLL throws is caught here.
#include "loading/shared_library.h"

#include <boost/dll/runtime_symbol_info.hpp>
#include <boost/dll/shared_library.hpp>
#include <exception>
#include <string>
#include <utility>

namespace oppkit::detail {
namespace {

// Boost.DLL reports "<what> failed (dlerror system message: <message>)"; keep the loader's message.
std::string LoaderMessage(const std::string& what) {
  static constexpr const char kMarker[] = "dlerror system message: ";
  const size_t at = what.find(kMarker);
  if (at == std::string::npos) return what;
  std::string message = what.substr(at + sizeof(kMarker) - 1);
  if (!message.empty() && message.back() == ')') message.pop_back();
  return message;
}

}  // namespace

struct SharedLibrary::Impl {
  boost::dll::shared_library library;
};

SharedLibrary::SharedLibrary(std::string path, std::unique_ptr<Impl> impl)
    : path_(std::move(path)), impl_(std::move(impl)) {}

SharedLibrary::~SharedLibrary() = default;

Result<std::shared_ptr<SharedLibrary>> SharedLibrary::Open(const std::string& path) {
  auto impl = std::make_unique<Impl>();
  try {
    impl->library.load(boost::dll::fs::path(path), boost::dll::load_mode::rtld_now | boost::dll::load_mode::rtld_local);
  } catch (const std::exception& e) {
    return Status(ErrorCode::kLoadDlopenFailed, "'" + path + "': " + LoaderMessage(e.what()));
  }
  if (!impl->library.is_loaded()) {
    return Status(ErrorCode::kLoadDlopenFailed, "'" + path + "': the library could not be loaded");
  }
  return std::shared_ptr<SharedLibrary>(new SharedLibrary(path, std::move(impl)));
}

void* SharedLibrary::FindSymbol(const char* name) const noexcept {
  try {
    // has() is dlsym on this library's handle: the library and its own dependencies, not the global scope.
    if (!impl_->library.has(name)) return nullptr;
    return static_cast<void*>(&impl_->library.get<char>(name));  // the symbol's address
  } catch (const std::exception&) {
    return nullptr;
  }
}

std::string LocateLoadedObject(const void* address) {
  try {
    boost::dll::fs::error_code ec;
    const boost::dll::fs::path location = boost::dll::symbol_location_ptr(address, ec);
    return ec ? std::string() : location.string();
  } catch (const std::exception&) {
    return std::string();
  }
}

}  // namespace oppkit::detail
