// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// OpRegistry merging, priorities, provenance, override records and snapshots, through AddHostPackage (plugin
// descriptions built inside this executable; the .so path is covered by test/integration/loader).
#include <catch2/catch.hpp>
#include <cstddef>
#include <string>

#include "oppkit/core/op_registry.h"
#include "oppkit/core/plugin_call.h"
#include "unit/core/loading/host_plugin.h"

namespace oppkit {
namespace {

using test::AbiFunction;
using test::HostPlugin;
using test::TagInferShape;
using test::TagTiling;

int CallInfer(const OpEntry& entry) {
  int tag = 0;
  REQUIRE(CallInferShape(entry, reinterpret_cast<gert::InferShapeContext*>(&tag)).ok());
  return tag;
}

int CallTilingTag(const OpEntry& entry) {
  int tag = 0;
  REQUIRE(CallTiling(entry, reinterpret_cast<gert::TilingContext*>(&tag)).ok());
  return tag;
}

TEST_CASE("OpRegistry: an empty registry has an empty snapshot", "[core][registry]") {
  OpRegistry registry;
  auto snapshot = registry.Snapshot();
  REQUIRE(snapshot != nullptr);
  CHECK(snapshot->ops().empty());
  CHECK(snapshot->packages().empty());
  CHECK(snapshot->generation() == 0);
  CHECK(snapshot->Find("Conv2D") == nullptr);
}

TEST_CASE("OpRegistry: a host package registers its ops with provenance", "[core][registry]") {
  HostPlugin plugin;
  OppkitOpImpl& impl = plugin.AddImpl("Zeta");
  impl.infer_shape = AbiFunction(&TagInferShape<5>);
  impl.source_file = "/some/dir/zeta_infershape.cc";
  impl.source_line = 12;
  OppkitOpProto& proto = plugin.AddProto("Zeta");
  proto.source_file = "zeta_proto.h";
  proto.source_line = 3;
  plugin.AddImpl("Alpha").tiling = AbiFunction(&TagTiling<6>);

  OpRegistry registry;
  REQUIRE(registry.AddHostPackage("main_exe", plugin.Info(), 10).ok());
  auto snapshot = registry.Snapshot();
  CHECK(snapshot->generation() == 1);
  REQUIRE(snapshot->ops().size() == 2);
  CHECK(snapshot->ops()[0].op_type == "Alpha");  // sorted
  CHECK(snapshot->ops()[1].op_type == "Zeta");

  const OpEntry* zeta = snapshot->Find("Zeta");
  REQUIRE(zeta != nullptr);
  REQUIRE(zeta->prototype != nullptr);
  CHECK(zeta->prototype->inputs.size() == 1);
  CHECK(zeta->prototype->provenance.source == "zeta_proto.h:3");
  REQUIRE(zeta->Origin(OpField::kInferShape) != nullptr);
  CHECK(zeta->Origin(OpField::kInferShape)->package == "main_exe");
  CHECK(zeta->Origin(OpField::kInferShape)->source == "zeta_infershape.cc:12");
  CHECK_FALSE(zeta->Origin(OpField::kInferShape)->library.empty());  // this executable
  CHECK(zeta->Origin(OpField::kTiling) == nullptr);
  CHECK(zeta->overrides.empty());
  CHECK(CallInfer(*zeta) == 5);

  const OpEntry* alpha = snapshot->Find("Alpha");
  REQUIRE(alpha != nullptr);
  CHECK(alpha->prototype == nullptr);
  CHECK(CallTilingTag(*alpha) == 6);

  const PackageReport* package = snapshot->FindPackage("main_exe");
  REQUIRE(package != nullptr);
  CHECK(package->kind == PackageKind::kHost);
  CHECK(package->op_count == 2);
  CHECK(package->priority == 10);
}

TEST_CASE("OpRegistry: the higher priority wins per function and every loser is recorded", "[core][registry]") {
  HostPlugin built_in;
  OppkitOpImpl& base = built_in.AddImpl("Conv");
  base.infer_shape = AbiFunction(&TagInferShape<1>);
  base.tiling = AbiFunction(&TagTiling<101>);
  base.inputs_data_dependency = 0x4;
  built_in.AddProto("Conv");

  HostPlugin custom;  // a custom package with only InferShape (CANN: it keeps the built-in Tiling)
  custom.AddImpl("Conv").infer_shape = AbiFunction(&TagInferShape<2>);

  auto check_merged = [](const RegistrySnapshot& snapshot) {
    const OpEntry* conv = snapshot.Find("Conv");
    REQUIRE(conv != nullptr);
    CHECK(CallInfer(*conv) == 2);
    CHECK(CallTilingTag(*conv) == 101);
    CHECK(conv->functions.inputs_data_dependency == 0x4);
    CHECK(conv->PackageOf(OpField::kInferShape) == "custom");
    CHECK(conv->PackageOf(OpField::kTiling) == "built-in");
    CHECK(conv->PackageOf(OpField::kPrototype) == "built-in");
    REQUIRE(conv->overrides.size() == 1);
    CHECK(conv->overrides[0].field == OpField::kInferShape);
    CHECK(conv->overrides[0].winner.package == "custom");
    CHECK(conv->overrides[0].loser.package == "built-in");
    CHECK(conv->packages == std::vector<std::string>{"custom", "built-in"});
    CHECK_THAT(conv->overrides[0].ToString(),
               Catch::StartsWith("InferShape from 'built-in'") && Catch::Contains("ignored; 'custom' ("));
  };

  SECTION("higher priority loaded first") {
    OpRegistry registry;
    REQUIRE(registry.AddHostPackage("custom", custom.Info(), kCustomPriorityBase).ok());
    REQUIRE(registry.AddHostPackage("built-in", built_in.Info(), kBuiltInPriority).ok());
    check_merged(*registry.Snapshot());
  }
  SECTION("higher priority loaded later still wins") {
    OpRegistry registry;
    REQUIRE(registry.AddHostPackage("built-in", built_in.Info(), kBuiltInPriority).ok());
    REQUIRE(registry.AddHostPackage("custom", custom.Info(), kCustomPriorityBase).ok());
    check_merged(*registry.Snapshot());
    auto packages = registry.Snapshot()->packages();
    REQUIRE(packages.size() == 2);
    CHECK(packages[0].name == "custom");  // highest priority first
  }
}

TEST_CASE("OpRegistry: with equal priorities the package registered first wins", "[core][registry]") {
  HostPlugin first, second;
  first.AddImpl("Op").infer_shape = AbiFunction(&TagInferShape<1>);
  second.AddImpl("Op").infer_shape = AbiFunction(&TagInferShape<2>);
  OpRegistry registry;
  REQUIRE(registry.AddHostPackage("first", first.Info(), 5).ok());
  REQUIRE(registry.AddHostPackage("second", second.Info(), 5).ok());
  const OpEntry* op = registry.Snapshot()->Find("Op");
  REQUIRE(op != nullptr);
  CHECK(CallInfer(*op) == 1);
  REQUIRE(op->overrides.size() == 1);
  CHECK(op->overrides[0].loser.package == "second");
}

TEST_CASE("OpRegistry: an op listed twice in one library's table is load.bad_plugin_info", "[core][registry]") {
  // The SDK merges every IMPL_OP block of an op into one entry and a library cannot REG_OP an op twice: a second
  // entry is a broken table (Note [Prototype checks] in core/src/loading/plugin_handshake.cc). Two libraries of
  // one package registering one field of an op are registry.duplicate_op (test/integration/loader).
  HostPlugin impls;
  impls.AddImpl("Twice").infer_shape = AbiFunction(&TagInferShape<1>);
  impls.AddImpl("Other").infer_shape = AbiFunction(&TagInferShape<2>);
  impls.AddImpl("Twice").tiling = AbiFunction(&TagTiling<102>);
  OpRegistry registry;
  Status st = registry.AddHostPackage("pkg", impls.Info(), 0);
  CHECK_THAT(st.message(), Catch::StartsWith("[load.bad_plugin_info]") &&
                               Catch::EndsWith("op table: op 'Twice' is listed twice"));
  HostPlugin protos;
  protos.AddProto("Twice");
  protos.AddProto("Twice");
  st = registry.AddHostPackage("pkg", protos.Info(), 0);
  CHECK_THAT(st.message(), Catch::EndsWith("prototype table: op 'Twice' is listed twice"));
  CHECK(registry.Snapshot()->ops().empty());
}

TEST_CASE("OpRegistry: a malformed prototype or op type is load.bad_plugin_info", "[core][registry]") {
  struct Case {
    const char* what;
    std::string expected;
  };
  static const OppkitIrTensor kTwoX[] = {{"x", OPPKIT_IO_REQUIRED, 0, "T", nullptr},
                                         {"x", OPPKIT_IO_REQUIRED, 0, "T", nullptr}};
  static const int32_t kBadDtypes[] = {ge::DT_FLOAT, 9999};
  static const OppkitIrTensor kBadDtypeInput[] = {{"x", OPPKIT_IO_REQUIRED, 2, nullptr, kBadDtypes}};
  const Case c = GENERATE(Case{"duplicate input", "op 'P': input name 'x' declared twice"},
                          Case{"invalid dtype", "op 'P' input 'x': 9999 is not a data type"},
                          Case{"control characters", "prototype 0: the op type has control characters"},
                          Case{"impl control characters", "op table entry 0: the op type has control characters"});
  INFO(c.what);
  HostPlugin plugin;
  const std::string what = c.what;
  if (what == "impl control characters") {
    plugin.AddImpl("Fake\nwarning: [doctor.ok] all good").infer_shape = AbiFunction(&TagInferShape<1>);
    plugin.AddImpl(std::string("Bell\a")).infer_shape = AbiFunction(&TagInferShape<1>);
  } else {
    OppkitOpProto& p = plugin.AddProto(what == "control characters" ? std::string("P\nQ") : std::string("P"));
    if (what == "duplicate input") {
      p.input_count = 2;
      p.inputs = kTwoX;
    } else if (what == "invalid dtype") {
      p.inputs = kBadDtypeInput;
    }
  }
  OpRegistry registry;
  const Status st = registry.AddHostPackage("pkg", plugin.Info(), 0);
  CHECK_THAT(st.message(), Catch::StartsWith("[load.bad_plugin_info]") && Catch::EndsWith(c.expected));
}

TEST_CASE("OpRegistry: TilingParse and its compile-info functions come from one package", "[core][registry]") {
  struct Info {
    static void* Create() { return new int(1); }
    static void Destroy(void* p) { delete static_cast<int*>(p); }
    static void* Create2() { return new int(2); }
    static void Destroy2(void* p) { delete static_cast<int*>(p); }
  };
  HostPlugin low, high;
  OppkitOpImpl& a = low.AddImpl("T");
  a.tiling_parse = AbiFunction(&TagTiling<1>);
  a.compile_info_create = &Info::Create;
  a.compile_info_destroy = &Info::Destroy;
  OppkitOpImpl& b = high.AddImpl("T");
  b.tiling_parse = AbiFunction(&TagTiling<2>);
  b.compile_info_create = &Info::Create2;
  b.compile_info_destroy = &Info::Destroy2;
  OpRegistry registry;
  REQUIRE(registry.AddHostPackage("low", low.Info(), 1).ok());
  REQUIRE(registry.AddHostPackage("high", high.Info(), 2).ok());
  const OpEntry* op = registry.Snapshot()->Find("T");
  REQUIRE(op != nullptr);
  CHECK(op->functions.compile_info_create == &Info::Create2);
  CHECK(op->functions.compile_info_destroy == &Info::Destroy2);
  REQUIRE(op->overrides.size() == 1);
  CHECK(op->overrides[0].field == OpField::kTilingParse);
}

TEST_CASE("OpRegistry: flags, masks and private attrs merge like functions", "[core][registry]") {
  HostPlugin low, high;
  OppkitOpImpl& a = low.AddImpl("M");
  a.inputs_data_dependency = 0x1;
  a.host_inputs = 0x2;
  a.max_tiling_data_size = 4096;
  static const OppkitPrivateAttr kAttrs[] = {
      {"mode", {OPPKIT_ATTR_STRING, 0, 0, 0.0, "SAME", nullptr, nullptr, nullptr, nullptr}},
      {"alpha", {OPPKIT_ATTR_FLOAT, 0, 0, 0.5, nullptr, nullptr, nullptr, nullptr, nullptr}}};
  a.private_attrs = kAttrs;
  a.private_attr_count = 2;
  a.infer_datatype_same_as_first_input = 1;
  OppkitOpImpl& b = high.AddImpl("M");
  b.inputs_data_dependency = 0x8;
  OpRegistry registry;
  REQUIRE(registry.AddHostPackage("low", low.Info(), 1).ok());
  REQUIRE(registry.AddHostPackage("high", high.Info(), 2).ok());
  const OpEntry* op = registry.Snapshot()->Find("M");
  REQUIRE(op != nullptr);
  CHECK(op->functions.inputs_data_dependency == 0x8);
  CHECK(op->functions.IsInputDataDependent(3));
  CHECK_FALSE(op->functions.IsInputDataDependent(0));
  CHECK(op->functions.host_inputs == 0x2);
  CHECK(op->functions.max_tiling_data_size == 4096);
  CHECK(op->functions.infer_datatype_same_as_first_input);
  REQUIRE(op->functions.private_attrs.size() == 2);
  CHECK(op->functions.private_attrs[0].name == "mode");
  CHECK(op->functions.private_attrs[0].default_value == AttrValue::String("SAME"));
  CHECK(op->functions.private_attrs[1].default_value == AttrValue::Float(0.5f));
  CHECK(op->PackageOf(OpField::kPrivateAttrs) == "low");
  REQUIRE(op->overrides.size() == 1);
  CHECK(op->overrides[0].field == OpField::kInputsDataDependency);
}

TEST_CASE("OpRegistry: a snapshot does not change when packages are added later", "[core][registry]") {
  HostPlugin one, two;
  one.AddImpl("One").infer_shape = AbiFunction(&TagInferShape<1>);
  two.AddImpl("Two").infer_shape = AbiFunction(&TagInferShape<2>);
  OpRegistry registry;
  REQUIRE(registry.AddHostPackage("one", one.Info(), 0).ok());
  auto before = registry.Snapshot();
  REQUIRE(registry.AddHostPackage("two", two.Info(), 0).ok());
  auto after = registry.Snapshot();
  CHECK(before->Find("Two") == nullptr);
  CHECK(before->packages().size() == 1);
  CHECK(before->generation() == 1);
  CHECK(after->Find("Two") != nullptr);
  CHECK(after->Find("One") != nullptr);
  CHECK(after->generation() == 2);
}

TEST_CASE("OpRegistry: a package name can be registered once", "[core][registry]") {
  HostPlugin plugin;
  plugin.AddImpl("Op");
  OpRegistry registry;
  REQUIRE(registry.AddHostPackage("pkg", plugin.Info(), 0).ok());
  Status again = registry.AddHostPackage("pkg", plugin.Info(), 0);
  CHECK(again.code() == ErrorCode::kLoadDuplicatePackage);
  CHECK_THAT(again.message(), Catch::StartsWith("[load.duplicate_package] package 'pkg'"));
  CHECK(registry.Snapshot()->generation() == 1);
  CHECK(registry.AddHostPackage("", plugin.Info(), 0).code() == ErrorCode::kApiBadArgument);
}

TEST_CASE("OpRegistry: host plugin infos go through the ABI checks", "[core][registry][abi]") {
  HostPlugin plugin;
  plugin.AddImpl("Op").infer_shape = AbiFunction(&TagInferShape<1>);
  plugin.Info();
  OpRegistry registry;

  SECTION("another major is refused and nothing is registered") {
    plugin.info().abi_version = (2u << 16) | 0u;
    Status st = registry.AddHostPackage("pkg", &plugin.info(), 0);
    CHECK(st.code() == ErrorCode::kLoadAbiMismatch);
    CHECK_THAT(st.message(), Catch::Contains("plugin ABI 2.0, core supports 1.x"));
    CHECK(registry.Snapshot()->packages().empty());
  }
  SECTION("a newer minor with a larger struct_size loads") {
    plugin.info().abi_version = (1u << 16) | 3u;
    REQUIRE(registry.AddHostPackage("pkg", &plugin.info(), 0).ok());
    CHECK(registry.Snapshot()->packages()[0].libraries[0].abi_version == ((1u << 16) | 3u));
  }
  SECTION("an older struct without sdk_version and set_host_services loads") {
    plugin.info().struct_size = offsetof(OppkitPluginInfo, sdk_version);
    REQUIRE(registry.AddHostPackage("pkg", &plugin.info(), 0).ok());
    CHECK(registry.Snapshot()->packages()[0].libraries[0].sdk_version.empty());
  }
  SECTION("a null op type is refused") {
    OppkitOpImpl bad{};
    bad.struct_size = sizeof(bad);
    plugin.info().op_table = &bad;
    plugin.info().op_impl_count = 1;
    Status st = registry.AddHostPackage("pkg", &plugin.info(), 0);
    CHECK(st.code() == ErrorCode::kLoadBadPluginInfo);
    CHECK_THAT(st.message(), Catch::Contains("op table entry 0: null or empty op type"));
  }
  SECTION("a count without a table is refused") {
    plugin.info().op_table = nullptr;
    CHECK(registry.AddHostPackage("pkg", &plugin.info(), 0).code() == ErrorCode::kLoadBadPluginInfo);
  }
  SECTION("an element size smaller than the op type is refused") {
    plugin.info().op_impl_struct_size = 4;
    CHECK(registry.AddHostPackage("pkg", &plugin.info(), 0).code() == ErrorCode::kLoadBadPluginInfo);
  }
  SECTION("a struct_size that cuts a field is refused") {
    plugin.info().struct_size = offsetof(OppkitPluginInfo, op_table) + 4;
    CHECK(registry.AddHostPackage("pkg", &plugin.info(), 0).code() == ErrorCode::kLoadBadPluginInfo);
  }
  SECTION("a null info is refused") {
    CHECK(registry.AddHostPackage("pkg", nullptr, 0).code() == ErrorCode::kLoadBadPluginInfo);
  }
  SECTION("a prototype with a list default but no values is refused") {
    static const OppkitIrAttr kAttrs[] = {
        {"axes",
         OPPKIT_ATTR_LIST_INT,
         0,
         {OPPKIT_ATTR_LIST_INT, 3, 0, 0.0, nullptr, nullptr, nullptr, nullptr, nullptr}}};
    OppkitOpProto& proto = plugin.AddProto("Op");
    proto.attrs = kAttrs;
    proto.attr_count = 1;
    Status st = registry.AddHostPackage("pkg", plugin.Info(), 0);
    CHECK(st.code() == ErrorCode::kLoadBadPluginInfo);
    CHECK_THAT(st.message(), Catch::Contains("op 'Op' attr 0 ('axes') default: 3 values but no array"));
  }
  SECTION("a prototype attr whose default has another type is refused") {
    static const OppkitIrAttr kAttrs[] = {
        {"alpha", OPPKIT_ATTR_FLOAT, 0, {OPPKIT_ATTR_INT, 0, 1, 0.0, nullptr, nullptr, nullptr, nullptr, nullptr}}};
    OppkitOpProto& proto = plugin.AddProto("Op");
    proto.attrs = kAttrs;
    proto.attr_count = 1;
    CHECK(registry.AddHostPackage("pkg", plugin.Info(), 0).code() == ErrorCode::kLoadBadPluginInfo);
  }
  SECTION("an unknown input kind is refused") {
    static const OppkitIrTensor kInputs[] = {{"x", 7, 0, "T", nullptr}};
    OppkitOpProto& proto = plugin.AddProto("Op");
    proto.inputs = kInputs;
    CHECK(registry.AddHostPackage("pkg", plugin.Info(), 0).code() == ErrorCode::kLoadBadPluginInfo);
  }
}

TEST_CASE("OpRegistry: prototypes keep the IR of the plugin", "[core][registry]") {
  static const int32_t kFloatTypes[] = {0, 1};
  static const OppkitIrTensor kInputs[] = {{"x", OPPKIT_IO_REQUIRED, 0, "T", nullptr},
                                           {"bias", OPPKIT_IO_OPTIONAL, 2, nullptr, kFloatTypes},
                                           {"xs", OPPKIT_IO_DYNAMIC, 0, "T", nullptr}};
  static const OppkitIrTensor kOutputs[] = {{"y", OPPKIT_IO_DYNAMIC, 0, "T", nullptr}};
  static const int64_t kStrides[] = {1, 1, 2, 2};
  static const OppkitIrAttr kAttrs[] = {
      {"strides", OPPKIT_ATTR_LIST_INT, 1, {}},
      {"groups", OPPKIT_ATTR_INT, 0, {OPPKIT_ATTR_INT, 0, 3, 0.0, nullptr, nullptr, nullptr, nullptr, nullptr}},
      {"dilations",
       OPPKIT_ATTR_LIST_INT,
       0,
       {OPPKIT_ATTR_LIST_INT, 4, 0, 0.0, nullptr, kStrides, nullptr, nullptr, nullptr}}};
  static const OppkitDtypeSymbol kSymbols[] = {{"T", 1, 2, kFloatTypes}};
  static const OppkitIrSubgraph kGraphs[] = {{"body", OPPKIT_SUBGRAPH_DYNAMIC, 0}};
  HostPlugin plugin;
  OppkitOpProto& proto = plugin.AddProto("Full");
  proto.inputs = kInputs;
  proto.input_count = 3;
  proto.outputs = kOutputs;
  proto.attrs = kAttrs;
  proto.attr_count = 3;
  proto.symbols = kSymbols;
  proto.symbol_count = 1;
  proto.subgraphs = kGraphs;
  proto.subgraph_count = 1;
  OpRegistry registry;
  REQUIRE(registry.AddHostPackage("pkg", plugin.Info(), 0).ok());
  const OpEntry* entry = registry.Snapshot()->Find("Full");
  REQUIRE(entry != nullptr);
  REQUIRE(entry->prototype != nullptr);
  const OpPrototype& p = *entry->prototype;
  CHECK(p.op_type == "Full");
  CHECK(p.InputIndex("bias") == 1);
  CHECK(p.InputIndex("nope") == -1);
  CHECK(p.FindInput("bias")->optional());
  CHECK(p.FindInput("xs")->dynamic());
  CHECK(p.FindInput("bias")->dtypes == std::vector<ge::DataType>{ge::DT_FLOAT, ge::DT_FLOAT16});
  CHECK(p.OutputIndex("y") == 0);
  CHECK(p.FindOutput("y")->kind == IoKind::kDynamic);
  CHECK(p.AttrIndex("dilations") == 2);
  CHECK(p.FindAttr("strides")->required);
  CHECK(p.FindAttr("strides")->default_value.empty());
  CHECK(p.FindAttr("groups")->default_value == AttrValue::Int(3));
  CHECK(p.FindAttr("dilations")->default_value == AttrValue::ListInt({1, 1, 2, 2}));
  REQUIRE(p.FindSymbol("T") != nullptr);
  CHECK(p.FindSymbol("T")->is_list);
  REQUIRE(p.AllowedDtypes(*p.FindInput("x")) != nullptr);
  CHECK(p.AllowedDtypes(*p.FindInput("x"))->size() == 2);
  CHECK(p.FindSubgraph("body")->kind == SubgraphKind::kDynamic);
  CHECK_THAT(p.ToString(), Catch::Contains("input bias (optional): {DT_FLOAT, DT_FLOAT16}") &&
                               Catch::Contains("attr groups: Int = 3"));
}

}  // namespace
}  // namespace oppkit

