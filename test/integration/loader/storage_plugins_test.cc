// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Storage-format declarations across real libraries: a plugin of ABI 1.1 (no declaration field) loads, and a vendor
// package built with the SDK re-declares a built-in op's storage formats, winning that field only, with provenance.
#include <catch2/catch.hpp>
#include <string>

#include "integration/cli/cli_test_util.h"
#include "integration/loader/opp_tree.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/plugin_call.h"

namespace oppkit::test {
namespace {

using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

// An OPP tree holding copies of the build's built-in libraries and the vendor package `override`
// (storage_override: MatMulV2 in ND only).
void AddBuiltInAndOverride(const OppTree& tree) {
  tree.dir().CopyFile(BuildOppRoot() + "/" + OppTree::LibDir("built-in", true) + "/libopsproto_rt2.0.so",
                      OppTree::LibDir("built-in", true) + "/libopsproto_rt2.0.so");
  tree.dir().CopyFile(BuildOppRoot() + "/" + OppTree::LibDir("built-in", false) + "/libopmaster_rt2.0.so",
                      OppTree::LibDir("built-in", false) + "/libopmaster_rt2.0.so");
  tree.dir().WriteFile("version.info", "Version=0.1\n");
  tree.Add("vendors/override", "storage_override");
  tree.SetLoadPriority("override");
}

}  // namespace

TEST_CASE("Storage plugins: a library of ABI 1.1 loads and its ops declare no storage formats",
          "[integration][loader][storage]") {
  OppTree tree;
  tree.Add("built-in", "minor_1_1");
  OpRegistry registry;
  LoadReport report = LoadOpPackages(tree.Options(), registry);
  REQUIRE(report.ok());
  CHECK(report.packages[0].libraries[0].abi_version == ((1u << 16) | 1u));
  auto snapshot = registry.Snapshot();
  const OpEntry* b = snapshot->Find("Minor11B");  // found only if the table is walked with the plugin's size
  REQUIRE(b != nullptr);
  CHECK_FALSE(b->functions.storage_formats.declared());
  CHECK_FALSE(b->Has(OpField::kStorageFormats));
  CHECK(b->Origin(OpField::kInferShape)->source == "minor_1_1.cc:31");
  int tag = 0;
  REQUIRE(CallInferShape(*b, reinterpret_cast<gert::InferShapeContext*>(&tag)).ok());
  CHECK(tag == 1011);
}

TEST_CASE("Storage plugins: a vendor's declaration overrides the built-in one for that field only",
          "[integration][loader][storage]") {
  OppTree tree;
  AddBuiltInAndOverride(tree);
  OpRegistry registry;
  LoadReport report = LoadOpPackages(tree.Options(), registry);
  REQUIRE(report.ok());
  auto snapshot = registry.Snapshot();
  const OpEntry* mm = snapshot->Find("MatMulV2");
  REQUIRE(mm != nullptr);
  const StorageFormatDeclaration& d = mm->functions.storage_formats;
  REQUIRE(d.combinations.size() == 1);
  CHECK(d.combinations[0].inputs.at(0).format == ge::FORMAT_ND);
  CHECK(mm->PackageOf(OpField::kStorageFormats) == "override");
  CHECK(mm->Origin(OpField::kStorageFormats)->source == "storage_override.cc:8");
  CHECK(mm->PackageOf(OpField::kInferShape) == "built-in");
  bool recorded = false;
  for (const OverrideRecord& r : mm->overrides) {
    if (r.field != OpField::kStorageFormats) continue;
    recorded = true;
    CHECK(r.loser.package == "built-in");
    CHECK_THAT(r.loser.source, StartsWith("matmul_storage_formats.cc:"));
  }
  CHECK(recorded);
  CHECK(snapshot->Find("Conv2D")->PackageOf(OpField::kStorageFormats) == "built-in");

  // `oppkit show` names the vendor as the declaration's provenance.
  const ToolRun show = RunOppkit("show MatMulV2 --opp " + ShellQuote(tree.root()));
  INFO(show.err);
  REQUIRE(show.exit_code == 0);
  CHECK_THAT(show.out, Catch::Matches("[\\s\\S]*    StorageFormats +'override' \\([\\s\\S]*"));
  CHECK_THAT(show.out, Contains("storage_override.cc:8)"));
  CHECK_THAT(show.out, Contains("  storage formats (preferred first):\n    1. x1 ND, x2 ND, bias ND, offset_w ND -> y ND\n"));
  CHECK_THAT(show.out, Contains("StorageFormats from 'built-in'"));
  // In a graph the vendor's declaration decides: MatMulV2 stays in ND, no TransData (the built-in one picks
  // FRACTAL_NZ: graph_cli_test.cc).
  const ToolRun graph_run = RunOppkit("graph --opp " + ShellQuote(tree.root()) + " " +
                                      ShellQuote(TestDataDir() + "/graphs/matmul_storage.json") + " --dump -");
  INFO(graph_run.err);
  REQUIRE(graph_run.exit_code == 0);
  CHECK_THAT(graph_run.out, !Contains("TransData"));
}

}  // namespace oppkit::test
