// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string Flatten(std::vector<int64_t> x, int64_t axis) {
  return OpCase("Flatten").Input(std::move(x)).Attr(AttrValue::Int(axis)).InferShape();
}

}  // namespace

TEST_CASE("Flatten: dims before and from axis multiply into two dims", "[oplibs][flatten]") {
  CHECK(Flatten({2, 3, 4, 5}, 1) == "[2, 60]");
  CHECK(Flatten({2, 3, 4, 5}, 2) == "[6, 20]");
  CHECK(Flatten({2, 3, 4, 5}, 0) == "[1, 120]");
  CHECK(Flatten({2, 3, 4, 5}, 4) == "[120, 1]");
  CHECK(OpCase("Flatten").Input({2, 3, 4}).InferShape() == "[2, 12]");  // default axis 1
}

TEST_CASE("Flatten: negative axis counts from the end", "[oplibs][flatten]") {
  CHECK(Flatten({2, 3, 4, 5}, -1) == "[24, 5]");
  CHECK(Flatten({2, 3, 4, 5}, -4) == "[1, 120]");
}

TEST_CASE("Flatten: scalars and zero dims", "[oplibs][flatten]") {
  CHECK(Flatten({}, 0) == "[1, 1]");
  CHECK(Flatten({2, 0, 4}, 1) == "[2, 0]");
  CHECK(Flatten({-1, 0, 4}, 2) == "[0, 4]");  // a 0 wins over an unknown dim
}

TEST_CASE("Flatten: out-of-range axis fails", "[oplibs][flatten]") {
  CHECK(Flatten({2, 3}, 3) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Flatten 'Flatten_node': attr axis 3 is out of range [-2, 2]"));
  CHECK(Flatten({2, 3}, -3) == kFailed);
}

TEST_CASE("Flatten: unknown dims and rank", "[oplibs][flatten]") {
  CHECK(Flatten({-1, 3, 4}, 1) == "[-1, 12]");
  CHECK(Flatten({2, 3, -1}, 2) == "[6, -1]");
  CHECK(Flatten({-2}, 1) == "[-1, -1]");
}

}  // namespace oppkit::ops
