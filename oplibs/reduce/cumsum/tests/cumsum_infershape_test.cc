// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string Cumsum(std::vector<int64_t> x, int64_t axis) {
  return OpCase("Cumsum").Input(std::move(x)).ValueInput({}, {axis}, ge::DT_INT32).InferShape();
}

}  // namespace

TEST_CASE("Cumsum: y has the shape of x", "[oplibs][cumsum]") {
  CHECK(Cumsum({2, 3, 4}, 1) == "[2, 3, 4]");
  CHECK(Cumsum({2, 3, 4}, -1) == "[2, 3, 4]");
  CHECK(Cumsum({0, 3}, 0) == "[0, 3]");
  CHECK(Cumsum({-1, 3}, 1) == "[-1, 3]");
  CHECK(Cumsum({-2}, 5) == "[-2]");  // nothing to check the axis against
  CHECK(Cumsum({}, 0) == "[]");
}

TEST_CASE("Cumsum: without the axis value the shape is still x's", "[oplibs][cumsum]") {
  CHECK(OpCase("Cumsum").Input({4, 5}).Input({}, ge::DT_INT32).InferShape() == "[4, 5]");
}

TEST_CASE("Cumsum: a known out-of-range axis fails naming the axis input", "[oplibs][cumsum]") {
  CHECK(Cumsum({2, 3}, 2) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Cumsum 'Cumsum_node': input axis = 2 is out of range [-2, 2)"));
  CHECK(Cumsum({2, 3}, -3) == kFailed);
  CHECK(OpCase("Cumsum").Input({2, 3}).Input({2, 1}, ge::DT_INT32).InferShape() == kFailed);
}

}  // namespace oppkit::ops
