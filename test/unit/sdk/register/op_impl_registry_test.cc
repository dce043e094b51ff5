// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// IMPL_OP: every builder method round-trips into this executable's plugin tables (the ABI the core reads).
#include "register/op_impl_registry.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "oppkit/attr_value.h"
#include "register_test_helpers.h"

namespace {

using oppkit::AttrValue;
using oppkit::test::FindImpl;

// Host functions of the test ops. Only their addresses matter; the contexts are never dereferenced.
UINT32 InferShapeA(gert::InferShapeContext*) { return ge::GRAPH_SUCCESS; }
UINT32 InferShapeB(gert::InferShapeContext*) { return ge::GRAPH_FAILED; }
UINT32 InferShapeRangeA(gert::InferShapeRangeContext*) { return ge::GRAPH_SUCCESS; }
UINT32 InferDataTypeA(gert::InferDataTypeContext*) { return ge::GRAPH_SUCCESS; }
UINT32 InferFormatA(gert::InferFormatContext*) { return ge::GRAPH_SUCCESS; }
UINT32 TilingA(gert::TilingContext*) { return ge::GRAPH_SUCCESS; }
UINT32 GenSimplifiedKeyA(gert::TilingContext*, ge::char_t*) { return ge::GRAPH_SUCCESS; }
UINT32 TilingB(gert::TilingContext*) { return ge::GRAPH_SUCCESS; }
ge::graphStatus TilingParseA(gert::TilingParseContext*) { return ge::GRAPH_SUCCESS; }
UINT32 TilingParseKernel(gert::KernelContext*) { return ge::GRAPH_SUCCESS; }

int g_compile_info_alive = 0;
struct FullCompileInfo {
  FullCompileInfo() { ++g_compile_info_alive; }
  ~FullCompileInfo() { --g_compile_info_alive; }
  int64_t ub_size = 4242;
};
struct KernelCompileInfo {
  int32_t block_dim = 7;
};

template <typename Fn>
OppkitFunction Abi(Fn fn) {
  return reinterpret_cast<OppkitFunction>(fn);
}

AttrValue PrivateDefault(const OppkitOpImpl* impl, uint32_t index) {
  REQUIRE(index < impl->private_attr_count);
  return AttrValue::FromAbi(impl->private_attrs[index].default_value);
}

std::string PrivateName(const OppkitOpImpl* impl, uint32_t index) {
  REQUIRE(index < impl->private_attr_count);
  return impl->private_attrs[index].name;
}

}  // namespace

// Every method once.
IMPL_OP(RegTestFull)
    .InferShape(InferShapeA)
    .InferShapeRange(InferShapeRangeA)
    .InferDataType(InferDataTypeA)
    .InferFormat(InferFormatA)
    .Tiling(TilingA, 4096)
    .GenSimplifiedKey(GenSimplifiedKeyA)
    .TilingParse<FullCompileInfo>(TilingParseA)
    .InputsDataDependency({1, 3})
    .TilingInputsDataDependency({2})
    .HostInputs({0})
    .OutputShapeDependOnCompute({1})
    .PrivateAttr("bar1")
    .PrivateAttr("bar2", int64_t{5});

// Defaults.
constexpr uint32_t kBareLine = __LINE__ + 1;
IMPL_OP(RegTestBare);
IMPL_OP(RegTestTilingDefault).Tiling(TilingA);
IMPL_OP(RegTestKernelParse).TilingParse<KernelCompileInfo>(TilingParseKernel);
IMPL_OP_DEFAULT().Tiling(TilingB);

// Two blocks of one op merge: the first block that sets a field wins.
constexpr uint32_t kMergeLine = __LINE__ + 1;
IMPL_OP(RegTestMerge).InferShape(InferShapeA).Tiling(TilingA).InputsDataDependency({0});
IMPL_OP(RegTestMerge)
    .InferShape(InferShapeB)
    .InferFormat(InferFormatA)
    .Tiling(TilingB, 8192)
    .InputsDataDependency({2})
    .HostInputs({1})
    .PrivateAttr("late");

// Dependency bitmasks.
IMPL_OP(RegTestDeps).InputsDataDependency({0, 2}).InputsDataDependency({63}).InputsDataDependency({1, 64});
IMPL_OP(RegTestDepsNegative).InputsDataDependency({-1}).TilingInputsDataDependency({64});
IMPL_OP(RegTestHostInputs).HostInputs({0, 2}).HostInputs({1});
IMPL_OP(RegTestShapeDepend).OutputShapeDependOnCompute({0}).OutputShapeDependOnCompute({0, 2});
IMPL_OP(RegTestAicpuTiling).TilingInputsDataDependency({1}, {gert::TILING_ON_AICPU});

