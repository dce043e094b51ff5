// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "common/tests/pool_test_case.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::NchwPoolV3;
using test::PoolV3Case;

}  // namespace

TEST_CASE("MaxPoolV3: CALCULATED uses the explicit pads", "[oplibs][max_pool_v3]") {
  CHECK(NchwPoolV3({1, 64, 112, 112}, {1, 1, 3, 3}, {1, 1, 2, 2}, {1, 1, 1, 1}).Run() == "[1, 64, 56, 56]");
  CHECK(NchwPoolV3({1, 3, 10, 10}, {1, 1, 3, 3}, {1, 1, 1, 1}, {0, 2, 1, 0}).Run() == "[1, 3, 10, 9]");
  CHECK(NchwPoolV3({1, 3, 5, 5}, {1, 1, 2, 2}, {1, 1, 2, 2}).Run() == "[1, 3, 2, 2]");  // floor
}

TEST_CASE("MaxPoolV3: ceil_mode rounds up unless the last window starts in the padding", "[oplibs][max_pool_v3]") {
  PoolV3Case p = NchwPoolV3({1, 3, 5, 5}, {1, 1, 2, 2}, {1, 1, 2, 2});
  p.ceil_mode = true;
  CHECK(p.Run() == "[1, 3, 3, 3]");  // ceil(3 / 2) + 1
  p = NchwPoolV3({1, 64, 112, 112}, {1, 1, 3, 3}, {1, 1, 2, 2}, {1, 1, 1, 1});
  p.ceil_mode = true;
  CHECK(p.Run() == "[1, 64, 57, 57]");
  // in 4, k 2, s 2, pads 1/1: ceil(4 / 2) + 1 = 3; the last window starts at (3 - 1) * 2 = 4 < 4 + 1: kept.
  p = NchwPoolV3({1, 1, 4, 4}, {1, 1, 2, 2}, {1, 1, 2, 2}, {1, 1, 1, 1});
  p.ceil_mode = true;
  CHECK(p.Run() == "[1, 1, 3, 3]");
  // in 3, k 1, s 2, pads 0/1: ceil(3 / 2) + 1 = 3, but that window would start at (3 - 1) * 2 = 4 >= 3 + 0,
  // in the after-padding: dropped to 2.
  p = NchwPoolV3({1, 1, 3, 3}, {1, 1, 1, 1}, {1, 1, 2, 2}, {0, 1, 0, 1});
  p.ceil_mode = true;
  CHECK(p.Run() == "[1, 1, 2, 2]");
  p.ceil_mode = false;
  CHECK(p.Run() == "[1, 1, 2, 2]");
}

TEST_CASE("MaxPoolV3: SAME, VALID and global_pooling", "[oplibs][max_pool_v3]") {
  PoolV3Case p = NchwPoolV3({1, 8, 9, 10}, {1, 1, 3, 3}, {1, 1, 2, 2}, {5, 5, 5, 5});
  p.padding_mode = "SAME";
  CHECK(p.Run() == "[1, 8, 5, 5]");  // pads ignored
  p.padding_mode = "VALID";
  CHECK(p.Run() == "[1, 8, 4, 4]");
  p.global_pooling = true;
  CHECK(p.Run() == "[1, 8, 1, 1]");
  p.x = {-2};
  CHECK(p.Run() == "[-1, -1, 1, 1]");
}

TEST_CASE("MaxPoolV3: NHWC x and unknown dims", "[oplibs][max_pool_v3]") {
  PoolV3Case p = NchwPoolV3({2, 12, 12, 16}, {1, 3, 3, 1}, {1, 2, 2, 1}, {1, 1, 1, 1});
  p.format = ge::FORMAT_NHWC;  // the tensor format beats the NCHW data_format default
  CHECK(p.Run() == "[2, 6, 6, 16]");
  p.x = {-1, 12, -1, -1};
  CHECK(p.Run() == "[-1, 6, -1, -1]");
  p.x = {-2};
  CHECK(p.Run() == "[-1, -1, -1, -1]");
}

TEST_CASE("MaxPoolV3: errors name the attr at fault", "[oplibs][max_pool_v3]") {
  PoolV3Case p = NchwPoolV3({1, 3, 2, 2}, {1, 1, 3, 3}, {1, 1, 1, 1});
  CHECK(p.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("non-positive output size"));
  p = NchwPoolV3({1, 3, 8, 8}, {1, 1, 3, 3}, {1, 1, 1, 1}, {1, -1, 0, 0});
  CHECK(p.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr pads[1] = -1 must be >= 0"));
  p = NchwPoolV3({1, 3, 8, 8}, {1, 1, 3, 3}, {1, 1, 1, 1}, {1, 1, 1});
  CHECK(p.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr pads must have 4 values"));
  p = NchwPoolV3({1, 3, 8, 8}, {1, 1, 3, 3}, {1, 1, 1, 1});
  p.padding_mode = "EXPLICIT";
  CHECK(p.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr padding_mode 'EXPLICIT' must be CALCULATED, SAME or VALID"));
  p.padding_mode = "CALCULATED";
  p.strides = {1, 1, 1};
  CHECK(p.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr strides must have 4 values"));
}

}  // namespace oppkit::ops
