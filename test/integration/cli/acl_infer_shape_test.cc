// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// aclopInferShape against the real built-in OPP tree of the build (loaded on first use through ASCEND_OPP_PATH,
// as a framework process would).
#include <catch2/catch.hpp>
#include <cstdlib>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "acl/acl_op.h"
#include "common/test_support.h"

namespace {

// Points the C API at the build's OPP tree before its first (once per process) load.
void UseBuildOpp() {
  setenv("ASCEND_OPP_PATH", oppkit::test::BuildOppRoot().c_str(), 1);
  unsetenv("ASCEND_CUSTOM_OPP_PATH");
}

std::string RecentError() {
  const char* message = aclGetRecentErrMsg();
  return message == nullptr ? std::string("(none)") : std::string(message);
}

// RAII owners so that a failing REQUIRE does not leak.
struct DescDeleter {
  void operator()(aclTensorDesc* d) const { aclDestroyTensorDesc(d); }
};
struct AttrDeleter {
  void operator()(aclopAttr* a) const { aclopDestroyAttr(a); }
};
using Desc = std::unique_ptr<aclTensorDesc, DescDeleter>;
using Attr = std::unique_ptr<aclopAttr, AttrDeleter>;

Desc MakeDesc(aclDataType dtype, std::vector<int64_t> dims, aclFormat format = ACL_FORMAT_ND,
              const char* name = nullptr) {
  Desc d(aclCreateTensorDesc(dtype, static_cast<int>(dims.size()), dims.data(), format));
  if (name != nullptr) aclSetTensorDescName(d.get(), name);
  return d;
}

Desc MakeOutput() { return Desc(aclCreateTensorDesc(ACL_DT_UNDEFINED, 0, nullptr, ACL_FORMAT_UNDEFINED)); }

// "[d0, d1, ...]" of a desc, "[-2]" for an unknown rank.
std::string DimsOf(const aclTensorDesc* d) {
  const size_t n = aclGetTensorDescNumDims(d);
  if (n == static_cast<size_t>(ACL_UNKNOWN_RANK)) return "[-2]";
  std::string out = "[";
  for (size_t i = 0; i < n; ++i) {
    int64_t dim = 0;
    aclGetTensorDescDimV2(d, i, &dim);
    out += (i == 0 ? "" : ", ") + std::to_string(dim);
  }
  return out + "]";
}

std::string RangesOf(const aclTensorDesc* d) {
  std::string out = "[";
  for (size_t i = 0; i < aclGetTensorDescNumDims(d); ++i) {
    int64_t r[2] = {};
    aclGetTensorDescDimRange(d, i, 2, r);
    out += (i == 0 ? "[" : ", [") + std::to_string(r[0]) + ", " + std::to_string(r[1]) + "]";
  }
  return out + "]";
}

aclError Infer(const char* op, std::vector<aclTensorDesc*> inputs, std::vector<aclTensorDesc*> outputs, aclopAttr* attr,
               std::vector<aclDataBuffer*> buffers = {}) {
  return aclopInferShape(op, static_cast<int>(inputs.size()), inputs.data(), buffers.empty() ? nullptr : buffers.data(),
                         static_cast<int>(outputs.size()), outputs.data(), attr);
}

}  // namespace

