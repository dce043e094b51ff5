// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string PRelu(std::vector<int64_t> x, std::vector<int64_t> weight) {
  return OpCase("PRelu").Input(std::move(x)).Input(std::move(weight)).InferShape();
}

}  // namespace

TEST_CASE("PRelu: y has x's shape for every slope layout", "[oplibs][prelu]") {
  CHECK(PRelu({2, 64, 7, 7}, {64}) == "[2, 64, 7, 7]");        // per channel (CANN)
  CHECK(PRelu({2, 64, 7, 7}, {64, 1, 1}) == "[2, 64, 7, 7]");  // torch's ONNX export
  CHECK(PRelu({2, 64, 7, 7}, {1}) == "[2, 64, 7, 7]");
  CHECK(PRelu({2, 5}, {5}) == "[2, 5]");
  CHECK(PRelu({-1, 64, -1, -1}, {64, 1, 1}) == "[-1, 64, -1, -1]");
  CHECK(PRelu({-2}, {64}) == "[-2]");
}

TEST_CASE("PRelu: a slope that does not broadcast to x fails", "[oplibs][prelu]") {
  CHECK(PRelu({2, 64, 7, 7}, {32, 1, 1}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input weight [32, 1, 1] does not broadcast to x [2, 64, 7, 7]"));
  CHECK(PRelu({2, 5}, {3, 2, 5}) == kFailed);
}

}  // namespace oppkit::ops
