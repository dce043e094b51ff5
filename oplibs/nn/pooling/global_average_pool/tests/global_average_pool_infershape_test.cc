// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

std::string Gap(std::vector<int64_t> x) {
  return test::OpCase("GlobalAveragePool").Input(std::move(x)).InferShape();
}

}  // namespace

TEST_CASE("GlobalAveragePool: every dim after N and C becomes 1", "[oplibs][global_average_pool]") {
  CHECK(Gap({1, 2048, 7, 7}) == "[1, 2048, 1, 1]");
  CHECK(Gap({4, 16, 3, 5, 6}) == "[4, 16, 1, 1, 1]");
  CHECK(Gap({4, 16, 9}) == "[4, 16, 1]");
  CHECK(Gap({4, 16}) == "[4, 16]");
  CHECK(Gap({0, 16, 0, 3}) == "[0, 16, 1, 1]");
}

TEST_CASE("GlobalAveragePool: unknown dims and unknown rank", "[oplibs][global_average_pool]") {
  CHECK(Gap({-1, 64, -1, -1}) == "[-1, 64, 1, 1]");
  CHECK(Gap({-2}) == "[-2]");
}

TEST_CASE("GlobalAveragePool: x of rank below 2 fails", "[oplibs][global_average_pool]") {
  CHECK(Gap({5}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x [5] must have rank >= 2"));
  CHECK(Gap({}) == test::kFailed);
}

}  // namespace oppkit::ops
