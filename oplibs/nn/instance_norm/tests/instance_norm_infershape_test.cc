// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

// y, mean and variance of InstanceNorm.
std::string InstanceNorm(std::vector<int64_t> x, std::vector<int64_t> gamma, const char* format) {
  std::vector<int64_t> beta = gamma;
  return OpCase("InstanceNorm")
      .Input(std::move(x))
      .Input(std::move(gamma))
      .Input(std::move(beta))
      .InstanceNum({1, 1, 1}, {1, 1, 1})
      .Attr("data_format", AttrValue::String(format))
      .InferShapes();
}

}  // namespace

TEST_CASE("InstanceNorm: y is x, mean and variance keep N and C", "[oplibs][instance_norm]") {
  CHECK(InstanceNorm({2, 3, 8, 9}, {3}, "NCHW") == "[2, 3, 8, 9]; [2, 3, 1, 1]; [2, 3, 1, 1]");
  CHECK(InstanceNorm({2, 3, 10}, {3}, "NCHW") == "[2, 3, 10]; [2, 3, 1]; [2, 3, 1]");
  CHECK(InstanceNorm({2, 4, 5, 6, 3}, {3}, "NDHWC") == "[2, 4, 5, 6, 3]; [2, 1, 1, 1, 3]; [2, 1, 1, 1, 3]");
  CHECK(InstanceNorm({-1, 3, -1, -1}, {3}, "NCHW") == "[-1, 3, -1, -1]; [-1, 3, 1, 1]; [-1, 3, 1, 1]");
  CHECK(InstanceNorm({-2}, {3}, "NCHW") == "[-2]; [-2]; [-2]");
}

TEST_CASE("InstanceNorm: a low rank or a gamma of another C fails", "[oplibs][instance_norm]") {
  CHECK(InstanceNorm({2, 3}, {3}, "NCHW") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x [2, 3] must have rank >= 3"));
  CHECK(InstanceNorm({2, 3, 8, 8}, {4}, "NCHW") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input gamma [4] must hold C = 3 values"));
}

}  // namespace oppkit::ops
