// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string RoiAlign(std::vector<int64_t> features, std::vector<int64_t> rois, int64_t height, int64_t width) {
  return OpCase("ROIAlign")
      .Input(std::move(features))
      .Input(std::move(rois))
      .InstanceNum({1, 1, 0}, {1})
      .Attr("spatial_scale", AttrValue::Float(0.25f))
      .Attr("pooled_height", AttrValue::Int(height))
      .Attr("pooled_width", AttrValue::Int(width))
      .InferShape();
}

}  // namespace

TEST_CASE("ROIAlign: one pooled map per roi and channel", "[oplibs][roi_align]") {
  CHECK(RoiAlign({2, 256, 50, 68}, {1000, 5}, 7, 7) == "[1000, 256, 7, 7]");
  CHECK(RoiAlign({1, 64, 20, 20}, {-1, 5}, 14, 7) == "[-1, 64, 14, 7]");
  CHECK(RoiAlign({-2}, {-2}, 7, 7) == "[-1, -1, 7, 7]");
}

TEST_CASE("ROIAlign: bad rois, features and bins fail", "[oplibs][roi_align]") {
  CHECK(RoiAlign({2, 256, 50, 68}, {1000, 4}, 7, 7) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input rois [1000, 4] must be [K, 5]"));
  CHECK(RoiAlign({256, 50, 68}, {1000, 5}, 7, 7) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("must be 4-D (NCHW)"));
  CHECK(RoiAlign({2, 256, 50, 68}, {1000, 5}, 0, 7) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("must be >= 1"));
}

}  // namespace oppkit::ops
