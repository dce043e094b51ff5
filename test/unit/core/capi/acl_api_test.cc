// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The ACL C API objects: tensor descriptions, data buffers, attr sets and the per-thread error message. The
// attr tests look inside aclopAttr (capi/acl_objects.h) to check what each setter stored. aclopInferShape itself
// is tested against the real OPP tree in test/integration/cli/acl_infer_shape_test.cc.
#include <catch2/catch.hpp>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "acl/acl_base.h"
#include "acl/acl_op.h"
#include "capi/acl_objects.h"

namespace {

std::string RecentError() {
  const char* message = aclGetRecentErrMsg();
  return message == nullptr ? std::string("(none)") : std::string(message);
}

const oppkit::AttrValue* Find(const aclopAttr* attr, const std::string& name) {
  for (const auto& [key, value] : attr->values) {
    if (key == name) return &value;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("ACL C API: a tensor desc keeps its dtype, dims, format and name", "[core][capi]") {
  const int64_t dims[] = {8, -1, 32};
  aclTensorDesc* desc = aclCreateTensorDesc(ACL_FLOAT16, 3, dims, ACL_FORMAT_NCHW);
  REQUIRE(desc != nullptr);
  CHECK(aclGetTensorDescType(desc) == ACL_FLOAT16);
  CHECK(aclGetTensorDescFormat(desc) == ACL_FORMAT_NCHW);
  REQUIRE(aclGetTensorDescNumDims(desc) == 3);
  for (size_t i = 0; i < 3; ++i) {
    int64_t dim = 0;
    CHECK(aclGetTensorDescDimV2(desc, i, &dim) == ACL_SUCCESS);
    CHECK(dim == dims[i]);
  }
  CHECK(std::string(aclGetTensorDescName(desc)).empty());
  aclSetTensorDescName(desc, "x0");
  CHECK(std::string(aclGetTensorDescName(desc)) == "x0");
  aclSetTensorDescName(desc, nullptr);
  CHECK(std::string(aclGetTensorDescName(desc)).empty());

  const int64_t new_dims[] = {4, 4};
  CHECK(aclSetTensorShape(desc, 2, new_dims) == ACL_SUCCESS);
  CHECK(aclSetTensorFormat(desc, ACL_FORMAT_ND) == ACL_SUCCESS);
  CHECK(aclGetTensorDescNumDims(desc) == 2);
  CHECK(aclGetTensorDescFormat(desc) == ACL_FORMAT_ND);
  CHECK(aclGetTensorDescElementCount(desc) == 16);
  CHECK(aclGetTensorDescSize(desc) == 32);
  aclDestroyTensorDesc(desc);

  SECTION("a scalar has no dims and one element") {
    aclTensorDesc* scalar = aclCreateTensorDesc(ACL_INT32, 0, nullptr, ACL_FORMAT_ND);
    REQUIRE(scalar != nullptr);
    CHECK(aclGetTensorDescNumDims(scalar) == 0);
    CHECK(aclGetTensorDescElementCount(scalar) == 1);
    CHECK(aclGetTensorDescSize(scalar) == 4);
    aclDestroyTensorDesc(scalar);
  }
  SECTION("an unknown rank reports ACL_UNKNOWN_RANK and no dims") {
    const int64_t unknown[] = {-2};
    aclTensorDesc* d = aclCreateTensorDesc(ACL_FLOAT, 1, unknown, ACL_FORMAT_ND);
    REQUIRE(d != nullptr);
    CHECK(aclGetTensorDescNumDims(d) == static_cast<size_t>(ACL_UNKNOWN_RANK));
    int64_t dim = 0;
    CHECK(aclGetTensorDescDimV2(d, 0, &dim) == ACL_ERROR_INVALID_PARAM);
    CHECK_THAT(RecentError(), Catch::StartsWith("[api.bad_argument]") && Catch::Contains("unknown rank"));
    CHECK(aclGetTensorDescElementCount(d) == 0);
    aclDestroyTensorDesc(d);
  }
  SECTION("data type sizes follow ACL") {
    CHECK(aclDataTypeSize(ACL_FLOAT) == 4);
    CHECK(aclDataTypeSize(ACL_FLOAT16) == 2);
    CHECK(aclDataTypeSize(ACL_INT64) == 8);
    CHECK(aclDataTypeSize(ACL_BOOL) == 1);
    CHECK(aclDataTypeSize(ACL_DT_UNDEFINED) == 0);
    CHECK(aclDataTypeSize(ACL_INT4) == 0);  // sub-byte
  }
}

TEST_CASE("ACL C API: enum values are CANN's", "[core][capi][abi]") {
  CHECK(ACL_SUCCESS == 0);
  CHECK(ACL_ERROR_INVALID_PARAM == 100000);
  CHECK(ACL_ERROR_OP_NOT_FOUND == 100024);
  CHECK(ACL_ERROR_BAD_ALLOC == 200000);
  CHECK(ACL_ERROR_INTERNAL_ERROR == 500000);
  CHECK(static_cast<int>(ACL_DT_UNDEFINED) == -1);
  CHECK(static_cast<int>(ACL_FLOAT16) == 1);
  CHECK(static_cast<int>(ACL_INT64) == 9);
  CHECK(static_cast<int>(ACL_BF16) == 27);
  CHECK(static_cast<int>(ACL_FORMAT_UNDEFINED) == -1);
  CHECK(static_cast<int>(ACL_FORMAT_NC1HWC0) == 3);
  CHECK(static_cast<int>(ACL_FORMAT_FRACTAL_NZ) == 29);
  CHECK(ACL_TENSOR_SHAPE_RANGE_NUM == 2);
}

TEST_CASE("ACL C API: aclCreateTensorDesc rejects bad shapes with a message", "[core][capi]") {
  const int64_t dims[26] = {};
  CHECK(aclCreateTensorDesc(ACL_FLOAT, -1, dims, ACL_FORMAT_ND) == nullptr);
  CHECK_THAT(RecentError(), Catch::StartsWith("[api.bad_argument] aclCreateTensorDesc: numDims is negative"));
  CHECK(aclCreateTensorDesc(ACL_FLOAT, 2, nullptr, ACL_FORMAT_ND) == nullptr);
  CHECK_THAT(RecentError(), Catch::StartsWith("[api.null_argument] aclCreateTensorDesc: dims is NULL"));
  CHECK(aclCreateTensorDesc(ACL_FLOAT, 26, dims, ACL_FORMAT_ND) == nullptr);
  CHECK_THAT(RecentError(), Catch::StartsWith("[infer.rank_too_large]"));
  aclTensorDesc* ok = aclCreateTensorDesc(ACL_FLOAT, 25, dims, ACL_FORMAT_ND);
  CHECK(ok != nullptr);
  aclDestroyTensorDesc(ok);
}

TEST_CASE("ACL C API: shape ranges read back per dim, with defaults for dims without one", "[core][capi]") {
  const int64_t dims[] = {-1, 4, -1};
  aclTensorDesc* desc = aclCreateTensorDesc(ACL_FLOAT, 3, dims, ACL_FORMAT_ND);
  REQUIRE(desc != nullptr);
  int64_t range[2] = {};

  // No range set: a known dim is [d, d], an unknown one [0, -1].
  CHECK(aclGetTensorDescDimRange(desc, 1, 2, range) == ACL_SUCCESS);
  CHECK((range[0] == 4 && range[1] == 4));
  CHECK(aclGetTensorDescDimRange(desc, 0, 2, range) == ACL_SUCCESS);
  CHECK((range[0] == 0 && range[1] == -1));

  int64_t ranges[3][ACL_TENSOR_SHAPE_RANGE_NUM] = {{1, 16}, {4, 4}, {2, -1}};
  REQUIRE(aclSetTensorShapeRange(desc, 3, ranges) == ACL_SUCCESS);
  for (size_t i = 0; i < 3; ++i) {
    CHECK(aclGetTensorDescDimRange(desc, i, 2, range) == ACL_SUCCESS);
    CHECK(range[0] == ranges[i][0]);
    CHECK(range[1] == ranges[i][1]);
  }

  SECTION("the count must match the rank") {
    CHECK(aclSetTensorShapeRange(desc, 2, ranges) == ACL_ERROR_INVALID_PARAM);
    CHECK_THAT(RecentError(), Catch::StartsWith("[api.bad_argument] aclSetTensorShapeRange"));
  }
  SECTION("min must be >= 0 and max >= min or -1") {
    int64_t bad[3][ACL_TENSOR_SHAPE_RANGE_NUM] = {{1, 16}, {4, 4}, {8, 2}};
    CHECK(aclSetTensorShapeRange(desc, 3, bad) == ACL_ERROR_INVALID_PARAM);
    CHECK_THAT(RecentError(), Catch::StartsWith("[infer.bad_range]") && Catch::Contains("dim 2"));
  }
  SECTION("a zero count clears the range") {
    CHECK(aclSetTensorShapeRange(desc, 0, nullptr) == ACL_SUCCESS);
    CHECK(aclGetTensorDescDimRange(desc, 0, 2, range) == ACL_SUCCESS);
    CHECK((range[0] == 0 && range[1] == -1));
  }
  SECTION("index and capacity are checked") {
    CHECK(aclGetTensorDescDimRange(desc, 3, 2, range) == ACL_ERROR_INVALID_PARAM);
    CHECK_THAT(RecentError(), Catch::Contains("index 3 out of range"));
    CHECK(aclGetTensorDescDimRange(desc, 0, 1, range) == ACL_ERROR_INVALID_PARAM);
    CHECK_THAT(RecentError(), Catch::Contains("dimRangeNum 1 < 2"));
  }
  aclDestroyTensorDesc(desc);
}

TEST_CASE("ACL C API: aclSetTensorConst copies the value", "[core][capi]") {
  const int64_t dims[] = {2};
  aclTensorDesc* desc = aclCreateTensorDesc(ACL_INT64, 1, dims, ACL_FORMAT_ND);
  int64_t value[] = {3, -1};
  REQUIRE(aclSetTensorConst(desc, value, sizeof(value)) == ACL_SUCCESS);
  value[0] = 99;  // the desc keeps its own copy
  REQUIRE(desc->is_const);
  REQUIRE(desc->const_data.size() == sizeof(value));
  int64_t stored[2];
  std::memcpy(stored, desc->const_data.data(), sizeof(stored));
  CHECK(stored[0] == 3);
  CHECK(stored[1] == -1);
  CHECK(aclSetTensorConst(desc, nullptr, 8) == ACL_ERROR_INVALID_PARAM);
  CHECK_THAT(RecentError(), Catch::StartsWith("[api.null_argument] aclSetTensorConst: dataBuffer is NULL"));
  aclDestroyTensorDesc(desc);
}

TEST_CASE("ACL C API: data buffers wrap caller memory", "[core][capi]") {
  int32_t data[4] = {1, 2, 3, 4};
  aclDataBuffer* buffer = aclCreateDataBuffer(data, sizeof(data));
  REQUIRE(buffer != nullptr);
  CHECK(aclGetDataBufferAddr(buffer) == data);
  CHECK(aclGetDataBufferSizeV2(buffer) == sizeof(data));
  CHECK(aclDestroyDataBuffer(buffer) == ACL_SUCCESS);
  aclDataBuffer* empty = aclCreateDataBuffer(nullptr, 0);
  REQUIRE(empty != nullptr);
  CHECK(aclGetDataBufferAddr(empty) == nullptr);
  CHECK(aclDestroyDataBuffer(empty) == ACL_SUCCESS);
}

TEST_CASE("ACL C API: every attr setter stores a value of its type", "[core][capi]") {
  aclopAttr* attr = aclopCreateAttr();
  REQUIRE(attr != nullptr);
  const int64_t ints[] = {1, 2, 3};
  const float floats[] = {0.5f, 1.5f};
  const uint8_t bools[] = {1, 0, 7};
  const char* strings[] = {"a", "bc"};
  const aclDataType dtypes[] = {ACL_FLOAT16, ACL_INT64};
  const int64_t row0[] = {1, 2};
  const int64_t row1[] = {3};
  const int64_t* rows[] = {row0, row1, nullptr};
  const int row_sizes[] = {2, 1, 0};

  REQUIRE(aclopSetAttrBool(attr, "b", 2) == ACL_SUCCESS);
  REQUIRE(aclopSetAttrInt(attr, "i", -7) == ACL_SUCCESS);
  REQUIRE(aclopSetAttrFloat(attr, "f", 0.25f) == ACL_SUCCESS);
  REQUIRE(aclopSetAttrString(attr, "s", "NCHW") == ACL_SUCCESS);
  REQUIRE(aclopSetAttrDataType(attr, "t", ACL_BF16) == ACL_SUCCESS);
  REQUIRE(aclopSetAttrListInt(attr, "li", 3, ints) == ACL_SUCCESS);
  REQUIRE(aclopSetAttrListFloat(attr, "lf", 2, floats) == ACL_SUCCESS);
  REQUIRE(aclopSetAttrListBool(attr, "lb", 3, bools) == ACL_SUCCESS);
  REQUIRE(aclopSetAttrListString(attr, "ls", 2, strings) == ACL_SUCCESS);
  REQUIRE(aclopSetAttrListDataType(attr, "lt", 2, dtypes) == ACL_SUCCESS);
  REQUIRE(aclopSetAttrListListInt(attr, "lli", 3, row_sizes, rows) == ACL_SUCCESS);
  REQUIRE(aclopSetAttrListInt(attr, "empty", 0, nullptr) == ACL_SUCCESS);

  using oppkit::AttrType;
  using oppkit::AttrValue;
  REQUIRE(attr->values.size() == 12);
  CHECK(*Find(attr, "b") == AttrValue::Bool(true));
  CHECK(*Find(attr, "i") == AttrValue::Int(-7));
  CHECK(*Find(attr, "f") == AttrValue::Float(0.25f));
  CHECK(*Find(attr, "s") == AttrValue::String("NCHW"));
  CHECK(*Find(attr, "t") == AttrValue::DataType(ge::DT_BF16));
  CHECK(*Find(attr, "li") == AttrValue::ListInt({1, 2, 3}));
  CHECK(*Find(attr, "lf") == AttrValue::ListFloat({0.5f, 1.5f}));
  CHECK(*Find(attr, "lb") == AttrValue::ListBool({true, false, true}));
  CHECK(*Find(attr, "ls") == AttrValue::ListString({"a", "bc"}));
  CHECK(*Find(attr, "lt") == AttrValue::ListDataType({ge::DT_FLOAT16, ge::DT_INT64}));
  CHECK(*Find(attr, "lli") == AttrValue::ListListInt({{1, 2}, {3}, {}}));
  CHECK(*Find(attr, "empty") == AttrValue::ListInt({}));

  SECTION("setting a name again replaces its value in place") {
    REQUIRE(aclopSetAttrInt(attr, "b", 5) == ACL_SUCCESS);
    CHECK(attr->values.size() == 12);
    CHECK(attr->values.front().first == "b");
    CHECK(*Find(attr, "b") == AttrValue::Int(5));
  }
  aclopDestroyAttr(attr);
}

TEST_CASE("ACL C API: attr setters validate their arguments", "[core][capi]") {
  aclopAttr* attr = aclopCreateAttr();
  const int64_t ints[] = {1};
  const char* strings[] = {"a", nullptr};
  const int sizes[] = {1, -1};
  const int64_t* rows[] = {ints, ints};

  CHECK(aclopSetAttrInt(nullptr, "i", 1) == ACL_ERROR_INVALID_PARAM);
  CHECK_THAT(RecentError(), Catch::StartsWith("[api.null_argument] aclopSetAttrInt: attr is NULL"));
  CHECK(aclopSetAttrBool(attr, nullptr, 1) == ACL_ERROR_INVALID_PARAM);
  CHECK_THAT(RecentError(), Catch::StartsWith("[api.null_argument] aclopSetAttrBool: attrName is NULL"));
  CHECK(aclopSetAttrString(attr, "s", nullptr) == ACL_ERROR_INVALID_PARAM);
  CHECK_THAT(RecentError(), Catch::Contains("attrValue is NULL"));
  CHECK(aclopSetAttrDataType(attr, "t", ACL_DT_UNDEFINED) == ACL_ERROR_INVALID_PARAM);
  CHECK_THAT(RecentError(), Catch::StartsWith("[api.bad_argument]"));
  CHECK(aclopSetAttrListInt(attr, "li", -1, ints) == ACL_ERROR_INVALID_PARAM);
  CHECK_THAT(RecentError(), Catch::Contains("numValues is negative"));
  CHECK(aclopSetAttrListFloat(attr, "lf", 2, nullptr) == ACL_ERROR_INVALID_PARAM);
  CHECK_THAT(RecentError(), Catch::Contains("values is NULL"));
  CHECK(aclopSetAttrListString(attr, "ls", 2, strings) == ACL_ERROR_INVALID_PARAM);
  CHECK_THAT(RecentError(), Catch::Contains("values[1] is NULL"));
  CHECK(aclopSetAttrListListInt(attr, "lli", 2, sizes, rows) == ACL_ERROR_INVALID_PARAM);
  CHECK_THAT(RecentError(), Catch::Contains("numValues[1] is negative"));
  CHECK(aclopSetAttrListListInt(attr, "lli", 1, nullptr, rows) == ACL_ERROR_INVALID_PARAM);
  CHECK(aclopSetAttrListBool(nullptr, nullptr, -1, nullptr) == ACL_ERROR_INVALID_PARAM);
  CHECK(attr->values.empty());  // nothing was stored by a failed call
  aclopDestroyAttr(attr);
}

TEST_CASE("ACL C API: NULL arguments are errors, never crashes", "[core][capi]") {
  int64_t value = 0;
  int64_t range[2][ACL_TENSOR_SHAPE_RANGE_NUM] = {};
  aclDestroyTensorDesc(nullptr);
  aclopDestroyAttr(nullptr);
  aclSetTensorDescName(nullptr, "x");
  CHECK(aclGetRecentErrMsg() != nullptr);
  CHECK(aclGetTensorDescName(nullptr) == nullptr);
  CHECK(aclDestroyDataBuffer(nullptr) == ACL_ERROR_INVALID_PARAM);
  CHECK(aclGetDataBufferAddr(nullptr) == nullptr);
  CHECK(aclGetDataBufferSizeV2(nullptr) == 0);
  CHECK(aclGetTensorDescType(nullptr) == ACL_DT_UNDEFINED);
  CHECK(aclGetTensorDescFormat(nullptr) == ACL_FORMAT_UNDEFINED);
  CHECK(aclGetTensorDescNumDims(nullptr) == 0);
  CHECK(aclGetTensorDescElementCount(nullptr) == 0);
  CHECK(aclGetTensorDescSize(nullptr) == 0);
  CHECK(aclGetTensorDescDimV2(nullptr, 0, &value) == ACL_ERROR_INVALID_PARAM);
  CHECK(aclGetTensorDescDimRange(nullptr, 0, 2, &value) == ACL_ERROR_INVALID_PARAM);
  CHECK(aclSetTensorShapeRange(nullptr, 2, range) == ACL_ERROR_INVALID_PARAM);
  CHECK(aclSetTensorConst(nullptr, &value, sizeof(value)) == ACL_ERROR_INVALID_PARAM);
  CHECK(aclSetTensorShape(nullptr, 0, nullptr) == ACL_ERROR_INVALID_PARAM);
  CHECK(aclSetTensorFormat(nullptr, ACL_FORMAT_ND) == ACL_ERROR_INVALID_PARAM);
  CHECK_THAT(RecentError(), Catch::StartsWith("[api.null_argument] aclSetTensorFormat: desc is NULL"));

  const int64_t dims[] = {2, 2};
  aclTensorDesc* desc = aclCreateTensorDesc(ACL_FLOAT, 2, dims, ACL_FORMAT_ND);
  CHECK(aclGetTensorDescDimV2(desc, 0, nullptr) == ACL_ERROR_INVALID_PARAM);
  CHECK_THAT(RecentError(), Catch::Contains("dimSize is NULL"));
  CHECK(aclGetTensorDescDimRange(desc, 0, 2, nullptr) == ACL_ERROR_INVALID_PARAM);
  CHECK(aclSetTensorShapeRange(desc, 2, nullptr) == ACL_ERROR_INVALID_PARAM);
  aclDestroyTensorDesc(desc);

  // aclopInferShape checks its arguments before loading anything.
  CHECK(aclopInferShape(nullptr, 0, nullptr, nullptr, 0, nullptr, nullptr) == ACL_ERROR_INVALID_PARAM);
  CHECK_THAT(RecentError(), Catch::StartsWith("[api.null_argument] aclopInferShape: opType is NULL"));
  CHECK(aclopInferShape("Add", 2, nullptr, nullptr, 1, nullptr, nullptr) == ACL_ERROR_INVALID_PARAM);
  CHECK_THAT(RecentError(), Catch::Contains("inputDesc is NULL"));
  CHECK(aclopInferShape("Add", -1, nullptr, nullptr, 0, nullptr, nullptr) == ACL_ERROR_INVALID_PARAM);
  CHECK_THAT(RecentError(), Catch::Contains("numInputs is negative"));
}

TEST_CASE("ACL C API: aclGetRecentErrMsg hands out each error once, per thread", "[core][capi][threads]") {
  while (aclGetRecentErrMsg() != nullptr) {
  }
  CHECK(aclGetRecentErrMsg() == nullptr);
  CHECK(aclDestroyDataBuffer(nullptr) == ACL_ERROR_INVALID_PARAM);
  const char* first = aclGetRecentErrMsg();
  REQUIRE(first != nullptr);
  CHECK_THAT(std::string(first), Catch::StartsWith("[api.null_argument] aclDestroyDataBuffer"));
  CHECK(aclGetRecentErrMsg() == nullptr);

  // The most recent error wins.
  aclGetTensorDescType(nullptr);
  aclGetTensorDescFormat(nullptr);
  CHECK_THAT(RecentError(), Catch::Contains("aclGetTensorDescFormat"));

  // Another thread's error is not seen here, and this thread's is not seen there.
  aclGetTensorDescType(nullptr);
  std::string other;
  std::thread([&] {
    other = aclGetRecentErrMsg() == nullptr ? "none" : "leaked";
    aclDestroyDataBuffer(nullptr);
  }).join();
  CHECK(other == "none");
  CHECK_THAT(RecentError(), Catch::Contains("aclGetTensorDescType"));
}
