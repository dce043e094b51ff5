// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Storage-format declarations (plugin ABI 1.2, oppkit/op_storage_formats.h) through AddHostPackage: the import and
// its checks, the per-field merge with provenance and overrides, and plugins of an older minor that declare nothing.
#include <catch2/catch.hpp>
#include <cstddef>
#include <cstring>
#include <string>

#include "oppkit/core/op_registry.h"
#include "unit/core/loading/host_plugin.h"

namespace oppkit {
namespace {

using test::AbiFunction;
using test::HostPlugin;
using test::TagInferShape;

const OppkitTensorFormat kNc1hwc0{ge::FORMAT_NC1HWC0, 0, nullptr, nullptr};
const OppkitTensorFormat kGroupedFz{ge::FORMAT_FRACTAL_Z, 0, nullptr, "groups"};
const OppkitTensorFormat kChannel{ge::FORMAT_NC1HWC0, 0, "C", nullptr};
const OppkitTensorFormat kNd{ge::FORMAT_ND, 0, nullptr, nullptr};
const OppkitTensorFormat kConvInputs[] = {kNc1hwc0, kGroupedFz, kChannel};
const OppkitTensorFormat kPlainInputs[] = {kNd, kNd, kNd};
const OppkitTensorFormat kConvOutputs[] = {kNc1hwc0};
const OppkitTensorFormat kPlainOutputs[] = {kNd};
const OppkitStorageCombination kConvCombinations[] = {{3, 1, kConvInputs, kConvOutputs},
                                                       {3, 1, kPlainInputs, kPlainOutputs}};

void DeclareConv(OppkitOpImpl& impl, const char* file, uint32_t line) {
  impl.storage_format_kind = OPPKIT_STORAGE_FORMATS_COMBINATIONS;
  impl.storage_combination_count = 2;
  impl.storage_combinations = kConvCombinations;
  impl.storage_formats_source = OppkitSourceLocation{file, line, 0};
}

}  // namespace

TEST_CASE("Storage declarations: combinations are imported with formats, reshape types and group attrs",
          "[core][registry][storage]") {
  HostPlugin plugin;
  OppkitOpImpl& impl = plugin.AddImpl("Conv");
  impl.infer_shape = AbiFunction(&TagInferShape<1>);
  impl.source_file = "conv_infershape.cc";
  impl.source_line = 10;
  DeclareConv(impl, "/src/conv_storage_formats.cc", 7);
  plugin.AddImpl("Relu").storage_format_kind = OPPKIT_STORAGE_FORMATS_AGNOSTIC;
  plugin.AddImpl("Plain").infer_shape = AbiFunction(&TagInferShape<2>);
  OpRegistry registry;
  REQUIRE(registry.AddHostPackage("pkg", plugin.Info(), 0).ok());
  auto snapshot = registry.Snapshot();

  const OpEntry* conv = snapshot->Find("Conv");
  REQUIRE(conv != nullptr);
  const StorageFormatDeclaration& d = conv->functions.storage_formats;
  CHECK(d.kind == StorageFormatKind::kCombinations);
  REQUIRE(d.combinations.size() == 2);
  REQUIRE(d.combinations[0].inputs.size() == 3);
  CHECK(d.combinations[0].inputs[0] == TensorStorageFormat{ge::FORMAT_NC1HWC0, "", ""});
  CHECK(d.combinations[0].inputs[1] == TensorStorageFormat{ge::FORMAT_FRACTAL_Z, "", "groups"});
  CHECK(d.combinations[0].inputs[2] == TensorStorageFormat{ge::FORMAT_NC1HWC0, "C", ""});
  CHECK(d.combinations[1].outputs.at(0).format == ge::FORMAT_ND);
  REQUIRE(conv->Origin(OpField::kStorageFormats) != nullptr);
  CHECK(conv->Origin(OpField::kStorageFormats)->source == "conv_storage_formats.cc:7");
  CHECK(conv->Origin(OpField::kInferShape)->source == "conv_infershape.cc:10");

  const OpEntry* relu = snapshot->Find("Relu");
  REQUIRE(relu != nullptr);
  CHECK(relu->functions.storage_formats.kind == StorageFormatKind::kFormatAgnostic);
  CHECK(relu->Has(OpField::kStorageFormats));

  const OpEntry* plain = snapshot->Find("Plain");
  REQUIRE(plain != nullptr);
  CHECK_FALSE(plain->functions.storage_formats.declared());
  CHECK_FALSE(plain->Has(OpField::kStorageFormats));
  CHECK(std::string(OpFieldName(OpField::kStorageFormats)) == "StorageFormats");
}

TEST_CASE("Storage declarations: the package of highest priority that declares them wins, the loser is recorded",
          "[core][registry][storage]") {
  static const OppkitTensorFormat kOne[] = {kNd};
  static const OppkitStorageCombination kVendorCombination[] = {{1, 1, kOne, kOne}};
  HostPlugin built_in, vendor, functions_only;
  OppkitOpImpl& b = built_in.AddImpl("MatMul");
  DeclareConv(b, "matmul_storage_formats.cc", 3);
  b.infer_shape = AbiFunction(&TagInferShape<1>);
  OppkitOpImpl& v = vendor.AddImpl("MatMul");
  v.storage_format_kind = OPPKIT_STORAGE_FORMATS_COMBINATIONS;
  v.storage_combination_count = 1;
  v.storage_combinations = kVendorCombination;
  v.storage_formats_source = OppkitSourceLocation{"vendor_matmul.cc", 9, 0};
  functions_only.AddImpl("MatMul").infer_shape = AbiFunction(&TagInferShape<3>);  // declares nothing
  OpRegistry registry;
  REQUIRE(registry.AddHostPackage("built-in", built_in.Info(), 0).ok());
  REQUIRE(registry.AddHostPackage("vendor", vendor.Info(), 1000).ok());
  REQUIRE(registry.AddHostPackage("custom", functions_only.Info(), 100000).ok());
  const OpEntry* op = registry.Snapshot()->Find("MatMul");
  REQUIRE(op != nullptr);
  REQUIRE(op->functions.storage_formats.combinations.size() == 1);
  CHECK(op->functions.storage_formats.combinations[0].inputs.size() == 1);
  CHECK(op->PackageOf(OpField::kStorageFormats) == "vendor");  // the custom package declares none
  CHECK(op->PackageOf(OpField::kInferShape) == "custom");
  bool recorded = false;
  for (const OverrideRecord& r : op->overrides) {
    if (r.field != OpField::kStorageFormats) continue;
    recorded = true;
    CHECK(r.winner.package == "vendor");
    CHECK(r.loser.package == "built-in");
    CHECK(r.loser.source == "matmul_storage_formats.cc:3");
    CHECK_THAT(r.ToString(), Catch::StartsWith("StorageFormats from 'built-in'"));
  }
  CHECK(recorded);
}

TEST_CASE("Storage declarations: plugins of ABI 1.0 and 1.1 load and declare nothing", "[core][registry][storage][abi]") {
  HostPlugin plugin;
  OppkitOpImpl& impl = plugin.AddImpl("Old");
  impl.infer_shape = AbiFunction(&TagInferShape<4>);
  // Garbage where the 1.2 fields would be: a core that read past struct_size would refuse or use it.
  impl.storage_format_kind = 77;
  impl.storage_combination_count = 5;
  const uint32_t size = GENERATE(static_cast<uint32_t>(offsetof(OppkitOpImpl, storage_format_kind)),  // 1.1
                                 static_cast<uint32_t>(offsetof(OppkitOpImpl, function_sources)));   // 1.0
  impl.struct_size = size;
  plugin.Info();
  plugin.info().abi_version = (1u << 16) | (size == offsetof(OppkitOpImpl, storage_format_kind) ? 1u : 0u);
  plugin.info().op_impl_struct_size = sizeof(OppkitOpImpl);  // table stride as built; each entry says its size
  OpRegistry registry;
  INFO("struct_size " << size);
  REQUIRE(registry.AddHostPackage("old", &plugin.info(), 0).ok());
  const OpEntry* op = registry.Snapshot()->Find("Old");
  REQUIRE(op != nullptr);
  CHECK(op->functions.infer_shape != nullptr);
  CHECK_FALSE(op->functions.storage_formats.declared());
  CHECK_FALSE(op->Has(OpField::kStorageFormats));
}

TEST_CASE("Storage declarations: malformed ones are refused with load.bad_plugin_info", "[core][registry][storage]") {
  static const OppkitTensorFormat kReserved[] = {{ge::FORMAT_RESERVED, 0, nullptr, nullptr}};
  static const OppkitStorageCombination kBadFormat[] = {{1, 1, kReserved, kReserved}};
  static const OppkitStorageCombination kNoArray[] = {{2, 1, nullptr, kReserved}};
  struct Case {
    const char* name;
    uint32_t kind;
    uint32_t count;
    const OppkitStorageCombination* combinations;
    const char* message;
  };
  const Case c = GENERATE(
      Case{"unknown kind", 9, 0, nullptr, "op 'Bad': unknown storage-format kind 9"},
      Case{"agnostic with combinations", OPPKIT_STORAGE_FORMATS_AGNOSTIC, 1, kBadFormat,
           "op 'Bad': storage-format kind format_agnostic with 1 combinations"},
      Case{"combinations without any", OPPKIT_STORAGE_FORMATS_COMBINATIONS, 0, nullptr,
           "op 'Bad': storage-format combinations declared, but none given"},
      Case{"a count without an array", OPPKIT_STORAGE_FORMATS_COMBINATIONS, 2, nullptr,
           "op 'Bad': 2 storage-format combinations but no array"},
      Case{"a reserved format", OPPKIT_STORAGE_FORMATS_COMBINATIONS, 1, kBadFormat,
           "op 'Bad' storage combination 0 input 0: 40 is not a format"},
      Case{"inputs without an array", OPPKIT_STORAGE_FORMATS_COMBINATIONS, 1, kNoArray,
           "op 'Bad' storage combination 0: 2 inputs but no array"});
  HostPlugin plugin;
  OppkitOpImpl& impl = plugin.AddImpl("Bad");
  impl.storage_format_kind = c.kind;
  impl.storage_combination_count = c.count;
  impl.storage_combinations = c.combinations;
  OpRegistry registry;
  INFO(c.name);
  const Status st = registry.AddHostPackage("pkg", plugin.Info(), 0);
  CHECK(st.code() == ErrorCode::kLoadBadPluginInfo);
  CHECK_THAT(st.message(), Catch::Contains(c.message));
  CHECK(registry.Snapshot()->packages().empty());
}

}  // namespace oppkit