TEST_CASE("aclopInferShape: writes dtype, shape and format into the output descs", "[integration][capi]") {
  UseBuildOpp();
  Desc x = MakeDesc(ACL_FLOAT16, {1, 3, 224, 224}, ACL_FORMAT_NCHW);
  Desc w = MakeDesc(ACL_FLOAT16, {64, 3, 7, 7}, ACL_FORMAT_NCHW);
  Desc y = MakeOutput();
  Attr attr(aclopCreateAttr());
  const int64_t strides[] = {1, 1, 2, 2};
  const int64_t pads[] = {3, 3, 3, 3};
  REQUIRE(aclopSetAttrListInt(attr.get(), "strides", 4, strides) == ACL_SUCCESS);
  REQUIRE(aclopSetAttrListInt(attr.get(), "pads", 4, pads) == ACL_SUCCESS);
  REQUIRE(aclopSetAttrString(attr.get(), "data_format", "NCHW") == ACL_SUCCESS);

  REQUIRE(Infer("Conv2D", {x.get(), w.get()}, {y.get()}, attr.get()) == ACL_SUCCESS);
  CHECK(DimsOf(y.get()) == "[1, 64, 112, 112]");
  CHECK(aclGetTensorDescType(y.get()) == ACL_FLOAT16);
  CHECK(aclGetTensorDescFormat(y.get()) == ACL_FORMAT_NCHW);

  SECTION("a format the caller set is kept") {
    Desc y2(aclCreateTensorDesc(ACL_FLOAT16, 0, nullptr, ACL_FORMAT_ND));
    REQUIRE(Infer("Conv2D", {x.get(), w.get()}, {y2.get()}, attr.get()) == ACL_SUCCESS);
    CHECK(aclGetTensorDescFormat(y2.get()) == ACL_FORMAT_ND);
    CHECK(DimsOf(y2.get()) == "[1, 64, 112, 112]");
  }
  SECTION("absent optional inputs: NULL entries or ACL_DT_UNDEFINED placeholders") {
    Desc placeholder = MakeOutput();
    REQUIRE(Infer("Conv2D", {x.get(), w.get(), nullptr, placeholder.get()}, {y.get()}, attr.get()) == ACL_SUCCESS);
    CHECK(DimsOf(y.get()) == "[1, 64, 112, 112]");
  }
  SECTION("a String attr reaches the op: NHWC") {
    Desc xh = MakeDesc(ACL_FLOAT16, {1, 224, 224, 3}, ACL_FORMAT_NHWC);
    Desc wh = MakeDesc(ACL_FLOAT16, {64, 7, 7, 3}, ACL_FORMAT_NHWC);
    const int64_t nhwc_strides[] = {1, 2, 2, 1};
    REQUIRE(aclopSetAttrListInt(attr.get(), "strides", 4, nhwc_strides) == ACL_SUCCESS);
    REQUIRE(aclopSetAttrString(attr.get(), "data_format", "NHWC") == ACL_SUCCESS);
    REQUIRE(Infer("Conv2D", {xh.get(), wh.get()}, {y.get()}, attr.get()) == ACL_SUCCESS);
    CHECK(DimsOf(y.get()) == "[1, 112, 112, 64]");
  }
}

TEST_CASE("aclopInferShape: Bool, Int and DataType attrs reach the op", "[integration][capi]") {
  UseBuildOpp();
  SECTION("MatMulV2 transpose_x2 (Bool)") {
    Desc a = MakeDesc(ACL_FLOAT16, {128, 512});
    Desc b = MakeDesc(ACL_FLOAT16, {1024, 512});
    Desc y = MakeOutput();
    Attr attr(aclopCreateAttr());
    REQUIRE(aclopSetAttrBool(attr.get(), "transpose_x2", 1) == ACL_SUCCESS);
    REQUIRE(Infer("MatMulV2", {a.get(), b.get()}, {y.get()}, attr.get()) == ACL_SUCCESS);
    CHECK(DimsOf(y.get()) == "[128, 1024]");
    CHECK(aclGetTensorDescType(y.get()) == ACL_FLOAT16);
  }
  SECTION("Cast dst_type as Int and as DataType") {
    Desc x = MakeDesc(ACL_FLOAT16, {8, 16});
    Desc y = MakeOutput();
    Attr as_int(aclopCreateAttr());
    REQUIRE(aclopSetAttrInt(as_int.get(), "dst_type", ACL_INT32) == ACL_SUCCESS);
    REQUIRE(Infer("Cast", {x.get()}, {y.get()}, as_int.get()) == ACL_SUCCESS);
    CHECK(aclGetTensorDescType(y.get()) == ACL_INT32);
    CHECK(DimsOf(y.get()) == "[8, 16]");
    Attr as_dtype(aclopCreateAttr());
    REQUIRE(aclopSetAttrDataType(as_dtype.get(), "dst_type", ACL_BF16) == ACL_SUCCESS);
    INFO(RecentError());
    REQUIRE(Infer("Cast", {x.get()}, {y.get()}, as_dtype.get()) == ACL_SUCCESS);
    CHECK(aclGetTensorDescType(y.get()) == ACL_BF16);
  }
}

TEST_CASE("aclopInferShape: an unknown dim comes back as -1 with its range", "[integration][capi]") {
  UseBuildOpp();
  Desc a = MakeDesc(ACL_FLOAT, {-1, 1, 8});
  Desc b = MakeDesc(ACL_FLOAT, {4, 8});
  Desc y = MakeOutput();
  int64_t range[3][ACL_TENSOR_SHAPE_RANGE_NUM] = {{1, 32}, {1, 1}, {8, 8}};
  REQUIRE(aclSetTensorShapeRange(a.get(), 3, range) == ACL_SUCCESS);
  REQUIRE(Infer("Add", {a.get(), b.get()}, {y.get()}, nullptr) == ACL_SUCCESS);
  CHECK(DimsOf(y.get()) == "[-1, 4, 8]");
  CHECK(RangesOf(y.get()) == "[[1, 32], [4, 4], [8, 8]]");

  SECTION("an unknown rank comes back as -2") {
    Desc unknown = MakeDesc(ACL_FLOAT, {-2});
    REQUIRE(Infer("Relu", {unknown.get()}, {y.get()}, nullptr) == ACL_SUCCESS);
    CHECK(aclGetTensorDescNumDims(y.get()) == static_cast<size_t>(ACL_UNKNOWN_RANK));
  }
}

