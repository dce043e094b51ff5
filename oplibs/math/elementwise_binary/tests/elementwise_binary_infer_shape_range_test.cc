// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

std::string Range(const char* op, std::vector<int64_t> min1, std::vector<int64_t> max1, std::vector<int64_t> min2,
                  std::vector<int64_t> max2) {
  return test::OpCase(op)
      .RangeInput(std::move(min1), std::move(max1))
      .RangeInput(std::move(min2), std::move(max2))
      .InferShapeRange();
}

}  // namespace

TEST_CASE("Binary element-wise range: ranges that may hold 1 broadcast to the hull", "[oplibs][elementwise_binary]") {
  // [1..10] with [1..5]: the max shapes 10 and 5 do not broadcast, but every valid pair does.
  CHECK(Range("Mul", {1}, {10}, {1}, {5}) == "[1] - [10]");
  CHECK(Range("Sub", {2}, {5}, {1}, {3}) == "[2] - [5]");  // 1 in x2 gives x1's range; 2..3 in common
  CHECK(Range("Pow", {1}, {1}, {3}, {7}) == "[3] - [7]");
  CHECK(Range("RealDiv", {0}, {-1}, {1}, {8}) == "[0] - [-1]");            // unbounded x1
  CHECK(Range("Mul", {1, 3}, {10, 3}, {-1}, {-1}) == "[1, 3] - [10, 3]");  // an unranged -1 x2 may be 1 or 3
}

TEST_CASE("Binary element-wise range: ranges without 1 intersect", "[oplibs][elementwise_binary]") {
  CHECK(Range("Maximum", {2}, {8}, {4}, {16}) == "[4] - [8]");
  CHECK(Range("Minimum", {2}, {-1}, {4}, {16}) == "[4] - [16]");
  CHECK(Range("SquaredDifference", {3, 4}, {3, 4}, {2, 4}, {5, 4}) == "[3, 4] - [3, 4]");
}

TEST_CASE("Binary element-wise range: ranks align from the right", "[oplibs][elementwise_binary]") {
  CHECK(Range("Mul", {2, 1, 1}, {2, 9, 1}, {5}, {7}) == "[2, 1, 5] - [2, 9, 7]");
  CHECK(Range("Mul", {2, 1, 3}, {2, 9, 3}, {5}, {7}) == test::kFailed);  // 3 against 5..7
  CHECK(Range("Mul", {}, {}, {1, 2}, {4, 2}) == "[1, 2] - [4, 2]");
}

TEST_CASE("Binary element-wise range: ranges that cannot meet fail, named", "[oplibs][elementwise_binary]") {
  CHECK(Range("Sub", {2}, {3}, {4}, {5}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("input x2 range [4] - [5] cannot broadcast with the inputs before it (output axis 0)"));
}

TEST_CASE("Binary element-wise range: an unknown rank leaves the output range alone", "[oplibs][elementwise_binary]") {
  CHECK(Range("Mul", {-2}, {-2}, {1}, {5}) == "[] - []");
}

TEST_CASE("Broadcasting ops share the range rule", "[oplibs][elementwise_binary]") {
  CHECK(test::OpCase("Add").RangeInput({1}, {10}).RangeInput({1}, {5}).InferShapeRange() ==
        "[1] - [10]");
  CHECK(test::OpCase("Less")
            .RangeInput({1, 3}, {10, 3})
            .RangeInput({1}, {3})
            .InferShapeRange() == "[1, 3] - [10, 3]");
  CHECK(test::OpCase("SelectV2")
            .RangeInput({2, 1}, {5, 1}, ge::DT_BOOL)
            .RangeInput({1, 4}, {3, 4})
            .RangeInput({4}, {4})
            .InferShapeRange() == "[2, 4] - [5, 4]");
  CHECK(test::OpCase("ClipByValue")
            .RangeInput({2, 3}, {2, 3})
            .RangeInput({}, {})
            .RangeInput({7}, {9})
            .InferShapeRange() == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input clip_value_max range [7] - [9] cannot broadcast"));
}

}  // namespace oppkit::ops
