// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

std::string BNInference(std::vector<int64_t> x, ge::Format format, std::vector<int64_t> mean,
                        std::vector<int64_t> scale = {}) {
  test::OpCase op("BNInference");
  op.Input(std::move(x), ge::DT_FLOAT, format).Input(mean).Input(mean).Input({1});
  const bool with_scale = !scale.empty();
  if (with_scale) op.Input(scale).Input(scale);
  op.InstanceNum({1, 1, 1, 1, with_scale ? 1U : 0U, with_scale ? 1U : 0U}, {1});
  return op.InferShape();
}

}  // namespace

TEST_CASE("BNInference: y keeps the shape of x", "[oplibs][bn_inference]") {
  CHECK(BNInference({2, 16, 8, 8}, ge::FORMAT_NCHW, {16}) == "[2, 16, 8, 8]");
  CHECK(BNInference({2, 8, 8, 16}, ge::FORMAT_NHWC, {16}) == "[2, 8, 8, 16]");
  CHECK(BNInference({2, 16, 8, 8}, ge::FORMAT_ND, {16}, {16}) == "[2, 16, 8, 8]");
  CHECK(BNInference({4, 16}, ge::FORMAT_ND, {16}) == "[4, 16]");
  CHECK(BNInference({0, 16, 8, 8}, ge::FORMAT_NCHW, {16}) == "[0, 16, 8, 8]");
}

TEST_CASE("BNInference: per-channel inputs must be 1-D with C values", "[oplibs][bn_inference]") {
  CHECK(BNInference({2, 16, 8, 8}, ge::FORMAT_NHWC, {16}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input mean [16] does not match the 8 channels of input x"));
  CHECK(BNInference({2, 16, 8, 8}, ge::FORMAT_NCHW, {16}, {8}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input scale [8]"));
  CHECK(BNInference({2, 16, 8, 8}, ge::FORMAT_NCHW, {1, 16}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input mean [1, 16] must be 1-D"));
  CHECK(BNInference({16}, ge::FORMAT_ND, {16}) == kFailed);
}

TEST_CASE("BNInference: unknown dims and ranks", "[oplibs][bn_inference]") {
  CHECK(BNInference({-1, -1, 8, 8}, ge::FORMAT_NCHW, {16}) == "[-1, -1, 8, 8]");
  CHECK(BNInference({-2}, ge::FORMAT_NCHW, {16}) == "[-2]");
  CHECK(BNInference({2, 16, 8, 8}, ge::FORMAT_NCHW, {-1}) == "[2, 16, 8, 8]");
}

}  // namespace oppkit::ops