// The dtype rule: within one block the last call wins.
IMPL_OP(RegTestDtypeSame).InferDataType(InferDataTypeA).InferOutDataTypeSameWithFirstInput();
IMPL_OP(RegTestDtypeCustom).InferOutDataTypeSameWithFirstInput().InferDataType(InferDataTypeA);

// Private attrs: every overload, order, and the rejected names.
IMPL_OP(RegTestPrivate)
    .PrivateAttr("p_none")
    .PrivateAttr("p_int", int64_t{-3})
    .PrivateAttr("p_list_int", std::vector<int64_t>{1, 2, 3})
    .PrivateAttr("p_str", "SAME")
    .PrivateAttr("p_float", 0.25f)
    .PrivateAttr("p_bool", true)
    .PrivateAttr("p_list_float", std::vector<float>{0.5f, 1.5f})
    .PrivateAttr("p_int_literal", 7)
    .PrivateAttr("p_int", int64_t{99})
    .PrivateAttr(nullptr, int64_t{1})
    .PrivateAttr("");

TEST_CASE("ImplOp: every builder method round-trips into the ABI table", "[sdk][register]") {
  const OppkitOpImpl* impl = FindImpl("RegTestFull");
  REQUIRE(impl != nullptr);
  CHECK(impl->struct_size == sizeof(OppkitOpImpl));
  CHECK(impl->infer_shape == Abi(&InferShapeA));
  CHECK(impl->infer_shape_range == Abi(&InferShapeRangeA));
  CHECK(impl->infer_datatype == Abi(&InferDataTypeA));
  CHECK(impl->infer_datatype_same_as_first_input == 0);
  CHECK(impl->infer_format == Abi(&InferFormatA));
  CHECK(impl->tiling == Abi(&TilingA));
  CHECK(impl->max_tiling_data_size == 4096);
  CHECK(impl->tiling_parse == Abi(&TilingParseA));
  CHECK(impl->inputs_data_dependency == 0b1010);
  CHECK(impl->tiling_data_dependency == 0b100);
  CHECK(impl->host_inputs == 0b1);
  CHECK(impl->output_shape_depend_on_compute == 0b10);
  REQUIRE(impl->private_attr_count == 2);
  CHECK(PrivateName(impl, 0) == "bar1");
  CHECK(PrivateDefault(impl, 0).empty());
  CHECK(PrivateName(impl, 1) == "bar2");
  CHECK(PrivateDefault(impl, 1) == AttrValue::Int(5));
  REQUIRE(impl->source_file != nullptr);
  CHECK_THAT(std::string(impl->source_file), Catch::EndsWith("op_impl_registry_test.cc"));

  // The functions are callable through the table, converted back to their real types.
  auto infer_shape = reinterpret_cast<gert::OpImplRegisterV2::InferShapeKernelFunc>(impl->infer_shape);
  CHECK(infer_shape(nullptr) == ge::GRAPH_SUCCESS);
}

TEST_CASE("ImplOp: TilingParse<T> instantiates the compile-info creator and deleter in the library",
          "[sdk][register]") {
  const OppkitOpImpl* impl = FindImpl("RegTestFull");
  REQUIRE(impl != nullptr);
  REQUIRE(impl->compile_info_create != nullptr);
  REQUIRE(impl->compile_info_destroy != nullptr);
  const int alive = g_compile_info_alive;
  void* info = impl->compile_info_create();
  REQUIRE(info != nullptr);
  CHECK(g_compile_info_alive == alive + 1);
  CHECK(static_cast<FullCompileInfo*>(info)->ub_size == 4242);
  impl->compile_info_destroy(info);
  CHECK(g_compile_info_alive == alive);

  SECTION("the KernelFunc form") {
    const OppkitOpImpl* kernel = FindImpl("RegTestKernelParse");
    REQUIRE(kernel != nullptr);
    CHECK(kernel->tiling_parse == Abi(&TilingParseKernel));
    void* ki = kernel->compile_info_create();
    CHECK(static_cast<KernelCompileInfo*>(ki)->block_dim == 7);
    kernel->compile_info_destroy(ki);
    CHECK(kernel->tiling == nullptr);
  }
}

