// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string Squeeze(std::vector<int64_t> x, std::vector<int64_t> axis) {
  return OpCase("Squeeze")
      .Input(std::move(x))
      .Attr(AttrValue::ListInt(std::move(axis)))
      .InferShape();
}

}  // namespace

TEST_CASE("Squeeze: an empty axis list removes every 1", "[oplibs][squeeze]") {
  CHECK(Squeeze({1, 3, 1, 4}, {}) == "[3, 4]");
  CHECK(Squeeze({1, 1}, {}) == "[]");
  CHECK(Squeeze({}, {}) == "[]");
  CHECK(Squeeze({2, 0}, {}) == "[2, 0]");
  CHECK(OpCase("Squeeze").Input({1, 5}).InferShape() == "[5]");  // attr omitted
}

TEST_CASE("Squeeze: listed axes, negative and repeated, are removed", "[oplibs][squeeze]") {
  CHECK(Squeeze({1, 3, 1, 4}, {0}) == "[3, 1, 4]");
  CHECK(Squeeze({1, 3, 1, 4}, {-2}) == "[1, 3, 4]");
  CHECK(Squeeze({1, 3, 1, 4}, {2, 0, -4}) == "[3, 4]");
}

TEST_CASE("Squeeze: a listed dim that is not 1 or out of range fails", "[oplibs][squeeze]") {
  CHECK(Squeeze({1, 3}, {1}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr axis[0] = 1 names dim 3 of x [1, 3], which is not 1"));
  CHECK(Squeeze({1, 3}, {2}) == kFailed);
  CHECK(Squeeze({1, 3}, {-3}) == kFailed);
  CHECK(Squeeze({}, {0}) == kFailed);
}

TEST_CASE("Squeeze: unknown dims and rank", "[oplibs][squeeze]") {
  CHECK(Squeeze({-1, 3, 1}, {0}) == "[3, 1]");  // a listed unknown dim is taken to be 1
  CHECK(Squeeze({-1, 3, 1}, {2}) == "[-1, 3]");
  CHECK(Squeeze({-1, 3, 1}, {}) == "[-2]");  // the -1 may or may not be squeezed
  CHECK(Squeeze({-2}, {0}) == "[-2]");
  CHECK(Squeeze({-2}, {}) == "[-2]");
}

}  // namespace oppkit::ops
