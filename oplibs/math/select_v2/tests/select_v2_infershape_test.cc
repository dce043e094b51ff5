// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

std::string SelectV2(std::vector<int64_t> condition, std::vector<int64_t> then, std::vector<int64_t> other) {
  return test::OpCase("SelectV2")
      .Input(std::move(condition), ge::DT_BOOL)
      .Input(std::move(then))
      .Input(std::move(other))
      .InferShape();
}

}  // namespace

TEST_CASE("SelectV2: the three inputs broadcast together", "[oplibs][select_v2]") {
  CHECK(SelectV2({2, 3}, {2, 3}, {2, 3}) == "[2, 3]");
  CHECK(SelectV2({2, 1, 1}, {3, 1}, {4}) == "[2, 3, 4]");
  CHECK(SelectV2({}, {5}, {}) == "[5]");
  CHECK(SelectV2({}, {}, {}) == "[]");
  CHECK(SelectV2({1}, {0, 1}, {1, 7}) == "[0, 7]");
}

TEST_CASE("SelectV2: an incompatible input fails, named with the inputs before it", "[oplibs][select_v2]") {
  CHECK(SelectV2({2, 3}, {2, 3}, {4, 3}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("SelectV2 'SelectV2_node': input else [4, 3] cannot broadcast with condition [2, 3], "
                             "then [2, 3] (output axis 0)"));
  CHECK(SelectV2({3}, {4}, {1}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input then [4] cannot broadcast with condition [3]"));
}

TEST_CASE("SelectV2: unknown dims and unknown rank propagate", "[oplibs][select_v2]") {
  CHECK(SelectV2({-1, 1}, {1, 4}, {5, 1}) == "[5, 4]");
  CHECK(SelectV2({-1, 1}, {1, 4}, {1, 1}) == "[-1, 4]");
  CHECK(SelectV2({-2}, {1, 4}, {5, 1}) == "[-2]");
  CHECK(SelectV2({2}, {-2}, {3}) == test::kFailed);  // condition and else clash whatever then is
}

}  // namespace oppkit::ops
