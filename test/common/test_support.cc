// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/test_support.h"

#include <sys/utsname.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace fs = std::filesystem;

namespace oppkit::test {

std::string BuildDir() { return OPPKIT_TEST_BUILD_DIR; }
std::string BuildOppRoot() { return OPPKIT_TEST_OPP_ROOT; }
std::string TestPluginDir() { return OPPKIT_TEST_PLUGIN_DIR; }
std::string TestDataDir() { return OPPKIT_TEST_DATA_DIR; }

std::string ArchLibDir() {
  utsname name{};
  uname(&name);
  return std::string("lib/linux/") + name.machine;
}

TempDir::TempDir() {
  std::string pattern = (fs::temp_directory_path() / "oppkit-test-XXXXXX").string();
  if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
  path_ = pattern;
}

TempDir::~TempDir() {
  std::error_code ec;
  fs::remove_all(path_, ec);
}

std::string TempDir::MakeDir(const std::string& relative) const {
  fs::path p = fs::path(path_) / relative;
  fs::create_directories(p);
  return p.string();
}

std::string TempDir::WriteFile(const std::string& relative, const std::string& content) const {
  fs::path p = fs::path(path_) / relative;
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << content;
  return p.string();
}

std::string TempDir::CopyFile(const std::string& source, const std::string& relative) const {
  fs::path p = fs::path(path_) / relative;
  fs::create_directories(p.parent_path());
  fs::copy_file(source, p, fs::copy_options::overwrite_existing);
  return p.string();
}

int RunCommand(const std::string& command, std::string* stdout_text) {
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return -1;
  std::array<char, 4096> buffer{};
  size_t n = 0;
  while ((n = fread(buffer.data(), 1, buffer.size(), pipe)) > 0) {
    if (stdout_text != nullptr) stdout_text->append(buffer.data(), n);
  }
  const int status = pclose(pipe);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace oppkit::test