TEST_CASE("ImplOp: a bare IMPL_OP registers the op with nothing set", "[sdk][register]") {
  const OppkitOpImpl* impl = FindImpl("RegTestBare");
  REQUIRE(impl != nullptr);
  CHECK(impl->infer_shape == nullptr);
  CHECK(impl->infer_shape_range == nullptr);
  CHECK(impl->infer_datatype == nullptr);
  CHECK(impl->infer_datatype_same_as_first_input == 0);
  CHECK(impl->infer_format == nullptr);
  CHECK(impl->tiling == nullptr);
  CHECK(impl->tiling_parse == nullptr);
  CHECK(impl->compile_info_create == nullptr);
  CHECK(impl->compile_info_destroy == nullptr);
  CHECK(impl->max_tiling_data_size == 0);
  CHECK(impl->inputs_data_dependency == 0);
  CHECK(impl->tiling_data_dependency == 0);
  CHECK(impl->host_inputs == 0);
  CHECK(impl->output_shape_depend_on_compute == 0);
  CHECK(impl->private_attr_count == 0);
  REQUIRE(impl->source_file != nullptr);
  CHECK(impl->source_line == kBareLine);
}

TEST_CASE("ImplOp: Tiling's max tiling-data size defaults to 2048", "[sdk][register]") {
  const OppkitOpImpl* impl = FindImpl("RegTestTilingDefault");
  REQUIRE(impl != nullptr);
  CHECK(impl->tiling == Abi(&TilingA));
  CHECK(impl->max_tiling_data_size == 2048);
  REQUIRE(FindImpl("RegTestFull") != nullptr);
  CHECK(FindImpl("RegTestFull")->max_tiling_data_size == 4096);
}

TEST_CASE("ImplOp: IMPL_OP_DEFAULT registers the DefaultImpl op type", "[sdk][register]") {
  const OppkitOpImpl* impl = FindImpl("DefaultImpl");
  REQUIRE(impl != nullptr);
  CHECK(impl->tiling == Abi(&TilingB));
}

TEST_CASE("ImplOp: several blocks of one op merge, the first block that sets a field wins", "[sdk][register]") {
  const OppkitOpImpl* impl = FindImpl("RegTestMerge");
  REQUIRE(impl != nullptr);
  CHECK(impl->infer_shape == Abi(&InferShapeA));    // both set it: the first wins
  CHECK(impl->infer_format == Abi(&InferFormatA));  // only the second sets it
  CHECK(impl->tiling == Abi(&TilingA));             // the tiling size goes with its function
  CHECK(impl->max_tiling_data_size == 2048);
  CHECK(impl->inputs_data_dependency == 0b1);
  CHECK(impl->host_inputs == 0b10);
  REQUIRE(impl->private_attr_count == 1);
  CHECK(PrivateName(impl, 0) == "late");
  CHECK(impl->source_line == kMergeLine);  // provenance of the first block
  // Each function keeps the block it came from (ABI 1.1); functions nobody registered have no source.
  CHECK(impl->function_sources[OPPKIT_FN_INFER_SHAPE].line == kMergeLine);
  CHECK(impl->function_sources[OPPKIT_FN_TILING].line == kMergeLine);
  CHECK(impl->function_sources[OPPKIT_FN_INFER_FORMAT].line == kMergeLine + 1);
  CHECK(impl->function_sources[OPPKIT_FN_INFER_FORMAT].file == impl->source_file);
  CHECK(impl->function_sources[OPPKIT_FN_INFER_SHAPE_RANGE].file == nullptr);
  CHECK(impl->function_sources[OPPKIT_FN_TILING_PARSE].file == nullptr);

  auto& log = oppkit::test::CapturedLog::Get();
  INFO(log.Dump());
  CHECK(log.Count(OPPKIT_LOG_WARN, {"IMPL_OP(RegTestMerge)", "InferShape", "ignored"}) == 1);
  CHECK(log.Count(OPPKIT_LOG_WARN, {"IMPL_OP(RegTestMerge)", "Tiling", "ignored"}) == 1);
  CHECK(log.Count(OPPKIT_LOG_WARN, {"IMPL_OP(RegTestMerge)", "InputsDataDependency", "ignored"}) == 1);
  CHECK(log.Count(OPPKIT_LOG_WARN, {"IMPL_OP(RegTestMerge)", "InferFormat"}) == 0);
}

