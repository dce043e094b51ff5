// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

std::string BiasAdd(std::vector<int64_t> x, std::vector<int64_t> bias, const char* data_format = "NHWC") {
  return test::OpCase("BiasAdd")
      .Input(std::move(x))
      .Input(std::move(bias))
      .Attr(AttrValue::String(data_format))
      .InferShape();
}

}  // namespace

TEST_CASE("BiasAdd: y has x's shape, the bias along the channel dim", "[oplibs][bias_add]") {
  CHECK(BiasAdd({2, 7, 7, 64}, {64}) == "[2, 7, 7, 64]");
  CHECK(BiasAdd({2, 64, 7, 7}, {64}, "NCHW") == "[2, 64, 7, 7]");
  CHECK(BiasAdd({2, 4, 7, 7, 64}, {64}, "NDHWC") == "[2, 4, 7, 7, 64]");
  CHECK(BiasAdd({2, 64, 4, 7, 7}, {64}, "NCDHW") == "[2, 64, 4, 7, 7]");
  CHECK(BiasAdd({8, 10}, {10}) == "[8, 10]");
  CHECK(BiasAdd({8, 10}, {10}, "NCHW") == "[8, 10]");
  CHECK(BiasAdd({0, 10}, {10}) == "[0, 10]");
}

TEST_CASE("BiasAdd: the bias fixes an unknown channel dim", "[oplibs][bias_add]") {
  CHECK(BiasAdd({-1, 7, 7, -1}, {64}) == "[-1, 7, 7, 64]");
  CHECK(BiasAdd({1, -1, 7, 7}, {-1}, "NCHW") == "[1, -1, 7, 7]");
  CHECK(BiasAdd({1, 3, 7, 7}, {-2}, "NCHW") == "[1, 3, 7, 7]");
  CHECK(BiasAdd({-2}, {64}) == "[-2]");
}

TEST_CASE("BiasAdd: errors name the input or attr at fault", "[oplibs][bias_add]") {
  CHECK(BiasAdd({2, 7, 7, 64}, {32}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input bias [32] does not match input x [2, 7, 7, 64]"));
  CHECK(BiasAdd({2, 64, 7, 7}, {7}) == "[2, 64, 7, 7]");  // NHWC default: the last dim is the channel
  CHECK(BiasAdd({2, 64, 7, 7}, {7}, "NCHW") == test::kFailed);
  CHECK(BiasAdd({2, 64}, {2, 64}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input bias [2, 64] must be 1-D"));
  CHECK(BiasAdd({64}, {64}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x [64] must have rank >= 2"));
  CHECK(BiasAdd({2, 64}, {64}, "HWCN") == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr data_format 'HWCN'"));
}

}  // namespace oppkit::ops
