// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Files that are not loadable libraries never reach dlopen (Note [Truncated libraries]).
#include <elf.h>

#include <catch2/catch.hpp>
#include <cstring>
#include <string>

#include "common/test_support.h"
#include "oppkit/core/op_package_loader.h"

namespace oppkit {
namespace {

using test::TempDir;

PackageReport LoadFiles(const std::vector<std::string>& files, OpRegistry& registry) {
  PackageSource source;
  source.name = "files";
  source.libraries = files;
  return LoadPackage(source, registry);
}

std::string ElfHeader(uint16_t type) {
  Elf64_Ehdr header{};
  std::memcpy(header.e_ident, ELFMAG, SELFMAG);
  header.e_ident[EI_CLASS] = ELFCLASS64;
  header.e_ident[EI_DATA] = ELFDATA2LSB;
  header.e_ident[EI_VERSION] = EV_CURRENT;
  header.e_type = type;
  header.e_machine = EM_X86_64;
  header.e_version = EV_CURRENT;
  header.e_ehsize = sizeof(header);
  header.e_phentsize = sizeof(Elf64_Phdr);
  return std::string(reinterpret_cast<const char*>(&header), sizeof(header));
}

TEST_CASE("Loader: a text file named .so is load.not_shared_library", "[core][loading]") {
  TempDir tmp;
  const std::string path = tmp.WriteFile("libtext.so", "this is not a library\n");
  OpRegistry registry;
  PackageReport report = LoadFiles({path}, registry);
  CHECK(report.status.code() == ErrorCode::kLoadNotSharedLibrary);
  CHECK_THAT(report.status.message(),
             Catch::Equals("[load.not_shared_library] '" + path + "': not a shared library (no ELF header)"));
  REQUIRE(report.libraries.size() == 1);
  CHECK(report.libraries[0].status.code() == ErrorCode::kLoadNotSharedLibrary);
  CHECK(registry.Snapshot()->packages().empty());
}

TEST_CASE("Loader: an empty file is load.not_shared_library", "[core][loading]") {
  TempDir tmp;
  OpRegistry registry;
  CHECK(LoadFiles({tmp.WriteFile("libempty.so", "")}, registry).status.code() == ErrorCode::kLoadNotSharedLibrary);
}

TEST_CASE("Loader: an ELF object that is not a shared object is load.not_shared_library", "[core][loading]") {
  TempDir tmp;
  OpRegistry registry;
  PackageReport report = LoadFiles({tmp.WriteFile("libobj.so", ElfHeader(ET_REL))}, registry);
  CHECK(report.status.code() == ErrorCode::kLoadNotSharedLibrary);
  CHECK_THAT(report.status.message(), Catch::Contains("an ELF file, but a relocatable object"));
}

TEST_CASE("Loader: an ELF header cut short is load.truncated_library", "[core][loading]") {
  TempDir tmp;
  OpRegistry registry;
  const std::string header = ElfHeader(ET_DYN);
  PackageReport report = LoadFiles({tmp.WriteFile("libcut.so", header.substr(0, 30))}, registry);
  CHECK(report.status.code() == ErrorCode::kLoadTruncatedLibrary);
}

TEST_CASE("Loader: program headers beyond the end of the file are load.truncated_library", "[core][loading]") {
  TempDir tmp;
  std::string header = ElfHeader(ET_DYN);
  auto* h = reinterpret_cast<Elf64_Ehdr*>(header.data());
  h->e_phoff = sizeof(Elf64_Ehdr);
  h->e_phnum = 4;
  OpRegistry registry;
  PackageReport report = LoadFiles({tmp.WriteFile("libnophdr.so", header)}, registry);
  CHECK(report.status.code() == ErrorCode::kLoadTruncatedLibrary);
  CHECK_THAT(report.status.message(), Catch::Contains("the program headers are cut"));
}

TEST_CASE("Loader: a library file that does not exist fails the package with io.error", "[core][loading]") {
  TempDir tmp;
  OpRegistry registry;
  PackageReport report = LoadFiles({tmp.path() + "/libmissing.so"}, registry);
  CHECK(report.status.code() == ErrorCode::kIoError);
  CHECK(registry.Snapshot()->packages().empty());
}

}  // namespace
}  // namespace oppkit
