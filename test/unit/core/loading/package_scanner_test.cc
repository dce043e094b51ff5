// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Finding packages in an OPP tree: root, vendors/config.ini, custom paths, order and priorities. The trees are
// real temporary directories; packages here have no libraries (loading libraries: test/integration/loader).
#include <catch2/catch.hpp>
#include <cstdlib>
#include <string>
#include <vector>

#include "common/test_support.h"
#include "oppkit/core/log.h"
#include "oppkit/core/op_package_loader.h"

namespace oppkit {
namespace {

using test::TempDir;

LoadOptions Hermetic(const std::string& root) {
  LoadOptions options;
  options.opp_root = root;
  options.use_environment = false;
  return options;
}

std::vector<std::string> Names(const LoadReport& report) {
  std::vector<std::string> names;
  for (const PackageReport& p : report.packages) names.push_back(p.name);
  return names;
}

// A tree with built-in and the given vendor directories (all empty packages).
void MakeTree(const TempDir& tmp, const std::vector<std::string>& vendors) {
  tmp.MakeDir("built-in/op_proto");
  for (const std::string& v : vendors) tmp.MakeDir("vendors/" + v + "/op_proto");
}

TEST_CASE("Loader: a missing OPP root is load.opp_root_missing and registers nothing", "[core][loading]") {
  TempDir tmp;
  OpRegistry registry;
  LoadReport report = LoadOpPackages(Hermetic(tmp.path() + "/no/such/opp"), registry);
  CHECK_FALSE(report.ok());
  REQUIRE(report.errors.size() == 1);
  CHECK(report.errors[0].code() == ErrorCode::kLoadOppRootMissing);
  CHECK_THAT(report.errors[0].message(),
             Catch::StartsWith("[load.opp_root_missing] '" + tmp.path() + "/no/such/opp': OPP root not found"));
  CHECK(report.packages.empty());
  CHECK(registry.Snapshot()->packages().empty());
}

TEST_CASE("Loader: the root comes from the option, else ASCEND_OPP_PATH", "[core][loading]") {
  TempDir tmp;
  MakeTree(tmp, {});
  ::setenv("ASCEND_OPP_PATH", tmp.path().c_str(), 1);
  LoadOptions options;  // environment on, no root given
  options.custom_opp_paths = {};
  OpRegistry registry;
  LoadReport report = LoadOpPackages(options, registry);
  ::unsetenv("ASCEND_OPP_PATH");
  CHECK(report.opp_root == tmp.path());
  CHECK(Names(report) == std::vector<std::string>{"built-in"});
}

TEST_CASE("Loader: without option and variable the root is the tree beside the core library", "[core][loading]") {
  ::unsetenv("ASCEND_OPP_PATH");
  // The core library is build/lib/liboppkit_core.so, so the default root is build/opp (whichever tree the tests load).
  CHECK(DefaultOppRoot() == test::BuildDir() + "/opp");
}

TEST_CASE("Loader: vendors load in load_priority order between custom paths and built-in", "[core][loading]") {
  TempDir tmp;
  MakeTree(tmp, {"alpha", "beta", "gamma", "unlisted"});
  tmp.WriteFile("vendors/config.ini", "# vendors\n\nload_priority = gamma, alpha ,beta\nother=1\n");
  tmp.MakeDir("custom/one");
  tmp.MakeDir("custom/two");
  LoadOptions options = Hermetic(tmp.path());
  options.custom_opp_paths = {tmp.path() + "/custom/two", tmp.path() + "/custom/one/"};
  OpRegistry registry;
  LoadReport report = LoadOpPackages(options, registry);
  INFO((report.AllErrors().empty() ? std::string() : report.AllErrors()[0].message()));
  CHECK(report.ok());
  CHECK(Names(report) == std::vector<std::string>{"two", "one", "gamma", "alpha", "beta", "built-in"});
  REQUIRE(report.packages.size() == 6);
  CHECK(report.packages[0].kind == PackageKind::kCustom);
  CHECK(report.packages[2].kind == PackageKind::kVendor);
  CHECK(report.packages[5].kind == PackageKind::kBuiltIn);
  for (size_t i = 1; i < report.packages.size(); ++i) {
    CHECK(report.packages[i - 1].priority > report.packages[i].priority);
  }
  CHECK(report.packages[1].path == tmp.path() + "/custom/one");
  // Empty packages are registered, with a warning.
  CHECK(report.packages[5].warnings.size() == 1);
  auto snapshot = registry.Snapshot();
  REQUIRE(snapshot->packages().size() == 6);
  CHECK(snapshot->packages()[0].name == "two");
}

TEST_CASE("Loader: ASCEND_CUSTOM_OPP_PATH lists custom packages, first highest", "[core][loading]") {
  TempDir tmp;
  MakeTree(tmp, {});
  tmp.MakeDir("c1");
  tmp.MakeDir("c2");
  const std::string list = tmp.path() + "/c2::" + tmp.path() + "/c1";
  ::setenv("ASCEND_CUSTOM_OPP_PATH", list.c_str(), 1);
  LoadOptions options;
  options.opp_root = tmp.path();
  OpRegistry registry;
  LoadReport report = LoadOpPackages(options, registry);
  ::unsetenv("ASCEND_CUSTOM_OPP_PATH");
  CHECK(Names(report) == std::vector<std::string>{"c2", "c1", "built-in"});
}

TEST_CASE("Loader: a missing custom path or vendor is load.vendor_missing, the rest loads", "[core][loading]") {
  TempDir tmp;
  MakeTree(tmp, {"present"});
  tmp.WriteFile("vendors/config.ini", "load_priority=ghost,present\n");
  LoadOptions options = Hermetic(tmp.path());
  options.custom_opp_paths = {tmp.path() + "/nowhere"};
  OpRegistry registry;
  LoadReport report = LoadOpPackages(options, registry);
  CHECK_FALSE(report.ok());
  REQUIRE(report.errors.size() == 2);
  CHECK(report.errors[0].code() == ErrorCode::kLoadVendorMissing);
  CHECK_THAT(report.errors[0].message(), Catch::Contains("nowhere"));
  CHECK(report.errors[1].code() == ErrorCode::kLoadVendorMissing);
  CHECK_THAT(report.errors[1].message(), Catch::StartsWith("[load.vendor_missing] vendor 'ghost': named in"));
  CHECK(Names(report) == std::vector<std::string>{"present", "built-in"});
  CHECK(registry.Snapshot()->packages().size() == 2);
}

TEST_CASE("Loader: a malformed config.ini is load.config_malformed, vendors are skipped, built-in loads",
          "[core][loading]") {
  const char* bad = GENERATE("load_priority\n", "load_priority=\n", "load_priority=a,,b\n", "load_priority=a,a\n",
                             "load_priority=../x\n", "load_priority=a\nload_priority=b\n", "# nothing\n", "",
                             "[vendors]\nload_priority=a\n");
  TempDir tmp;
  MakeTree(tmp, {"a", "b"});
  tmp.WriteFile("vendors/config.ini", bad);
  OpRegistry registry;
  LoadReport report = LoadOpPackages(Hermetic(tmp.path()), registry);
  INFO("config.ini: " << bad);
  REQUIRE(report.errors.size() == 1);
  CHECK(report.errors[0].code() == ErrorCode::kLoadConfigMalformed);
  CHECK_THAT(report.errors[0].message(),
             Catch::StartsWith("[load.config_malformed] '" + tmp.path() + "/vendors/config.ini'"));
  CHECK(Names(report) == std::vector<std::string>{"built-in"});
}

TEST_CASE("Loader: malformed config.ini messages name the line", "[core][loading]") {
  TempDir tmp;
  MakeTree(tmp, {"a"});
  tmp.WriteFile("vendors/config.ini", "# header\nload_priority=a\nnonsense\n");
  OpRegistry registry;
  LoadReport report = LoadOpPackages(Hermetic(tmp.path()), registry);
  REQUIRE(report.errors.size() == 1);
  CHECK_THAT(report.errors[0].message(), Catch::Contains("line 3: expected 'key=value', got 'nonsense'"));
}

TEST_CASE("Loader: without config.ini no vendor is loaded", "[core][loading]") {
  TempDir tmp;
  MakeTree(tmp, {"a"});
  OpRegistry registry;
  LoadReport report = LoadOpPackages(Hermetic(tmp.path()), registry);
  CHECK(report.ok());
  CHECK(Names(report) == std::vector<std::string>{"built-in"});
}

TEST_CASE("Loader: options can leave out vendors and built-in", "[core][loading]") {
  TempDir tmp;
  MakeTree(tmp, {"a"});
  tmp.WriteFile("vendors/config.ini", "load_priority=a\n");
  LoadOptions options = Hermetic(tmp.path());
  SECTION("no vendors") {
    options.load_vendors = false;
    OpRegistry registry;
    CHECK(Names(LoadOpPackages(options, registry)) == std::vector<std::string>{"built-in"});
  }
  SECTION("no built-in") {
    options.load_built_in = false;
    OpRegistry registry;
    CHECK(Names(LoadOpPackages(options, registry)) == std::vector<std::string>{"a"});
  }
}

TEST_CASE("Loader: version.info is read", "[core][loading]") {
  TempDir tmp;
  MakeTree(tmp, {});
  tmp.WriteFile("version.info", "Version=7.1.0\n");
  OpRegistry registry;
  CHECK(LoadOpPackages(Hermetic(tmp.path()), registry).opp_version == "7.1.0");
}

TEST_CASE("Loader: loading a tree twice into one registry adds nothing the second time", "[core][loading]") {
  TempDir tmp;
  MakeTree(tmp, {});
  OpRegistry registry;
  REQUIRE(LoadOpPackages(Hermetic(tmp.path()), registry).ok());
  LoadReport again = LoadOpPackages(Hermetic(tmp.path()), registry);
  REQUIRE(again.packages.size() == 1);
  CHECK(again.packages[0].status.code() == ErrorCode::kLoadDuplicatePackage);
  CHECK(registry.Snapshot()->packages().size() == 1);
}

TEST_CASE("Loader: LoadPackage of a missing directory is load.vendor_missing", "[core][loading]") {
  TempDir tmp;
  OpRegistry registry;
  PackageReport report = LoadPackage(tmp.path() + "/none", "none", 1, registry);
  CHECK(report.status.code() == ErrorCode::kLoadVendorMissing);
  CHECK(registry.Snapshot()->packages().empty());
}

}  // namespace
}  // namespace oppkit
