// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

// BatchNorm in inference form: x, scale, offset, mean, variance all given; is_training false.
std::string BatchNorm(std::vector<int64_t> x, std::vector<int64_t> c, const char* data_format, bool with_stats = true) {
  test::OpCase op("BatchNorm");
  op.Input(std::move(x)).Input(c).Input(c);
  if (with_stats) op.Input(c).Input(c);
  const uint32_t stats = with_stats ? 1 : 0;
  op.InstanceNum({1, 1, 1, stats, stats}, {1, 1, 1, 1, 1, 1});
  op.Attr(AttrValue::Float(1e-4f)).Attr(AttrValue::String(data_format)).Attr(AttrValue::Bool(false));
  return op.InferShapes();
}

}  // namespace

TEST_CASE("BatchNorm: y keeps x, the statistics are [C], reserve_space_3 is [1]", "[oplibs][batch_norm]") {
  CHECK(BatchNorm({2, 8, 8, 16}, {16}, "NHWC") == "[2, 8, 8, 16]; [16]; [16]; [16]; [16]; [1]");
  CHECK(BatchNorm({2, 16, 8, 8}, {16}, "NCHW") == "[2, 16, 8, 8]; [16]; [16]; [16]; [16]; [1]");
  CHECK(BatchNorm({2, 4, 8, 8, 16}, {16}, "NDHWC") == "[2, 4, 8, 8, 16]; [16]; [16]; [16]; [16]; [1]");
  CHECK(BatchNorm({2, 16, 4, 8, 8}, {16}, "NCDHW") == "[2, 16, 4, 8, 8]; [16]; [16]; [16]; [16]; [1]");
  CHECK(BatchNorm({0, 16}, {16}, "NCHW") == "[0, 16]; [16]; [16]; [16]; [16]; [1]");
  CHECK(BatchNorm({2, 8, 8, 16}, {16}, "NHWC", false) == "[2, 8, 8, 16]; [16]; [16]; [16]; [16]; [1]");
}

TEST_CASE("BatchNorm: channel mismatches and bad data_format fail naming them", "[oplibs][batch_norm]") {
  CHECK(BatchNorm({2, 16, 8, 8}, {16}, "NHWC") == kFailed);  // NHWC reads C = 8
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input scale [16] does not match the 8 channels of input x"));
  CHECK(BatchNorm({2, 16, 8, 8}, {16}, "HWCN") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr data_format 'HWCN'"));
  CHECK(BatchNorm({16}, {16}, "NCHW") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x [16] must have rank >= 2"));
  CHECK(BatchNorm({2, 16, 8, 8}, {1, 16}, "NCHW") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input scale [1, 16] must be 1-D"));
}

TEST_CASE("BatchNorm: unknown channels come from the 1-D inputs", "[oplibs][batch_norm]") {
  CHECK(BatchNorm({-1, 8, 8, -1}, {16}, "NHWC") == "[-1, 8, 8, -1]; [16]; [16]; [16]; [16]; [1]");
  CHECK(BatchNorm({-2}, {16}, "NHWC") == "[-2]; [16]; [16]; [16]; [16]; [1]");
  CHECK(BatchNorm({-2}, {-1}, "NHWC") == "[-2]; [-1]; [-1]; [-1]; [-1]; [1]");
  CHECK(BatchNorm({2, 8, 8, 16}, {-2}, "NHWC") == "[2, 8, 8, 16]; [16]; [16]; [16]; [16]; [1]");
}

}  // namespace oppkit::ops
