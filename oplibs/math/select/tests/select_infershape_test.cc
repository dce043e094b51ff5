// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

std::string Select(std::vector<int64_t> condition, std::vector<int64_t> x1, std::vector<int64_t> x2) {
  return test::OpCase("Select")
      .Input(std::move(condition), ge::DT_BOOL)
      .Input(std::move(x1))
      .Input(std::move(x2))
      .InferShape();
}

}  // namespace

TEST_CASE("Select: a condition of x's shape gives x's shape", "[oplibs][select]") {
  CHECK(Select({2, 3}, {2, 3}, {2, 3}) == "[2, 3]");
  CHECK(Select({}, {}, {}) == "[]");
  CHECK(Select({0, 4}, {0, 4}, {0, 4}) == "[0, 4]");
  CHECK(test::LastOpErrors().empty());
}

TEST_CASE("Select: a vector condition selects whole rows along dim 0", "[oplibs][select]") {
  CHECK(Select({4}, {4, 5, 6}, {4, 5, 6}) == "[4, 5, 6]");
  CHECK(Select({3}, {-1, 2}, {-1, 2}) == "[3, 2]");  // the condition fixes the unknown first dim
  CHECK(Select({4}, {5, 4}, {5, 4}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("Select 'Select_node': input condition [4] must be a scalar, have the shape of x1 [5, 4], "
                             "or be a vector of its first dim"));
}

TEST_CASE("Select: a scalar condition accepts any x shape", "[oplibs][select]") {
  CHECK(Select({}, {3, 4}, {3, 4}) == "[3, 4]");
}

TEST_CASE("Select: x1 and x2 must have one shape, no broadcasting", "[oplibs][select]") {
  CHECK(Select({2, 3}, {2, 3}, {1, 3}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x2 [1, 3] must have the shape of x1 [2, 3]"));
  CHECK(Select({3}, {3}, {}) == test::kFailed);
  CHECK(Select({2, 1}, {2, 3}, {2, 3}) == test::kFailed);
  CHECK(Select({2}, {}, {}) == test::kFailed);  // a vector condition needs x of rank >= 1
}

TEST_CASE("Select: unknown dims merge across condition, x1 and x2", "[oplibs][select]") {
  CHECK(Select({2, 3}, {-1, 3}, {2, -1}) == "[2, 3]");
  CHECK(Select({-1, -1}, {-1, 3}, {-1, 3}) == "[-1, 3]");
  CHECK(Select({-1, 4}, {-1, -1}, {-1, -1}) == "[-1, 4]");
}

TEST_CASE("Select: unknown ranks take the other side's shape", "[oplibs][select]") {
  CHECK(Select({-2}, {2, 3}, {2, 3}) == "[2, 3]");
  CHECK(Select({2, 3}, {-2}, {-2}) == "[2, 3]");
  CHECK(Select({2, 3}, {-2}, {2, -1}) == "[2, 3]");
  CHECK(Select({4}, {-2}, {-2}) == "[-2]");  // a vector condition only knows dim 0
  CHECK(Select({-2}, {-2}, {-2}) == "[-2]");
}

}  // namespace oppkit::ops

namespace oppkit::ops {

TEST_CASE("Select range: x1 and x2 ranges intersect, narrowed by condition", "[oplibs][select]") {
  CHECK(test::OpCase("Select")
            .RangeInput({}, {}, ge::DT_BOOL)
            .RangeInput({1, 2}, {10, 2})
            .RangeInput({2, 2}, {5, 2})
            .InferShapeRange() == "[2, 2] - [5, 2]");
  CHECK(test::OpCase("Select")
            .RangeInput({3}, {4}, ge::DT_BOOL)
            .RangeInput({1, 2}, {10, 2})
            .RangeInput({1, 2}, {-1, 2})
            .InferShapeRange() == "[3, 2] - [4, 2]");
  CHECK(test::OpCase("Select")
            .RangeInput({2, 1}, {6, 4}, ge::DT_BOOL)
            .RangeInput({1, 2}, {4, 9})
            .RangeInput({-2}, {-2})
            .InferShapeRange() == "[2, 2] - [4, 4]");
}

TEST_CASE("Select range: ranges that cannot meet fail, named", "[oplibs][select]") {
  CHECK(test::OpCase("Select")
            .RangeInput({}, {}, ge::DT_BOOL)
            .RangeInput({1}, {2})
            .RangeInput({3}, {5})
            .InferShapeRange() == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x2 range [3] - [5] does not meet x1 range [1] - [2]"));
  CHECK(test::OpCase("Select")
            .RangeInput({7}, {8}, ge::DT_BOOL)
            .RangeInput({1, 2}, {5, 2})
            .RangeInput({1, 2}, {5, 2})
            .InferShapeRange() == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input condition range [7] - [8] does not meet"));
}

}  // namespace oppkit::ops