TEST_CASE("aclopInferShape: data-dependent inputs come from aclSetTensorConst or a data buffer",
          "[integration][capi]") {
  UseBuildOpp();
  Desc x = MakeDesc(ACL_FLOAT, {2, 3, 4});
  Desc shape = MakeDesc(ACL_INT64, {2});
  Desc y = MakeOutput();
  SECTION("const") {
    int64_t value[] = {0, -1};
    REQUIRE(aclSetTensorConst(shape.get(), value, sizeof(value)) == ACL_SUCCESS);
    REQUIRE(Infer("Reshape", {x.get(), shape.get()}, {y.get()}, nullptr) == ACL_SUCCESS);
    CHECK(DimsOf(y.get()) == "[2, 12]");
  }
  SECTION("data buffer (host memory), possibly padded") {
    int64_t value[] = {4, -1, 12345};  // one padding element beyond the 2 the shape needs
    aclDataBuffer* buffers[] = {aclCreateDataBuffer(nullptr, 0), aclCreateDataBuffer(value, sizeof(value))};
    const aclError err = Infer("Reshape", {x.get(), shape.get()}, {y.get()}, nullptr, {buffers[0], buffers[1]});
    aclDestroyDataBuffer(buffers[0]);
    aclDestroyDataBuffer(buffers[1]);
    INFO(RecentError());
    REQUIRE(err == ACL_SUCCESS);
    CHECK(DimsOf(y.get()) == "[4, 6]");
  }
  SECTION("a value of the wrong size is an error") {
    int64_t value[] = {24};
    REQUIRE(aclSetTensorConst(shape.get(), value, sizeof(value)) == ACL_SUCCESS);
    CHECK(Infer("Reshape", {x.get(), shape.get()}, {y.get()}, nullptr) == ACL_ERROR_INVALID_PARAM);
    CHECK_THAT(RecentError(), Catch::StartsWith("[infer.bad_value]"));
  }
}

TEST_CASE("aclopInferShape: dynamic inputs are matched by name", "[integration][capi]") {
  UseBuildOpp();
  Desc a = MakeDesc(ACL_FLOAT16, {2, 3}, ACL_FORMAT_ND, "x0");
  Desc b = MakeDesc(ACL_FLOAT16, {2, 5}, ACL_FORMAT_ND, "x1");
  Desc c = MakeDesc(ACL_FLOAT16, {2, 1}, ACL_FORMAT_ND, "x2");
  Desc axis = MakeDesc(ACL_INT32, {}, ACL_FORMAT_ND, "concat_dim");
  int32_t axis_value = 1;
  REQUIRE(aclSetTensorConst(axis.get(), &axis_value, sizeof(axis_value)) == ACL_SUCCESS);
  Desc y = MakeOutput();
  Attr attr(aclopCreateAttr());
  REQUIRE(aclopSetAttrInt(attr.get(), "N", 3) == ACL_SUCCESS);

  INFO(RecentError());
  REQUIRE(Infer("ConcatV2", {a.get(), b.get(), c.get(), axis.get()}, {y.get()}, attr.get()) == ACL_SUCCESS);
  CHECK(DimsOf(y.get()) == "[2, 9]");
  CHECK(aclGetTensorDescType(y.get()) == ACL_FLOAT16);

  SECTION("unnamed instances are refused, as ACL requires") {
    aclSetTensorDescName(a.get(), nullptr);
    CHECK(Infer("ConcatV2", {a.get(), b.get(), c.get(), axis.get()}, {y.get()}, attr.get()) ==
          ACL_ERROR_OP_INPUT_NOT_MATCH);
    CHECK_THAT(RecentError(), Catch::StartsWith("[infer.dynamic_input]") && Catch::Contains("aclSetTensorDescName"));
  }
}

