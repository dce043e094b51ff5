// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Loading real op libraries from real temporary OPP trees: every loader error (the load.* ids), ABI version
// tolerance, priorities and merging across packages, provenance, the plugin-call guard and plugin lifetime.
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "integration/loader/opp_tree.h"
#include "oppkit/core/log.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/plugin_call.h"

namespace oppkit {
namespace {

using test::OppTree;
using test::PluginPath;

// Calls TaggedOp-style functions: they write their library's tag into the int passed as context.
int InferTag(const OpEntry& entry, int input = 0) {
  int value = input;
  const Status st = CallInferShape(entry, reinterpret_cast<gert::InferShapeContext*>(&value));
  INFO(st.message());
  REQUIRE(st.ok());
  return value;
}

int TilingTag(const OpEntry& entry) {
  int value = 0;
  REQUIRE(CallTiling(entry, reinterpret_cast<gert::TilingContext*>(&value)).ok());
  return value;
}

std::string Errors(const LoadReport& report) {
  std::string out;
  for (const Status& st : report.AllErrors()) out += st.message() + "\n";
  return out;
}

const PackageReport& PackageNamed(const LoadReport& report, const std::string& name) {
  for (const PackageReport& p : report.packages) {
    if (p.name == name) return p;
  }
  FAIL("no package " << name);
  throw;
}

TEST_CASE("Loader: a package of real libraries loads, proto libraries first, in sorted order",
          "[integration][loader]") {
  OppTree tree;
  const std::string impl_z = tree.Add("built-in", "new_minor", false, "libz.so");
  const std::string impl_a = tree.Add("built-in", "old_minor", false, "liba.so");
  const std::string proto = tree.Add("built-in", "tagged_full", true, "libzz_proto.so");
  OpRegistry registry;
  LoadReport report = LoadOpPackages(tree.Options(), registry);
  INFO(Errors(report));
  REQUIRE(report.ok());
  REQUIRE(report.packages.size() == 1);
  const PackageReport& package = report.packages[0];
  REQUIRE(package.libraries.size() == 3);
  CHECK(package.libraries[0].path == proto);
  CHECK(package.libraries[0].proto_dir);
  CHECK(package.libraries[1].path == impl_a);
  CHECK(package.libraries[2].path == impl_z);
  CHECK_FALSE(package.libraries[2].proto_dir);
  CHECK(package.libraries[0].sdk_version == "hand-written");
  CHECK(package.libraries[0].impl_count == 1);
  CHECK(package.libraries[0].proto_count == 1);
  CHECK(package.op_count == 5);  // TaggedOp, OldMinorA, OldMinorB, NewMinorA, NewMinorB

  auto snapshot = registry.Snapshot();
  const OpEntry* tagged = snapshot->Find("TaggedOp");
  REQUIRE(tagged != nullptr);
  REQUIRE(tagged->prototype != nullptr);
  CHECK(tagged->prototype->provenance.library == proto);
  CHECK_THAT(tagged->prototype->provenance.source, Catch::StartsWith("tagged_ops.cc:"));
  CHECK(tagged->prototype->FindAttr("axes")->default_value == AttrValue::ListInt({0, 1}));
  // The proto library (tagged_full) also has an InferShape: a library of either directory may hold both.
  CHECK(tagged->Origin(OpField::kInferShape)->library == proto);
  CHECK(InferTag(*tagged) == 1);
  CHECK(tagged->overrides.empty());
  CHECK(snapshot->Find("NewMinorA")->Origin(OpField::kInferShape)->library == impl_z);
}

TEST_CASE("Loader: a file that is not a shared library skips its package, other packages load",
          "[integration][loader]") {
  OppTree tree;
  tree.SetLoadPriority("bad,good");
  tree.Add("vendors/bad", "tagged_full");
  const std::string junk = tree.AddFile("vendors/bad", "libjunk.so", "#!/bin/sh\necho not a library\n");
  tree.Add("vendors/good", "tagged_infer_only");
  OpRegistry registry;
  LoadReport report = LoadOpPackages(tree.Options(), registry);
  const PackageReport& bad = PackageNamed(report, "bad");
  CHECK(bad.status.code() == ErrorCode::kLoadNotSharedLibrary);
  CHECK(bad.status.message() == "[load.not_shared_library] '" + junk + "': not a shared library (no ELF header)");
  CHECK(PackageNamed(report, "good").ok());
  auto snapshot = registry.Snapshot();
  CHECK(snapshot->FindPackage("bad") == nullptr);
  const OpEntry* op = snapshot->Find("TaggedOp");
  REQUIRE(op != nullptr);
  CHECK(op->packages == std::vector<std::string>{"good"});  // nothing of 'bad' is half-registered
  CHECK(op->prototype == nullptr);
  CHECK(InferTag(*op) == 2);
}

TEST_CASE("Loader: a truncated library is load.truncated_library, never a crash", "[integration][loader]") {
  const auto full_size = std::filesystem::file_size(PluginPath("tagged_full"));
  const uintmax_t cut =
      GENERATE_COPY(uintmax_t{10}, uintmax_t{64}, uintmax_t{200}, uintmax_t{4096}, full_size / 2, full_size - 1);
  OppTree tree;
  const std::string path = tree.Add("built-in", "tagged_full");
  std::filesystem::resize_file(path, cut);
  OpRegistry registry;
  LoadReport report = LoadOpPackages(tree.Options(), registry);
  INFO("cut at " << cut << " of " << full_size);
  REQUIRE(report.packages.size() == 1);
  CHECK(report.packages[0].status.code() == ErrorCode::kLoadTruncatedLibrary);
  CHECK_THAT(report.packages[0].status.message(), Catch::StartsWith("[load.truncated_library] '" + path + "'"));
  CHECK(registry.Snapshot()->ops().empty());
}

TEST_CASE("Loader: a library without the entry symbol is load.no_entry", "[integration][loader]") {
  OppTree tree;
  const std::string path = tree.Add("built-in", "no_entry");
  OpRegistry registry;
  LoadReport report = LoadOpPackages(tree.Options(), registry);
  REQUIRE(report.packages.size() == 1);
  CHECK(report.packages[0].status.code() == ErrorCode::kLoadNoEntry);
  CHECK(report.packages[0].status.message() ==
        "[load.no_entry] '" + path + "': no entry symbol OppkitGetPluginInfo (not an oppkit op library?)");
}

TEST_CASE("Loader: an ABI major mismatch is refused and nothing of its package is registered",
          "[integration][loader]") {
  OppTree tree;
  tree.SetLoadPriority("future");
  tree.Add("vendors/future", "tagged_full", true);  // a good library in the same package
  const std::string path = tree.Add("vendors/future", "abi_mismatch");
  tree.Add("built-in", "old_minor");
  OpRegistry registry;
  LoadReport report = LoadOpPackages(tree.Options(), registry);
  const PackageReport& future = PackageNamed(report, "future");
  CHECK(future.status.code() == ErrorCode::kLoadAbiMismatch);
  CHECK(future.status.message() == "[load.abi_mismatch] '" + path + "': plugin ABI 2.0, core supports 1.x");
  REQUIRE(future.libraries.size() == 2);
  CHECK(future.libraries[0].status.ok());
  CHECK(future.libraries[1].status.code() == ErrorCode::kLoadAbiMismatch);
  auto snapshot = registry.Snapshot();
  CHECK(snapshot->Find("TaggedOp") == nullptr);
  CHECK(snapshot->FindPackage("future") == nullptr);
  CHECK(snapshot->Find("OldMinorA") != nullptr);  // the built-in package still loads
}

TEST_CASE("Loader: a library of an older minor with smaller structs loads", "[integration][loader]") {
  OppTree tree;
  tree.Add("built-in", "old_minor");
  OpRegistry registry;
  LoadReport report = LoadOpPackages(tree.Options(), registry);
  INFO(Errors(report));
  REQUIRE(report.ok());
  CHECK(report.packages[0].libraries[0].sdk_version.empty());  // the field is beyond its struct_size
  auto snapshot = registry.Snapshot();
  const OpEntry* a = snapshot->Find("OldMinorA");
  const OpEntry* b = snapshot->Find("OldMinorB");
  REQUIRE(a != nullptr);
  REQUIRE(b != nullptr);  // found only if the table is walked with the plugin's element size
  CHECK(a->functions.inputs_data_dependency == 1);
  CHECK(b->functions.inputs_data_dependency == 2);
  CHECK(a->functions.private_attrs.empty());  // beyond struct_size: garbage there is never read
  CHECK(a->Origin(OpField::kInferShape)->source.empty());
  REQUIRE(b->prototype != nullptr);
  CHECK(b->prototype->inputs.size() == 1);
  CHECK(b->prototype->provenance.source.empty());
  CHECK(InferTag(*b) == 1001);
}

TEST_CASE("Loader: a library of a newer minor with larger structs loads", "[integration][loader]") {
  OppTree tree;
  tree.Add("built-in", "new_minor");
  OpRegistry registry;
  LoadReport report = LoadOpPackages(tree.Options(), registry);
  INFO(Errors(report));
  REQUIRE(report.ok());
  CHECK(report.packages[0].libraries[0].abi_version == ((1u << 16) | 9u));
  CHECK(report.packages[0].libraries[0].sdk_version == "1.9.0");
  auto snapshot = registry.Snapshot();
  const OpEntry* b = snapshot->Find("NewMinorB");
  REQUIRE(b != nullptr);
  REQUIRE(b->prototype != nullptr);
  CHECK(b->prototype->outputs[0].kind == IoKind::kDynamic);
  CHECK(b->Origin(OpField::kInferShape)->source == "new_minor.cc:40");
  CHECK(InferTag(*b) == 1009);
}

TEST_CASE("Loader: malformed plugin descriptions are refused with a stable id", "[integration][loader]") {
  struct Case {
    const char* plugin;
    ErrorCode code;
    const char* detail;
  };
  const Case c = GENERATE(
      Case{"bad_null_op_type", ErrorCode::kLoadBadPluginInfo, "op table entry 0: null or empty op type"},
      Case{"bad_null_table", ErrorCode::kLoadBadPluginInfo, "op table of 3 entries is NULL"},
      Case{"bad_cut_size", ErrorCode::kLoadBadPluginInfo, "plugin info struct_size 20 does not end at a field"},
      Case{"bad_null_info", ErrorCode::kLoadEntryFailed, "OppkitGetPluginInfo returned NULL"},
      Case{"bad_attr_list", ErrorCode::kLoadBadPluginInfo,
           "op 'BadOp' attr 0 ('axes') default: 4 values but no array"},
      Case{"bad_tiling_size", ErrorCode::kLoadBadPluginInfo,
           "op 'BadOp': max tiling data size 4611686018427387904 bytes (at most 67108864)"});
  OppTree tree;
  const std::string path = tree.Add("built-in", c.plugin);
  OpRegistry registry;
  LoadReport report = LoadOpPackages(tree.Options(), registry);
  INFO(c.plugin);
  REQUIRE(report.packages.size() == 1);
  CHECK(report.packages[0].status.code() == c.code);
  CHECK_THAT(report.packages[0].status.message(), Catch::Contains("'" + path + "': " + c.detail));
  CHECK(registry.Snapshot()->packages().empty());
}

TEST_CASE("Loader: a library others could replace is load.untrusted unless untrusted packages are allowed",
          "[integration][loader][trust]") {
  OppTree tree;
  const std::string library = tree.Add("vendors/shared", "tagged_full");
  tree.SetLoadPriority("shared");
  const std::string package_dir = tree.root() + "/vendors/shared";
  LoadOptions options = tree.Options();
  options.load_built_in = false;
  const auto load = [&](bool allow) {
    options.allow_untrusted = allow;
    OpRegistry registry;
    return LoadOpPackages(options, registry);
  };
  REQUIRE(load(false).ok());  // the tree as written: trusted

  SECTION("a world-writable library") {
    REQUIRE(::chmod(library.c_str(), 0666) == 0);
    const LoadReport report = load(false);
    REQUIRE(report.packages.size() == 1);
    CHECK(report.packages[0].status.code() == ErrorCode::kLoadUntrusted);
    CHECK_THAT(report.packages[0].status.message(),
               Catch::Contains("'" + library + "': not loaded: the library is writable by everyone (mode 666)") &&
                   Catch::Contains("OPPKIT_ALLOW_UNTRUSTED_OPP=1"));
    CHECK(load(true).ok());
  }
  SECTION("a world-writable directory between the package and its library, sticky or not") {
    const std::string op_impl = package_dir + "/op_impl";
    for (const mode_t mode : {mode_t{0777}, mode_t{01777}}) {
      REQUIRE(::chmod(op_impl.c_str(), mode) == 0);
      const LoadReport report = load(false);
      CHECK(report.packages[0].status.code() == ErrorCode::kLoadUntrusted);
      CHECK_THAT(report.packages[0].status.message(), Catch::Contains("'" + op_impl + "' is writable by everyone"));
    }
    REQUIRE(::chmod(op_impl.c_str(), 0755) == 0);
    REQUIRE(::chmod(package_dir.c_str(), 0777) == 0);
    CHECK(load(false).packages[0].status.code() == ErrorCode::kLoadUntrusted);
    REQUIRE(::chmod(package_dir.c_str(), 0755) == 0);
  }
  SECTION("a library of another user (as root: owned by nobody)") {
    if (::geteuid() == 0) {
      REQUIRE(::chown(library.c_str(), 65534, 65534) == 0);
      const LoadReport report = load(false);
      CHECK(report.packages[0].status.code() == ErrorCode::kLoadUntrusted);
      CHECK_THAT(report.packages[0].status.message(), Catch::Contains("belongs to user 65534"));
      CHECK(load(true).ok());
    }
  }
}

#if defined(__SANITIZE_ADDRESS__)
constexpr const char* kSanitized = "";  // every message contains ""
#else
constexpr const char* kSanitized = "\x01never\x01";
#endif

TEST_CASE("Loader: with probe_libraries, a library that exits, aborts or crashes while loading is load.probe_failed",
          "[integration][loader][probe]") {
  // Under ASan the child's leak check at exit(0) may change its exit status, and ASan's SIGSEGV handler turns the
  // crash into an exit: either way the probe names the library and says the child ended early.
  struct Case {
    const char* plugin;
    const char* how;
    const char* how_sanitized;
  };
  const Case c = GENERATE(Case{"init_exit", "ended the process with exit status 0 before the load finished",
                               "ended the process with exit status"},
                          Case{"init_abort", "was killed by signal SIGABRT", "was killed by signal SIGABRT"},
                          Case{"init_segv", "was killed by signal SIGSEGV", "ended the process with exit status"});
  INFO(c.plugin);
  OppTree tree;
  const std::string bad = tree.Add("vendors/bad", c.plugin);
  tree.Add("vendors/good", "tagged_full");
  tree.SetLoadPriority("bad,good");
  LoadOptions options = tree.Options();
  options.load_built_in = false;
  options.probe_libraries = true;
  OpRegistry registry;
  const LoadReport report = LoadOpPackages(options, registry);  // without the probe, this process would end here
  REQUIRE(report.packages.size() == 2);
  CHECK(report.packages[0].status.code() == ErrorCode::kLoadProbeFailed);
  CHECK_THAT(report.packages[0].status.message(),
             Catch::Contains("'" + bad + "': loading it in a child process") &&
                 (Catch::Contains(c.how) || (Catch::Contains(c.how_sanitized) && Catch::Contains(kSanitized))));
  CHECK(report.packages[1].ok());
  CHECK(registry.Snapshot()->Find("TaggedOp") != nullptr);
}

TEST_CASE("Loader: a probe reports a load error of the child as the loader would", "[integration][loader][probe]") {
  OppTree tree;
  const std::string path = tree.Add("built-in", "bad_null_table");
  LoadOptions options = tree.Options();
  options.probe_libraries = true;
  OpRegistry registry;
  const LoadReport report = LoadOpPackages(options, registry);
  REQUIRE(report.packages.size() == 1);
  CHECK(report.packages[0].status.message() == "[load.bad_plugin_info] '" + path + "': op table of 3 entries is NULL");
}

TEST_CASE("Loader: the vendor first in load_priority wins per function, and the override is recorded",
          "[integration][loader]") {
  OppTree tree;
  tree.Add("vendors/full", "tagged_full");
  tree.Add("vendors/partial", "tagged_infer_only");
  SECTION("partial first: its InferShape wins, Tiling and prototype come from 'full'") {
    tree.SetLoadPriority("partial,full");
    OpRegistry registry;
    LoadReport report = LoadOpPackages(tree.Options(), registry);
    INFO(Errors(report));
    REQUIRE(report.ok());
    const OpEntry* op = registry.Snapshot()->Find("TaggedOp");
    REQUIRE(op != nullptr);
    CHECK(InferTag(*op) == 2);
    CHECK(TilingTag(*op) == 101);
    CHECK(op->PackageOf(OpField::kPrototype) == "full");
    CHECK(op->functions.inputs_data_dependency == 0x2);
    CHECK(op->packages == std::vector<std::string>{"partial", "full"});
    REQUIRE(op->overrides.size() == 1);
    CHECK(op->overrides[0].field == OpField::kInferShape);
    CHECK(op->overrides[0].winner.package == "partial");
    CHECK(op->overrides[0].loser.package == "full");
    CHECK(op->overrides[0].loser.library ==
          tree.root() + "/" + OppTree::LibDir("vendors/full", false) + "/libtagged_full.so");
  }
  SECTION("full first: everything from 'full'; the partial InferShape is recorded as ignored") {
    tree.SetLoadPriority("full,partial");
    OpRegistry registry;
    REQUIRE(LoadOpPackages(tree.Options(), registry).ok());
    const OpEntry* op = registry.Snapshot()->Find("TaggedOp");
    REQUIRE(op != nullptr);
    CHECK(InferTag(*op) == 1);
    REQUIRE(op->overrides.size() == 1);
    CHECK(op->overrides[0].winner.package == "full");
    CHECK(op->overrides[0].loser.package == "partial");
  }
  SECTION("a custom path beats every vendor, and built-in comes last") {
    tree.SetLoadPriority("full");
    tree.Add("built-in", "tagged_full");
    tree.Add("my_custom", "tagged_infer_only");
    LoadOptions options = tree.Options();
    options.custom_opp_paths = {tree.root() + "/my_custom"};
    OpRegistry registry;
    LoadReport report = LoadOpPackages(options, registry);
    INFO(Errors(report));
    REQUIRE(report.ok());
    const OpEntry* op = registry.Snapshot()->Find("TaggedOp");
    REQUIRE(op != nullptr);
    CHECK(op->packages == std::vector<std::string>{"my_custom", "full", "built-in"});
    CHECK(InferTag(*op) == 2);
    CHECK(op->PackageOf(OpField::kTiling) == "full");
    // full's InferShape; built-in's prototype, InferShape, Tiling and data dependency.
    CHECK(op->overrides.size() == 5);
    size_t built_in_losses = 0;
    for (const OverrideRecord& record : op->overrides) built_in_losses += record.loser.package == "built-in";
    CHECK(built_in_losses == 4);
  }
}

TEST_CASE("Loader: a package loaded after start-up with a higher priority wins, old snapshots keep working",
          "[integration][loader]") {
  OppTree tree;
  tree.Add("built-in", "tagged_full");
  tree.Add("late", "tagged_infer_only");
  OpRegistry registry;
  REQUIRE(LoadOpPackages(tree.Options(), registry).ok());
  auto before = registry.Snapshot();
  PackageReport late = LoadPackage(tree.root() + "/late", "late", kCustomPriorityBase, registry);
  REQUIRE(late.ok());
  auto after = registry.Snapshot();
  CHECK(InferTag(*before->Find("TaggedOp")) == 1);
  CHECK(InferTag(*after->Find("TaggedOp")) == 2);
  CHECK(after->packages()[0].name == "late");

  SECTION("a later package with a lower priority does not win") {
    tree.Add("low", "tagged_infer_only");
    REQUIRE(LoadPackage(tree.root() + "/low", "low", -5, registry).ok());
    CHECK(InferTag(*registry.Snapshot()->Find("TaggedOp")) == 2);
    CHECK(registry.Snapshot()->packages().back().name == "low");
  }
  SECTION("a second package of the same name is refused") {
    PackageReport again = LoadPackage(tree.root() + "/late", "late", 1, registry);
    CHECK(again.status.code() == ErrorCode::kLoadDuplicatePackage);
  }
}

TEST_CASE("Loader: a throwing or failing op function becomes a Status naming package, op and function",
          "[integration][loader]") {
  OppTree tree;
  tree.SetLoadPriority("acme");
  tree.Add("vendors/acme", "tagged_full");
  OpRegistry registry;
  REQUIRE(LoadOpPackages(tree.Options(), registry).ok());
  auto snapshot = registry.Snapshot();
  const OpEntry& op = *snapshot->Find("TaggedOp");
  int value = 7;
  Status st = CallInferShape(op, reinterpret_cast<gert::InferShapeContext*>(&value));
  CHECK(st.message() == "[infer.op_threw] 'TaggedOp' InferShape (package 'acme'): threw 'TaggedOp refuses value 7'");
  value = 8;
  st = CallInferShape(op, reinterpret_cast<gert::InferShapeContext*>(&value));
  CHECK(st.code() == ErrorCode::kInferOpThrew);
  value = 9;
  st = CallInferShape(op, reinterpret_cast<gert::InferShapeContext*>(&value));
  CHECK(st.code() == ErrorCode::kInferOpFailed);
  CHECK_THAT(st.message(), Catch::Contains("'TaggedOp' InferShape (package 'acme')"));
  CHECK(InferTag(op) == 1);  // and it still works afterwards
}

TEST_CASE("Loader: plugins log through the host services into the core's log", "[integration][loader]") {
  OppTree tree;
  tree.Add("built-in", "tagged_full");
  std::vector<std::string> lines;
  ScopedLogSink capture(
      [&](LogLevel level, const std::string& m) {
        if (level == LogLevel::kWarn) lines.push_back(m);
      },
      LogLevel::kWarn);
  OpRegistry registry;
  REQUIRE(LoadOpPackages(tree.Options(), registry).ok());
  CHECK(InferTag(*registry.Snapshot()->Find("TaggedOp"), 10) == 1);
  CHECK(lines == std::vector<std::string>{"[plugin] TaggedOp says hello"});
}

TEST_CASE("Loader: libraries stay loaded while a snapshot holds them, even after the registry is gone",
          "[integration][loader]") {
  OppTree tree;
  tree.Add("built-in", "tagged_full");
  std::shared_ptr<const RegistrySnapshot> snapshot;
  {
    OpRegistry registry;
    REQUIRE(LoadOpPackages(tree.Options(), registry).ok());
    snapshot = registry.Snapshot();
  }
  const OpEntry* op = snapshot->Find("TaggedOp");
  REQUIRE(op != nullptr);
  CHECK(InferTag(*op) == 1);
  CHECK(op->prototype->inputs[0].name == "x");
}

TEST_CASE("Loader: one library can back packages of several registries", "[integration][loader]") {
  OppTree tree;
  tree.Add("built-in", "tagged_full");
  OpRegistry first, second;
  REQUIRE(LoadOpPackages(tree.Options(), first).ok());
  REQUIRE(LoadOpPackages(tree.Options(), second).ok());
  CHECK(InferTag(*first.Snapshot()->Find("TaggedOp")) == 1);
  CHECK(InferTag(*second.Snapshot()->Find("TaggedOp")) == 1);
}

}  // namespace
}  // namespace oppkit
