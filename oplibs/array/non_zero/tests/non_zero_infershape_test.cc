// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

std::string NonZero(std::vector<int64_t> x, bool transpose = false) {
  return test::OpCase("NonZero")
      .Input(std::move(x))
      .Attr(AttrValue::Bool(transpose))
      .Attr(AttrValue::DataType(ge::DT_INT64))
      .InferShape();
}

std::string NonZeroRange(std::vector<int64_t> min, std::vector<int64_t> max, bool transpose = false) {
  return test::OpCase("NonZero")
      .RangeInput(std::move(min), std::move(max))
      .Attr(AttrValue::Bool(transpose))
      .Attr(AttrValue::DataType(ge::DT_INT64))
      .InferShapeRange();
}

}  // namespace

TEST_CASE("NonZero: y is [count, rank] with an unknown count", "[oplibs][non_zero]") {
  CHECK(NonZero({2, 3}) == "[-1, 2]");
  CHECK(NonZero({4, 5, 6}) == "[-1, 3]");
  CHECK(NonZero({}) == "[-1, 0]");
}

TEST_CASE("NonZero: transpose gives [rank, count] (ONNX)", "[oplibs][non_zero]") {
  CHECK(NonZero({2, 3}, true) == "[2, -1]");
  CHECK(NonZero({-2}, true) == "[-1, -1]");
}

TEST_CASE("NonZero: an empty x has no non-zero element", "[oplibs][non_zero]") {
  CHECK(NonZero({0, 3}) == "[0, 2]");
  CHECK(NonZero({-1, 0}, true) == "[2, 0]");
}

TEST_CASE("NonZero: x of rank above 8 fails", "[oplibs][non_zero]") {
  CHECK(NonZero(std::vector<int64_t>(9, 2)) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("NonZero 'NonZero_node': input x [2, 2, 2, 2, 2, 2, 2, 2, 2] has rank above 8"));
}

TEST_CASE("NonZero range: the count lies in 0 to the element count of the max shape", "[oplibs][non_zero]") {
  CHECK(NonZeroRange({1, 2}, {4, 5}) == "[0, 2] - [20, 2]");
  CHECK(NonZeroRange({2, 3}, {2, 3}, true) == "[2, 0] - [2, 6]");
  CHECK(NonZeroRange({}, {}) == "[0, 0] - [1, 0]");
  CHECK(NonZeroRange({1, 0}, {-1, 0}) == "[0, 2] - [0, 2]");
}

TEST_CASE("NonZero range: unbounded or overflowing max gives an unbounded count", "[oplibs][non_zero]") {
  CHECK(NonZeroRange({1, 2}, {-1, 5}) == "[0, 2] - [-1, 2]");
  CHECK(NonZeroRange({1, 1}, {int64_t{1} << 40, int64_t{1} << 40}, true) == "[2, 0] - [2, -1]");
  CHECK(NonZeroRange({-2}, {-2}) == "[0, 0] - [-1, 8]");
  CHECK(NonZeroRange({-2}, {-2}, true) == "[0, 0] - [8, -1]");
}

TEST_CASE("NonZero range: x's max shape has rank 0 to 8", "[oplibs][non_zero]") {
  CHECK(NonZeroRange(std::vector<int64_t>(8, 1), std::vector<int64_t>(8, 2)) == "[0, 8] - [256, 8]");
  CHECK(NonZeroRange(std::vector<int64_t>(9, 1), std::vector<int64_t>(9, 2)) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("NonZero 'NonZero_node': input x max shape [2, 2, 2, 2, 2, 2, 2, "
                                                   "2, 2] must have rank 0..8"));
}

}  // namespace oppkit::ops