namespace oppkit::test {

TEST_CASE("OpRegistry: a storage-format table that does not fit its package's own prototype fails the package",
          "[core][registry]") {
  static const OppkitTensorFormat kTwo[] = {{ge::FORMAT_NC1HWC0, 0, nullptr, nullptr},
                                            {ge::FORMAT_NC1HWC0, 0, nullptr, nullptr}};
  static const OppkitStorageCombination kCombination[] = {{2, 1, kTwo, kTwo}};  // 2 inputs; the prototype has 1
  HostPlugin plugin;
  plugin.AddProto("Op");
  OppkitOpImpl& op = plugin.AddImpl("Op");
  op.infer_shape = AbiFunction(&TagInferShape<1>);
  op.storage_format_kind = OPPKIT_STORAGE_FORMATS_COMBINATIONS;
  op.storage_combination_count = 1;
  op.storage_combinations = kCombination;
  op.storage_formats_source = OppkitSourceLocation{"op.cc", 7, 0};
  OpRegistry registry;
  const Status st = registry.AddHostPackage("pkg", plugin.Info(), 0);
  CHECK(st.code() == ErrorCode::kLoadBadPluginInfo);
  CHECK_THAT(st.message(),
             Catch::Contains("the storage formats of op 'Op' ('pkg' (") && Catch::Contains("op.cc:7") &&
                 Catch::EndsWith("combination 1 names 2 inputs and 1 outputs, the prototype has 1 and 1"));
  CHECK(registry.Snapshot()->ops().empty());
}

}  // namespace oppkit::test