TEST_CASE("aclopInferShape: errors map to ACL codes and carry the stable id", "[integration][capi]") {
  UseBuildOpp();
  Desc x = MakeDesc(ACL_FLOAT16, {1, 3, 8, 8}, ACL_FORMAT_NCHW);
  Desc w = MakeDesc(ACL_FLOAT16, {4, 3, 3, 3}, ACL_FORMAT_NCHW);
  Desc y = MakeOutput();
  Attr attr(aclopCreateAttr());
  const int64_t pads[] = {0, 0, 0, 0};
  REQUIRE(aclopSetAttrListInt(attr.get(), "pads", 4, pads) == ACL_SUCCESS);

  SECTION("unknown op") {
    CHECK(Infer("NoSuchOp", {x.get()}, {y.get()}, nullptr) == ACL_ERROR_OP_NOT_FOUND);
    CHECK_THAT(RecentError(), Catch::StartsWith("[infer.unknown_op]") && Catch::Contains("NoSuchOp"));
  }
  SECTION("missing required attr") {
    CHECK(Infer("Conv2D", {x.get(), w.get()}, {y.get()}, attr.get()) == ACL_ERROR_OP_ATTR_NOT_MATCH);
    CHECK_THAT(RecentError(), Catch::StartsWith("[infer.missing_attr]") && Catch::Contains("strides"));
  }
  SECTION("attr of the wrong type") {
    REQUIRE(aclopSetAttrString(attr.get(), "strides", "1,1,1,1") == ACL_SUCCESS);
    CHECK(Infer("Conv2D", {x.get(), w.get()}, {y.get()}, attr.get()) == ACL_ERROR_OP_ATTR_NOT_MATCH);
    CHECK_THAT(RecentError(), Catch::StartsWith("[infer.attr_type]"));
  }
  SECTION("dtype outside the prototype's set") {
    Desc bad = MakeDesc(ACL_INT64, {1, 3, 8, 8}, ACL_FORMAT_NCHW);
    const int64_t strides[] = {1, 1, 1, 1};
    REQUIRE(aclopSetAttrListInt(attr.get(), "strides", 4, strides) == ACL_SUCCESS);
    CHECK(Infer("Conv2D", {bad.get(), w.get()}, {y.get()}, attr.get()) == ACL_ERROR_UNSUPPORTED_DATA_TYPE);
    CHECK_THAT(RecentError(), Catch::StartsWith("[infer."));
  }
  SECTION("missing required input") {
    CHECK(Infer("Conv2D", {x.get()}, {y.get()}, attr.get()) == ACL_ERROR_OP_INPUT_NOT_MATCH);
    CHECK_THAT(RecentError(), Catch::StartsWith("[infer."));
  }
  SECTION("too many output descs") {
    Desc extra = MakeOutput();
    CHECK(Infer("Relu", {x.get()}, {y.get(), extra.get()}, nullptr) == ACL_ERROR_OP_OUTPUT_NOT_MATCH);
    CHECK_THAT(RecentError(), Catch::StartsWith("[infer.bad_output]"));
  }
  SECTION("no output desc") {
    CHECK(Infer("Relu", {x.get()}, {}, nullptr) == ACL_ERROR_OP_OUTPUT_NOT_MATCH);
    CHECK_THAT(RecentError(), Catch::StartsWith("[infer.bad_output]"));
  }
  SECTION("a failing call leaves the output descs as they were") {
    const int64_t dims[] = {7};
    Desc kept(aclCreateTensorDesc(ACL_INT8, 1, dims, ACL_FORMAT_ND));
    CHECK(Infer("Conv2D", {x.get(), w.get()}, {kept.get()}, attr.get()) != ACL_SUCCESS);
    CHECK(DimsOf(kept.get()) == "[7]");
    CHECK(aclGetTensorDescType(kept.get()) == ACL_INT8);
  }
}

TEST_CASE("aclopInferShape: concurrent calls share one OPP load and all succeed",
          "[integration][capi][threads][first_use]") {
  UseBuildOpp();
  constexpr int kThreads = 8;
  std::vector<int> ok(kThreads, 0);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&ok, t] {
      for (int i = 0; i < 50; ++i) {
        Desc a = MakeDesc(ACL_FLOAT, {t + 1, 1});
        Desc b = MakeDesc(ACL_FLOAT, {1, i + 1});
        Desc y = MakeOutput();
        if (Infer("Add", {a.get(), b.get()}, {y.get()}, nullptr) != ACL_SUCCESS) return;
        if (DimsOf(y.get()) != "[" + std::to_string(t + 1) + ", " + std::to_string(i + 1) + "]") return;
      }
      ok[t] = 1;
    });
  }
  for (std::thread& th : threads) th.join();
  for (int t = 0; t < kThreads; ++t) CHECK(ok[t] == 1);
}
