// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

std::string Where(std::vector<int64_t> x) {
  return test::OpCase("Where").Input(std::move(x), ge::DT_BOOL).InferShape();
}

}  // namespace

TEST_CASE("Where: the output is (-1, rank(x))", "[oplibs][where]") {
  CHECK(Where({4, 5, 6, 7}) == "[-1, 4]");
  CHECK(Where({5}) == "[-1, 1]");
  CHECK(Where({1, 1, 1, 1, 1, 1, 1, 2}) == "[-1, 8]");
}

TEST_CASE("Where: an input without elements has no non-zero element", "[oplibs][where]") {
  CHECK(Where({3, 0, 2}) == "[0, 3]");
  CHECK(Where({-1, 0}) == "[0, 2]");
}

TEST_CASE("Where: unknown dims keep the rank, an unknown rank gives (-1, -1)", "[oplibs][where]") {
  CHECK(Where({-1, -1, 2}) == "[-1, 3]");
  CHECK(Where({-2}) == "[-1, -1]");
}

TEST_CASE("Where: x must have rank 1 to 8", "[oplibs][where]") {
  CHECK(Where({}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Where 'Where_node': input x [] must have rank 1..8"));
  CHECK(Where({1, 1, 1, 1, 1, 1, 1, 1, 1}) == test::kFailed);
}

}  // namespace oppkit::ops
