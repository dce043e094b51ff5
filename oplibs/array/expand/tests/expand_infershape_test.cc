// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string Expand(std::vector<int64_t> x, std::vector<int64_t> shape) {
  return OpCase("Expand")
      .Input(std::move(x))
      .ValueInput(std::move(shape), ge::DT_INT32)
      .InferShape();
}

std::string ExpandNoValue(std::vector<int64_t> x, std::vector<int64_t> shape_shape) {
  return OpCase("Expand")
      .Input(std::move(x))
      .Input(std::move(shape_shape), ge::DT_INT64)
      .InferShape();
}

}  // namespace

TEST_CASE("Expand: bidirectional broadcast with the value of shape", "[oplibs][expand]") {
  CHECK(Expand({3, 1}, {2, 1, 6}) == "[2, 3, 6]");
  CHECK(Expand({3, 4}, {1, 1}) == "[3, 4]");  // a target 1 keeps x's dim
  CHECK(Expand({1}, {4, 5}) == "[4, 5]");
  CHECK(Expand({}, {2}) == "[2]");
  CHECK(Expand({1, 3}, {0, 3}) == "[0, 3]");
}

TEST_CASE("Expand: unknown dims", "[oplibs][expand]") {
  CHECK(Expand({-1, 3}, {2, 1}) == "[2, 3]");  // x dim -1 is 1 or 2: either way 2
  CHECK(Expand({-1, 1}, {5, 4}) == "[5, 4]");
  CHECK(Expand({-2}, {5, 4}) == "[-2]");
}

TEST_CASE("Expand: without the value x's known dims != 1 survive", "[oplibs][expand]") {
  CHECK(ExpandNoValue({3, 1}, {3}) == "[-1, 3, -1]");
  CHECK(ExpandNoValue({3}, {-1}) == "[-2]");
}

TEST_CASE("Expand: shorter or incompatible shapes fail naming shape", "[oplibs][expand]") {
  CHECK(Expand({2, 3, 4}, {3, 4}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Expand 'Expand_node': input shape has 2 values, fewer than"));
  CHECK(Expand({2, 3}, {4, 3}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x [2, 3] cannot broadcast with input shape [4, 3]"));
  CHECK(Expand({3}, {-1}) == kFailed);
  CHECK(ExpandNoValue({2, 3}, {1}) == kFailed);
}

}  // namespace oppkit::ops
