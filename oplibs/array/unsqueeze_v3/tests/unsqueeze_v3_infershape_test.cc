// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// SqueezeV3 and UnsqueezeV3: Squeeze's and Unsqueeze's rules with the axes as an int64 input (ONNX opset 13).
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string UnsqueezeV3(std::vector<int64_t> x, std::vector<int64_t> axes) {
  return OpCase("UnsqueezeV3").Input(std::move(x)).ValueInput(std::move(axes)).InferShape();
}

}  // namespace

TEST_CASE("UnsqueezeV3: the value of axes names the new positions of y", "[oplibs][unsqueeze_v3]") {
  CHECK(UnsqueezeV3({}, {0}) == "[1]");  // Gather(scalar) -> Unsqueeze: a 1-element list
  CHECK(UnsqueezeV3({3, 4}, {0, 3}) == "[1, 3, 4, 1]");
  CHECK(UnsqueezeV3({3, 4}, {-1}) == "[3, 4, 1]");
  CHECK(UnsqueezeV3({3, 4}, {1, 1}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input axes repeats position 1"));
  CHECK(OpCase("UnsqueezeV3").Input({3, 4}).Input({2}, ge::DT_INT64).InferShape() ==
        "[-1, -1, -1, -1]");
}

}  // namespace oppkit::ops
