// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "common/tests/pool_test_case.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::NchwPoolV3;
using test::PoolV3Case;

}  // namespace

TEST_CASE("AvgPoolV2: the MaxPoolV3 rule, exclusive and divisor_override aside", "[oplibs][avg_pool_v2]") {
  CHECK(NchwPoolV3({1, 64, 56, 56}, {1, 1, 3, 3}, {1, 1, 2, 2}, {1, 1, 1, 1}).Run(true) == "[1, 64, 28, 28]");
  PoolV3Case p = NchwPoolV3({1, 2048, 7, 7}, {1, 1, 7, 7}, {1, 1, 1, 1});
  CHECK(p.Run(true) == "[1, 2048, 1, 1]");
  p.global_pooling = true;
  p.x = {-1, 2048, -1, -1};
  CHECK(p.Run(true) == "[-1, 2048, 1, 1]");
  p = NchwPoolV3({1, 3, 5, 5}, {1, 1, 2, 2}, {1, 1, 2, 2});
  p.ceil_mode = true;
  CHECK(p.Run(true) == "[1, 3, 3, 3]");
  p.data_format = "HWCN";
  CHECK(p.Run(true) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr data_format 'HWCN'"));
}

}  // namespace oppkit::ops