TEST_CASE("ImplOp: dependency indexes set bits and an index of 64 or more rejects the call", "[sdk][register]") {
  const OppkitOpImpl* deps = FindImpl("RegTestDeps");
  REQUIRE(deps != nullptr);
  CHECK(deps->inputs_data_dependency == ((uint64_t{1} << 63) | 0b101));  // {1, 64} changed nothing

  const OppkitOpImpl* negative = FindImpl("RegTestDepsNegative");
  REQUIRE(negative != nullptr);
  CHECK(negative->inputs_data_dependency == 0);
  CHECK(negative->tiling_data_dependency == 0);

  auto& log = oppkit::test::CapturedLog::Get();
  INFO(log.Dump());
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"IMPL_OP(RegTestDeps).InputsDataDependency", "index 64"}) == 1);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"IMPL_OP(RegTestDepsNegative).InputsDataDependency", "index -1"}) == 1);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"IMPL_OP(RegTestDepsNegative).TilingInputsDataDependency", "index 64"}) == 1);

  SECTION("HostInputs replaces the set, OutputShapeDependOnCompute adds to it") {
    REQUIRE(FindImpl("RegTestHostInputs") != nullptr);
    CHECK(FindImpl("RegTestHostInputs")->host_inputs == 0b10);
    REQUIRE(FindImpl("RegTestShapeDepend") != nullptr);
    CHECK(FindImpl("RegTestShapeDepend")->output_shape_depend_on_compute == 0b101);
  }
  SECTION("an AICPU tiling placement is recorded as a host dependency with a warning") {
    REQUIRE(FindImpl("RegTestAicpuTiling") != nullptr);
    CHECK(FindImpl("RegTestAicpuTiling")->tiling_data_dependency == 0b10);
    CHECK(log.Count(OPPKIT_LOG_WARN, {"IMPL_OP(RegTestAicpuTiling)", "TILING_ON_AICPU"}) == 1);
  }
}

TEST_CASE("ImplOp: InferDataType and InferOutDataTypeSameWithFirstInput, the last call wins", "[sdk][register]") {
  const OppkitOpImpl* same = FindImpl("RegTestDtypeSame");
  REQUIRE(same != nullptr);
  CHECK(same->infer_datatype_same_as_first_input == 1);
  CHECK(same->infer_datatype == nullptr);
  const OppkitOpImpl* custom = FindImpl("RegTestDtypeCustom");
  REQUIRE(custom != nullptr);
  CHECK(custom->infer_datatype_same_as_first_input == 0);
  CHECK(custom->infer_datatype == Abi(&InferDataTypeA));
}

TEST_CASE("ImplOp: private attrs keep declaration order, typed defaults, and reject bad names", "[sdk][register]") {
  const OppkitOpImpl* impl = FindImpl("RegTestPrivate");
  REQUIRE(impl != nullptr);
  const std::vector<std::string> names = {"p_none",  "p_int",  "p_list_int",   "p_str",
                                          "p_float", "p_bool", "p_list_float", "p_int_literal"};
  REQUIRE(impl->private_attr_count == names.size());
  for (uint32_t i = 0; i < names.size(); ++i) CHECK(PrivateName(impl, i) == names[i]);
  CHECK(PrivateDefault(impl, 0).empty());
  CHECK(impl->private_attrs[0].default_value.type == OPPKIT_ATTR_NONE);
  CHECK(PrivateDefault(impl, 1) == AttrValue::Int(-3));  // the duplicate with 99 was ignored
  CHECK(PrivateDefault(impl, 2) == AttrValue::ListInt({1, 2, 3}));
  CHECK(PrivateDefault(impl, 3) == AttrValue::String("SAME"));
  CHECK(PrivateDefault(impl, 4) == AttrValue::Float(0.25f));
  CHECK(PrivateDefault(impl, 5) == AttrValue::Bool(true));
  CHECK(PrivateDefault(impl, 6) == AttrValue::ListFloat({0.5f, 1.5f}));
  CHECK(PrivateDefault(impl, 7) == AttrValue::Int(7));

  auto& log = oppkit::test::CapturedLog::Get();
  INFO(log.Dump());
  CHECK(log.Count(OPPKIT_LOG_WARN, {"IMPL_OP(RegTestPrivate).PrivateAttr", "'p_int' is already declared"}) == 1);
  CHECK(log.Count(OPPKIT_LOG_WARN, {"IMPL_OP(RegTestPrivate).PrivateAttr", "needs a name"}) == 2);
}

