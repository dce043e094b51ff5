// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Overrides across real packages (test/integration/plugins/override_ops): a function is inherited from a lower
// package only if the prototype it was written for fits the one in use, and Tiling/TilingParse come from one
// package (Note [Compatible prototypes] in core/src/registry/op_registry.cc). Checked through the registry, the load
// report, and the real CLI (infer, tiling, show, doctor).
#include <catch2/catch.hpp>
#include <string>

#include "integration/cli/cli_test_util.h"
#include "integration/loader/opp_tree.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/symbolic_query.h"

namespace oppkit::test {
namespace {

using Catch::Matchers::Contains;

// `built-in`: override_base; `vendors/top` (listed): override_top.
void AddPackages(const OppTree& tree) {
  tree.dir().WriteFile("version.info", "Version=0.1\n");
  tree.Add("built-in", "override_base");
  tree.Add("vendors/top", "override_top");
  tree.SetLoadPriority("top");
}

// The dropped record of \p field in \p entry, or nullptr.
const DroppedRecord* DroppedOf(const OpEntry& entry, OpField field) {
  for (const DroppedRecord& r : entry.dropped) {
    if (r.field == field) return &r;
  }
  return nullptr;
}

size_t Count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("Overrides: a function written for another prototype is dropped, one written for a compatible one kept",
          "[integration][loader][override]") {
  OppTree tree;
  AddPackages(tree);
  OpRegistry registry;
  const LoadReport report = LoadOpPackages(tree.Options(), registry);
  REQUIRE(report.ok());
  auto snapshot = registry.Snapshot();

  SECTION("OvrOp: the new prototype has one output, the lower InferDataType was written for two") {
    const OpEntry* op = snapshot->Find("OvrOp");
    REQUIRE(op != nullptr);
    CHECK(op->PackageOf(OpField::kPrototype) == "top");
    CHECK(op->prototype->outputs.size() == 1);
    CHECK(op->PackageOf(OpField::kInferShape) == "top");
    CHECK_FALSE(op->Has(OpField::kInferDataType));
    CHECK(op->functions.infer_datatype == nullptr);
    const DroppedRecord* dropped = DroppedOf(*op, OpField::kInferDataType);
    REQUIRE(dropped != nullptr);
    CHECK(dropped->reason == ErrorCode::kRegistryIncompatiblePrototype);
    CHECK(dropped->registration.package == "built-in");
    CHECK(dropped->detail ==
          "written for the prototype of 'built-in' (override_base.cc:18), which does not fit the one in use, of 'top' "
          "(override_top.cc:17): the function's prototype has 2 outputs, the prototype in use 1");
    CHECK_THAT(dropped->ToString(), Contains("[registry.incompatible_prototype] InferDataType from 'built-in'"));
    // The lower InferShape goes with the rest of its package's contribution.
    CHECK(DroppedOf(*op, OpField::kInferShape) != nullptr);
  }

  SECTION("OvrSame: same IR with other dtypes and another default is compatible, so the lower InferShape stays") {
    const OpEntry* op = snapshot->Find("OvrSame");
    REQUIRE(op != nullptr);
    CHECK(op->PackageOf(OpField::kPrototype) == "top");
    CHECK(op->PackageOf(OpField::kInferShape) == "built-in");
    CHECK(op->dropped.empty());
  }

  SECTION("OvrTiling: Tiling from the top package, so the lower TilingParse and compile info are dropped") {
    const OpEntry* op = snapshot->Find("OvrTiling");
    REQUIRE(op != nullptr);
    CHECK(op->PackageOf(OpField::kTiling) == "top");
    CHECK_FALSE(op->Has(OpField::kTilingParse));
    CHECK(op->functions.compile_info_create == nullptr);
    CHECK(op->PackageOf(OpField::kInferShape) == "built-in");  // no prototype in the top package: inherited
    const DroppedRecord* dropped = DroppedOf(*op, OpField::kTilingParse);
    REQUIRE(dropped != nullptr);
    CHECK(dropped->reason == ErrorCode::kRegistrySplitTiling);
    CHECK(dropped->registration.package == "built-in");
  }

  SECTION("the load report names every drop in the package that caused it") {
    std::string warnings;
    for (const PackageReport& p : report.packages) {
      for (const std::string& w : p.warnings) warnings += p.name + ": " + w + "\n";
    }
    CHECK_THAT(warnings, Contains("built-in: 'OvrOp' [registry.incompatible_prototype] InferDataType"));
    CHECK_THAT(warnings, Contains("built-in: 'OvrTiling' [registry.split_tiling] TilingParse"));
    CHECK(Count(warnings, "OvrSame") == 0);
  }
}

TEST_CASE("Overrides: the higher package's functions answer through the CLI, and show and doctor name the drops",
          "[integration][loader][override][cli]") {
  OppTree tree;
  AddPackages(tree);
  const std::string opp = " --opp " + ShellQuote(tree.root());

  // Before, OvrOp's query ran the lower InferDataType against a one-output node and failed.
  const ToolRun infer =
      RunOppkit("infer '{\"op\":\"OvrOp\",\"inputs\":[{\"dtype\":\"float32\",\"shape\":[2,3]}]}'" + opp);
  INFO(infer.out << infer.err);
  CHECK(infer.exit_code == 0);
  CHECK_THAT(infer.out, Contains(R"("outputs":[{"dtype":"float32","shape":[7,2,3])"));
  // The drop is a warning of the load, printed once.
  CHECK(Count(infer.err, "'OvrOp' [registry.incompatible_prototype] InferDataType") == 1);

  const ToolRun same =
      RunOppkit("infer '{\"op\":\"OvrSame\",\"inputs\":[{\"dtype\":\"float32\",\"shape\":[2]}]}'" + opp);
  CHECK(same.exit_code == 0);
  CHECK_THAT(same.out, Contains(R"("shape":[10])"));  // the lower InferShape with the top prototype's default 5

  // The top Tiling fails if it is handed the lower package's compile info.
  const ToolRun tiling = RunOppkit(
      "tiling '{\"op\":\"OvrTiling\",\"inputs\":[{\"dtype\":\"float32\",\"shape\":[4]}],\"compile_info\":{}}'" + opp);
  INFO(tiling.out << tiling.err);
  CHECK(tiling.exit_code == 0);
  CHECK_THAT(tiling.out, Contains(R"("tiling_key":2)"));

  const ToolRun show = RunOppkit("show OvrOp" + opp);
  CHECK(show.exit_code == 0);
  CHECK_THAT(show.out, Contains("  dropped:\n    [registry.incompatible_prototype] InferShape from 'built-in'") &&
                          Contains("\n    [registry.incompatible_prototype] InferDataType from 'built-in'"));
  const ToolRun show_json = RunOppkit("show OvrTiling --json" + opp);
  CHECK_THAT(show_json.out, Contains(R"("id": "registry.split_tiling")"));

  const ToolRun doctor = RunOppkit("doctor" + opp);
  INFO(doctor.out << doctor.err);
  CHECK_THAT(doctor.out,
             Contains("warning: [registry.incompatible_prototype] op 'OvrOp': InferDataType from 'built-in'"));
  CHECK_THAT(doctor.out, Contains("warning: [registry.split_tiling] op 'OvrTiling': TilingParse from 'built-in'"));
}

TEST_CASE("Overrides: a higher package's InferSymbolShape overrides a lower one's, an unfit one is dropped",
          "[integration][loader][override][symbolic]") {
  OppTree tree;
  AddPackages(tree);
  OpRegistry registry;
  const LoadReport report = LoadOpPackages(tree.Options(), registry);
  REQUIRE(report.ok());
  auto snapshot = registry.Snapshot();

  const OpEntry* same = snapshot->Find("OvrSame");
  REQUIRE(same != nullptr);
  CHECK(same->PackageOf(OpField::kInferSymbolShape) == "top");
  bool recorded = false;
  for (const OverrideRecord& r : same->overrides) {
    recorded = recorded || (r.field == OpField::kInferSymbolShape && r.loser.package == "built-in");
  }
  CHECK(recorded);
  NodeDescription node;
  node.op_type = "OvrSame";
  node.input_instance_counts = {1};
  node.output_instance_counts = {1};
  node.inputs.resize(1);
  node.attrs = {AttrValue::Int(5)};
  const gert::SymbolTensor x({ge::Symbol("n")});
  Result<SymbolicResult> result = InferSymbolShapes(*same, node, {&x});
  INFO(result.status().message());
  REQUIRE(result.ok());
  CHECK(std::string(result->outputs[0].GetDim(0).Str().get()) == "7");  // the top package's rule
  CHECK(result->outputs[0].GetDimNum() == 2);

  // OvrOp's lower rule was written for two outputs: dropped with the rest of that package's OvrOp.
  const OpEntry* op = snapshot->Find("OvrOp");
  REQUIRE(op != nullptr);
  CHECK(op->functions.infer_symbol_shape == nullptr);
  const DroppedRecord* dropped = DroppedOf(*op, OpField::kInferSymbolShape);
  REQUIRE(dropped != nullptr);
  CHECK(dropped->reason == ErrorCode::kRegistryIncompatiblePrototype);
  const ToolRun show = RunOppkit("show OvrSame --opp " + ShellQuote(tree.root()));
  CHECK_THAT(show.out, Contains("InferSymbolShape  'top'"));
}

}  // namespace oppkit::test
