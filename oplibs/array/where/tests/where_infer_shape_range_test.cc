// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

std::string WhereRange(std::vector<int64_t> min, std::vector<int64_t> max) {
  return test::OpCase("Where")
      .RangeInput(std::move(min), std::move(max), ge::DT_BOOL)
      .InferShapeRange();
}

}  // namespace

TEST_CASE("Where range: the count lies in (0, shape size of x's max shape)", "[oplibs][where]") {
  CHECK(WhereRange({1, 2}, {4, 5}) == "[0, 2] - [20, 2]");
  CHECK(WhereRange({4, 5, 6, 7}, {4, 5, 6, 7}) == "[0, 4] - [840, 4]");
  CHECK(WhereRange({0}, {0}) == "[0, 1] - [0, 1]");
  CHECK(WhereRange({1, 0}, {-1, 0}) == "[0, 2] - [0, 2]");  // no element whatever the unbounded dim is
}

TEST_CASE("Where range: an unbounded or overflowing max gives an unbounded count", "[oplibs][where]") {
  CHECK(WhereRange({1, 2}, {-1, 5}) == "[0, 2] - [-1, 2]");
  CHECK(WhereRange({1, 1}, {int64_t{1} << 40, int64_t{1} << 40}) == "[0, 2] - [-1, 2]");
}

TEST_CASE("Where range: an unknown rank bounds only the rank", "[oplibs][where]") {
  CHECK(WhereRange({-2}, {-2}) == "[0, 1] - [-1, 8]");
}

TEST_CASE("Where range: x must have rank 1 to 8", "[oplibs][where]") {
  CHECK(WhereRange({}, {}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Where 'Where_node': input x max shape [] must have rank 1..8"));
  CHECK(WhereRange(std::vector<int64_t>(9, 1), std::vector<int64_t>(9, 2)) == test::kFailed);
}

}  // namespace oppkit::ops