TEST_CASE("ImplOp: a builder commits when it is copied or moved, not before", "[sdk][register]") {
  // Runtime builders commit into the same registry as static IMPL_OP blocks (the plugin table, built before, is not
  // affected). A commit is observed through the conflict warning a later, different commit produces.
  REQUIRE(OppkitGetPluginInfo() != nullptr);
  auto& log = oppkit::test::CapturedLog::Get();
  gert::OpImplRegisterV2 pending("RegTestRuntime");
  pending.InferShape(InferShapeA);  // set, but not committed
  gert::OpImplRegisterV2 first(gert::OpImplRegisterV2("RegTestRuntime").InferShape(InferShapeB));  // copy: commits
  CHECK(log.Count(OPPKIT_LOG_WARN, {"IMPL_OP(RegTestRuntime)", "InferShape"}) == 0);
  gert::OpImplRegisterV2 moved(std::move(pending));  // move: commits InferShapeA, which conflicts
  CHECK(log.Count(OPPKIT_LOG_WARN, {"IMPL_OP(RegTestRuntime)", "InferShape", "ignored"}) == 1);
  gert::OpImplRegisterV2 again(first);  // the same value again: no new warning
  CHECK(log.Count(OPPKIT_LOG_WARN, {"IMPL_OP(RegTestRuntime)", "InferShape"}) == 1);

  gert::OpImplRegisterV2 empty_type("");
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"IMPL_OP with an empty op type"}) >= 1);
}

TEST_CASE("OpImplRegistry: GetOpImpl finds the merged functions of an op by type, as CANN's unit tests read them",
          "[sdk][register]") {
  const auto* full = gert::OpImplRegistry::GetInstance().GetOpImpl("RegTestFull");
  REQUIRE(full != nullptr);
  CHECK(full->infer_shape == &InferShapeA);
  CHECK(full->infer_shape_range == &InferShapeRangeA);
  CHECK(full->infer_datatype == &InferDataTypeA);
  CHECK(full->infer_format_func == &InferFormatA);
  CHECK(full->tiling == &TilingA);
  CHECK(full->max_tiling_data_size == 4096);
  CHECK(full->gen_simplifiedkey == &GenSimplifiedKeyA);
  CHECK(reinterpret_cast<OppkitFunction>(full->tiling_parse) == Abi(&TilingParseA));
  CHECK(full->inputs_dependency == 0b1010);
  CHECK(full->HasDataDependency());
  CHECK(full->IsInputDataDependency(1));
  CHECK_FALSE(full->IsInputDataDependency(2));
  CHECK_FALSE(full->IsInputDataDependency(64));
  CHECK(full->IsTilingInputDataDependency(2));
  CHECK(full->IsHostInput(0));
  CHECK(full->IsOutputShapeDependOnCompute(1));
  REQUIRE(full->compile_info_creator != nullptr);
  void* info = full->compile_info_creator();
  CHECK(static_cast<FullCompileInfo*>(info)->ub_size == 4242);
  full->compile_info_deleter(info);
  CHECK(full->infer_shape(nullptr) == ge::GRAPH_SUCCESS);

  // Two blocks merged: the first block that set a field wins; later fields are added.
  const auto* merged = gert::OpImplRegistry::GetInstance().GetOpImpl("RegTestMerge");
  REQUIRE(merged != nullptr);
  CHECK(merged->infer_shape == &InferShapeA);
  CHECK(merged->infer_format_func == &InferFormatA);
  CHECK(merged->tiling == &TilingA);

  // The same pointer on every call; a bare IMPL_OP has an entry with nothing set; an unknown op has none.
  CHECK(gert::OpImplRegistry::GetInstance().GetOpImpl("RegTestFull") == full);
  const auto* bare = gert::OpImplRegistry::GetInstance().GetOpImpl("RegTestBare");
  REQUIRE(bare != nullptr);
  CHECK(bare->infer_shape == nullptr);
  CHECK_FALSE(bare->HasDataDependency());
  CHECK(gert::OpImplRegistry::GetInstance().GetOpImpl("RegTestNoSuchOp") == nullptr);
  CHECK(gert::OpImplRegistry::GetInstance().GetOpImpl(nullptr) == nullptr);

  // The same-as-first-input dtype rule has no function.
  const auto* same = gert::OpImplRegistry::GetInstance().GetOpImpl("RegTestDtypeSame");
  REQUIRE(same != nullptr);
  CHECK(same->infer_datatype == nullptr);
}
