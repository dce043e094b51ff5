// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

std::string Shape(std::vector<int64_t> x) {
  return test::OpCase("Shape")
      .Input(std::move(x))
      .Attr(AttrValue::DataType(ge::DT_INT64))
      .InferShape();
}

}  // namespace

TEST_CASE("Shape: y is 1-D of length rank(x)", "[oplibs][shape]") {
  CHECK(Shape({2, 3, 4}) == "[3]");
  CHECK(Shape({7}) == "[1]");
  CHECK(Shape({}) == "[0]");  // a scalar has an empty shape
  CHECK(Shape({0, 5}) == "[2]");
}

TEST_CASE("Shape: unknown dims keep the length, an unknown rank makes it -1", "[oplibs][shape]") {
  CHECK(Shape({-1, 3}) == "[2]");
  CHECK(Shape({-2}) == "[-1]");
}

}  // namespace oppkit::ops
