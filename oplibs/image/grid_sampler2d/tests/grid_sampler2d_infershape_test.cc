// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string GridSample(std::vector<int64_t> x, std::vector<int64_t> grid) {
  return OpCase("GridSampler2D").Input(std::move(x)).Input(std::move(grid)).InferShape();
}

}  // namespace

TEST_CASE("GridSampler2D: y takes C from x and the output size from grid", "[oplibs][grid_sampler2d]") {
  CHECK(GridSample({2, 3, 32, 48}, {2, 16, 20, 2}) == "[2, 3, 16, 20]");
  CHECK(GridSample({-1, 3, 32, 48}, {2, -1, 20, 2}) == "[2, 3, -1, 20]");
  CHECK(GridSample({-2}, {2, 16, 20, 2}) == "[2, -1, 16, 20]");
}

TEST_CASE("GridSampler2D: bad grids fail", "[oplibs][grid_sampler2d]") {
  CHECK(GridSample({2, 3, 32, 48}, {2, 16, 20, 3}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input grid [2, 16, 20, 3] must be [N, Ho, Wo, 2]"));
  CHECK(GridSample({2, 3, 32, 48}, {4, 16, 20, 2}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("disagree on the batch"));
  CHECK(GridSample({3, 32, 48}, {2, 16, 20, 2}) == kFailed);
}

}  // namespace oppkit::ops
