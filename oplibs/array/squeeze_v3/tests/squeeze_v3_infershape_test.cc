// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// SqueezeV3 and UnsqueezeV3: Squeeze's and Unsqueeze's rules with the axes as an int64 input (ONNX opset 13).
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string SqueezeV3(std::vector<int64_t> x, std::vector<int64_t> axes) {
  return OpCase("SqueezeV3").Input(std::move(x)).ValueInput(std::move(axes)).InferShape();
}

std::string UnsqueezeV3(std::vector<int64_t> x, std::vector<int64_t> axes) {
  return OpCase("UnsqueezeV3").Input(std::move(x)).ValueInput(std::move(axes)).InferShape();
}

}  // namespace

TEST_CASE("SqueezeV3: the value of axes names the size-1 dims to remove", "[oplibs][squeeze_v3]") {
  CHECK(SqueezeV3({3, 1, 5, 1}, {1}) == "[3, 5, 1]");
  CHECK(SqueezeV3({3, 1, 5, 1}, {-1, 1}) == "[3, 5]");
  CHECK(SqueezeV3({3, -1}, {1}) == "[3]");  // an unknown dim named by axes is taken to be 1
  CHECK(SqueezeV3({3, 2}, {1}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input axes[0] = 1 names dim 2 of x [3, 2], which is not 1"));
}

TEST_CASE("SqueezeV3: without axes every size-1 dim goes and without their value only the rank is known",
          "[oplibs][squeeze_v3]") {
  CHECK(OpCase("SqueezeV3").Input({1, 3, 1}).InstanceNum({1, 0}, {1}).InferShape() == "[3]");
  CHECK(OpCase("SqueezeV3").Input({1, 3, 1}).Input({1}, ge::DT_INT64).InferShape() ==
        "[-1, -1]");
  CHECK(OpCase("SqueezeV3").Input({1, 3, 1}).Input({-1}, ge::DT_INT64).InferShape() == "[-2]");
}

TEST_CASE("SqueezeV3 and UnsqueezeV3: an axes value longer than the largest rank fails, naming the input",
          "[oplibs][squeeze_v3][unsqueeze_v3]") {
  CHECK(SqueezeV3({1, 1}, std::vector<int64_t>(26, 0)) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input axes has 26 entries, more than the maximum rank 25"));
  CHECK(UnsqueezeV3({3}, std::vector<int64_t>(26, 0)) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input axes has 26 entries, more than the maximum rank 25"));
}

}  // namespace oppkit::ops
