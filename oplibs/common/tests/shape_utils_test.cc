// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/shape_utils.h"

#include <catch2/catch.hpp>

#include "exe_graph/runtime/tensor.h"

namespace oppkit::ops {

TEST_CASE("ShapeUtils: shapes print as bracketed lists", "[oplibs][common]") {
  CHECK(ShapeToString({4, 8, 16}) == "[4, 8, 16]");
  CHECK(ShapeToString({}) == "[]");
  CHECK(ShapeToString({-2}) == "[-2]");
  CHECK(ShapeToString({-1, 0}) == "[-1, 0]");
}

TEST_CASE("ShapeUtils: unknown rank and unknown dims are recognised and set", "[oplibs][common]") {
  CHECK(IsUnknownRank({-2}));
  CHECK_FALSE(IsUnknownRank({-2, 3}));
  CHECK_FALSE(IsUnknownRank({}));
  CHECK(IsUnknownShape({3, -1}));
  CHECK(IsUnknownShape({-2}));
  CHECK_FALSE(IsUnknownShape({3, 0}));
  gert::Shape shape{1, 2};
  SetUnknownRank(&shape);
  CHECK(ShapeToString(shape) == "[-2]");
  REQUIRE(SetUnknownDims(&shape, 3));
  CHECK(ShapeToString(shape) == "[-1, -1, -1]");
  CHECK_FALSE(SetUnknownDims(&shape, 26));
}

TEST_CASE("ShapeUtils: axes normalise into (-rank, rank)", "[oplibs][common]") {
  int64_t axis = 99;
  CHECK((NormalizeAxis(1, 3, &axis) && axis == 1));
  CHECK((NormalizeAxis(-1, 3, &axis) && axis == 2));
  CHECK((NormalizeAxis(-3, 3, &axis) && axis == 0));
  CHECK_FALSE(NormalizeAxis(3, 3, &axis));
  CHECK_FALSE(NormalizeAxis(-4, 3, &axis));
  CHECK_FALSE(NormalizeAxis(0, 0, &axis));  // a scalar has no axis
}

TEST_CASE("ShapeUtils: dims merge when equal or unknown", "[oplibs][common]") {
  int64_t dim = 0;
  CHECK((MergeDim(-1, 4, &dim) && dim == 4));
  CHECK((MergeDim(4, -1, &dim) && dim == 4));
  CHECK((MergeDim(4, 4, &dim) && dim == 4));
  CHECK((MergeDim(-1, -1, &dim) && dim == -1));
  CHECK_FALSE(MergeDim(4, 5, &dim));
}

TEST_CASE("ShapeUtils: known products skip unknown dims and report overflow", "[oplibs][common]") {
  int64_t product = 0;
  CHECK((KnownProduct({2, -1, 3}, 0, 3, &product) && product == 6));
  CHECK((KnownProduct({2, 5, 3}, 1, 2, &product) && product == 5));
  CHECK((KnownProduct({}, 0, 0, &product) && product == 1));
  CHECK_FALSE(KnownProduct({int64_t{1} << 40, int64_t{1} << 40}, 0, 2, &product));
}

TEST_CASE("ShapeUtils: int values are read from int32 and int64 tensors", "[oplibs][common]") {
  IntValueView view;
  SECTION("int32") {
    int32_t values[] = {3, -1, 0};
    gert::Tensor t({{3}, {3}}, {ge::FORMAT_ND, ge::FORMAT_ND, {}}, gert::kOnHost, ge::DT_INT32, values);
    REQUIRE(ReadIntValues(&t, &view) == ValueState::kOk);
    REQUIRE(view.size() == 3);
    CHECK(view[0] == 3);
    CHECK(view[1] == -1);
    CHECK(view[2] == 0);
  }
  SECTION("int64 scalar") {
    int64_t value = int64_t{1} << 40;
    gert::Tensor t({{}, {}}, {ge::FORMAT_ND, ge::FORMAT_ND, {}}, gert::kOnHost, ge::DT_INT64, &value);
    REQUIRE(ReadIntValues(&t, &view) == ValueState::kOk);
    REQUIRE(view.size() == 1);
    CHECK(view[0] == (int64_t{1} << 40));
  }
  SECTION("no value") {
    gert::Tensor t({{3}, {3}}, {ge::FORMAT_ND, ge::FORMAT_ND, {}}, ge::DT_INT64);
    CHECK(ReadIntValues(&t, &view) == ValueState::kNoValue);
    CHECK(ReadIntValues(nullptr, &view) == ValueState::kNoValue);
  }
  SECTION("wrong dtype") {
    float values[] = {1.0F};
    gert::Tensor t({{1}, {1}}, {ge::FORMAT_ND, ge::FORMAT_ND, {}}, gert::kOnHost, ge::DT_FLOAT, values);
    CHECK(ReadIntValues(&t, &view) == ValueState::kBadDtype);
  }
  SECTION("more elements than bytes") {
    int64_t values[] = {1, 2};
    gert::Tensor t({{3}, {3}}, {ge::FORMAT_ND, ge::FORMAT_ND, {}}, gert::kOnHost, ge::DT_INT64, values);
    t.SetSize(sizeof(values));
    CHECK(ReadIntValues(&t, &view) == ValueState::kBadSize);
  }
  SECTION("unknown element count") {
    int64_t values[] = {1, 2};
    gert::Tensor t({{-1}, {-1}}, {ge::FORMAT_ND, ge::FORMAT_ND, {}}, gert::kOnHost, ge::DT_INT64, values);
    CHECK(ReadIntValues(&t, &view) == ValueState::kBadSize);
  }
}

}  // namespace oppkit::ops
