// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// OPPKIT_OP_STORAGE_FORMATS (oppkit/op_storage_formats.h): declarations round-trip into this executable's plugin
// tables (OppkitOpImpl, ABI 1.2), merge with IMPL_OP blocks of the same op, and conflicting ones are ignored.
#include <catch2/catch.hpp>

#include <cstddef>
#include <cstring>
#include <string>

#include "oppkit/op_storage_formats.h"
#include "register/op_impl_registry.h"
#include "register_test_helpers.h"

namespace {

using oppkit::test::CapturedLog;
using oppkit::test::FindImpl;

UINT32 InferShapeStorage(gert::InferShapeContext*) { return ge::GRAPH_SUCCESS; }

std::string Str(const char* s) { return s == nullptr ? "<null>" : s; }

}  // namespace

IMPL_OP(StorageTestConv).InferShape(InferShapeStorage);
OPPKIT_OP_STORAGE_FORMATS(StorageTestConv)
    .Combination({ge::FORMAT_NC1HWC0, oppkit::TensorFormat(ge::FORMAT_FRACTAL_Z).GroupsFromAttr("groups"),
                  oppkit::TensorFormat(ge::FORMAT_NC1HWC0).ReshapeType("C")},
                 {ge::FORMAT_NC1HWC0})
    .Combination({ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND}, {ge::FORMAT_ND});
OPPKIT_OP_STORAGE_FORMATS(StorageTestConv).FormatAgnostic();  // a second, different declaration: ignored

OPPKIT_OP_STORAGE_FORMATS(StorageTestOnly).FormatAgnostic();  // no IMPL_OP block
OPPKIT_OP_STORAGE_FORMATS(StorageTestBare);                   // declares nothing
OPPKIT_OP_STORAGE_FORMATS(StorageTestMixed).FormatAgnostic().Combination({ge::FORMAT_ND}, {ge::FORMAT_ND});

TEST_CASE("OpStorageFormats: combinations reach the plugin table in preference order", "[sdk][register][storage]") {
  const OppkitOpImpl* impl = FindImpl("StorageTestConv");
  REQUIRE(impl != nullptr);
  CHECK(impl->infer_shape != nullptr);  // the IMPL_OP block and the declaration are one entry
  CHECK(impl->storage_format_kind == OPPKIT_STORAGE_FORMATS_COMBINATIONS);
  REQUIRE(impl->storage_combination_count == 2);
  const OppkitStorageCombination& first = impl->storage_combinations[0];
  REQUIRE(first.input_count == 3);
  REQUIRE(first.output_count == 1);
  CHECK(first.inputs[0].format == ge::FORMAT_NC1HWC0);
  CHECK(first.inputs[0].reshape_type == nullptr);
  CHECK(first.inputs[0].groups_attr == nullptr);
  CHECK(first.inputs[1].format == ge::FORMAT_FRACTAL_Z);
  CHECK(Str(first.inputs[1].groups_attr) == "groups");
  CHECK(Str(first.inputs[2].reshape_type) == "C");
  CHECK(first.outputs[0].format == ge::FORMAT_NC1HWC0);
  const OppkitStorageCombination& second = impl->storage_combinations[1];
  REQUIRE(second.input_count == 3);
  CHECK(second.inputs[2].format == ge::FORMAT_ND);
  CHECK(second.outputs[0].format == ge::FORMAT_ND);
  // The declaration's own source, not the op's IMPL_OP source.
  REQUIRE(impl->storage_formats_source.file != nullptr);
  CHECK_THAT(Str(impl->storage_formats_source.file), Catch::EndsWith("op_storage_formats_test.cc"));
  CHECK(impl->storage_formats_source.line == 27);
  CHECK(impl->source_line == 26);
  CHECK(CapturedLog::Get().Count(OPPKIT_LOG_WARN, {"OPPKIT_OP_STORAGE_FORMATS(StorageTestConv)", "ignored"}) == 1);
}

TEST_CASE("OpStorageFormats: a declaration alone is an entry, an empty one declares nothing",
          "[sdk][register][storage]") {
  const OppkitOpImpl* only = FindImpl("StorageTestOnly");
  REQUIRE(only != nullptr);
  CHECK(only->storage_format_kind == OPPKIT_STORAGE_FORMATS_AGNOSTIC);
  CHECK(only->storage_combination_count == 0);
  CHECK(only->storage_combinations == nullptr);
  CHECK(only->infer_shape == nullptr);
  CHECK(only->source_file == nullptr);  // the declaration does not become the op's source
  CHECK(FindImpl("StorageTestBare") == nullptr);
}

TEST_CASE("OpStorageFormats: format agnostic and combinations exclude each other in one block",
          "[sdk][register][storage]") {
  const OppkitOpImpl* mixed = FindImpl("StorageTestMixed");
  REQUIRE(mixed != nullptr);
  CHECK(mixed->storage_format_kind == OPPKIT_STORAGE_FORMATS_AGNOSTIC);
  CHECK(mixed->storage_combination_count == 0);
  CHECK(CapturedLog::Get().Count(OPPKIT_LOG_ERROR, {"StorageTestMixed", "Combination() after FormatAgnostic()"}) ==
        1);
}

TEST_CASE("OpStorageFormats: the ABI 1.2 fields are appended after the 1.1 struct", "[sdk][register][storage][abi]") {
  const size_t end_1_1 = offsetof(OppkitOpImpl, function_sources) + sizeof(OppkitOpImpl::function_sources);
  CHECK(offsetof(OppkitOpImpl, storage_format_kind) == end_1_1);
  CHECK(offsetof(OppkitOpImpl, storage_combination_count) == end_1_1 + 4);
  CHECK(offsetof(OppkitOpImpl, storage_combinations) == end_1_1 + 8);
  CHECK(offsetof(OppkitOpImpl, storage_formats_source) == end_1_1 + 16);
  CHECK(offsetof(OppkitOpImpl, infer_symbol_shape) == end_1_1 + 32);  // ABI 1.3 appends after them
  CHECK(offsetof(OppkitTensorFormat, reshape_type) == 8);
  CHECK(offsetof(OppkitTensorFormat, groups_attr) == 16);
  CHECK(offsetof(OppkitStorageCombination, inputs) == 8);
  CHECK(offsetof(OppkitStorageCombination, outputs) == 16);
}
