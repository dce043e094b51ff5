// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// libFuzzer target: `vendors/config.ini` as the loader and `oppkit doctor` read it, in a real OPP tree (a temporary
// directory per process) whose vendor directories are empty: what the scan makes of any load_priority text.
#include <sys/stat.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/opp_doctor.h"

namespace {

// A temporary OPP root with vendors/a and vendors/b (empty packages), made once per process and removed at exit.
const std::string& Root() {
  static const std::string* const root = [] {
    char pattern[] = "/tmp/oppkit-fuzz-config-XXXXXX";
    if (::mkdtemp(pattern) == nullptr) std::abort();
    const auto* dir = new std::string(pattern);  // never destroyed: the exit handler below reads it
    for (const char* sub : {"/vendors", "/vendors/a", "/vendors/b"}) {
      if (::mkdir((*dir + sub).c_str(), 0755) != 0) std::abort();
    }
    std::atexit([] {
      std::error_code ignored;
      std::filesystem::remove_all(Root(), ignored);
    });
    return dir;
  }();
  return *root;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string& root = Root();
  {
    std::ofstream config(root + "/vendors/config.ini", std::ios::binary | std::ios::trunc);
    config.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  }
  oppkit::LoadOptions options;
  options.opp_root = root;
  options.use_environment = false;
  oppkit::OpRegistry registry;
  (void)oppkit::LoadOpPackages(options, registry);
  (void)oppkit::DiagnoseOppTree(options);
  return 0;
}
