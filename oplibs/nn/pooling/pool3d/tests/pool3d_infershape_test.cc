// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string MaxPool3D(std::vector<int64_t> x, std::vector<int64_t> ksize, std::vector<int64_t> strides,
                      const char* padding, std::vector<int64_t> pads, int64_t ceil_mode = 0,
                      const char* format = "NCDHW") {
  return OpCase("MaxPool3D")
      .Input(std::move(x))
      .Attr("ksize", AttrValue::ListInt(std::move(ksize)))
      .Attr("strides", AttrValue::ListInt(std::move(strides)))
      .Attr("padding", AttrValue::String(padding))
      .Attr("pads", AttrValue::ListInt(std::move(pads)))
      .Attr("ceil_mode", AttrValue::Int(ceil_mode))
      .Attr("data_format", AttrValue::String(format))
      .InferShape();
}

std::string AvgPool3D(std::vector<int64_t> x, std::vector<int64_t> ksize, std::vector<int64_t> strides,
                      std::vector<int64_t> pads, bool ceil_mode = false) {
  return OpCase("AvgPool3D")
      .Input(std::move(x))
      .Attr("ksize", AttrValue::ListInt(std::move(ksize)))
      .Attr("strides", AttrValue::ListInt(std::move(strides)))
      .Attr("pads", AttrValue::ListInt(std::move(pads)))
      .Attr("ceil_mode", AttrValue::Bool(ceil_mode))
      .Attr("data_format", AttrValue::String("NCDHW"))
      .InferShape();
}

}  // namespace

TEST_CASE("MaxPool3D: windows over D, H and W", "[oplibs][pool3d]") {
  // torch.nn.MaxPool3d(3, stride=2, padding=1) on [2, 4, 8, 9, 10].
  CHECK(MaxPool3D({2, 4, 8, 9, 10}, {3}, {2}, "CALCULATED", {1, 1, 1, 1, 1, 1}) == "[2, 4, 4, 5, 5]");
  CHECK(MaxPool3D({2, 4, 8, 9, 10}, {1, 1, 2, 2, 2}, {1, 1, 2, 2, 2}, "CALCULATED", {0, 0, 0, 0, 0, 0}) ==
        "[2, 4, 4, 4, 5]");
  CHECK(MaxPool3D({2, 4, 8, 9, 10}, {2, 2, 2}, {2, 2, 2}, "CALCULATED", {0, 0, 0, 0, 0, 0}, 1) == "[2, 4, 4, 5, 5]");
  CHECK(MaxPool3D({2, 4, 8, 9, 10}, {3}, {2}, "SAME", {}) == "[2, 4, 4, 5, 5]");
  CHECK(MaxPool3D({2, 4, 8, 9, 10}, {3}, {2}, "VALID", {}) == "[2, 4, 3, 4, 4]");
  CHECK(MaxPool3D({2, 8, 9, 10, 4}, {2}, {2}, "VALID", {}, 0, "NDHWC") == "[2, 4, 4, 5, 4]");
  CHECK(MaxPool3D({2, 4, -1, 9, 10}, {3}, {2}, "VALID", {}) == "[2, 4, -1, 4, 4]");
}

TEST_CASE("AvgPool3D: explicit pads and ceil_mode", "[oplibs][pool3d]") {
  CHECK(AvgPool3D({1, 3, 7, 7, 7}, {2}, {2}, {0, 0, 0, 0, 0, 0}) == "[1, 3, 3, 3, 3]");
  CHECK(AvgPool3D({1, 3, 7, 7, 7}, {2}, {2}, {0, 0, 0, 0, 0, 0}, true) == "[1, 3, 4, 4, 4]");
  CHECK(AvgPool3D({1, 3, 16, 56, 56}, {1, 3, 3}, {1, 2, 2}, {0, 0, 1, 1, 1, 1}) == "[1, 3, 16, 28, 28]");
}

TEST_CASE("3-D pooling: bad attrs and inputs fail", "[oplibs][pool3d]") {
  CHECK(MaxPool3D({2, 4, 8, 9}, {3}, {2}, "VALID", {}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x [2, 4, 8, 9] must be 5-D"));
  CHECK(MaxPool3D({2, 4, 8, 9, 10}, {3, 3}, {2}, "VALID", {}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr ksize must have 1, 3 or 5 values, has 2"));
  CHECK(MaxPool3D({2, 4, 8, 9, 10}, {3}, {2}, "EXPLICIT", {}) == kFailed);
  CHECK(AvgPool3D({1, 3, 7, 7, 7}, {2}, {2}, {0, 0}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr pads must have 6 values"));
  CHECK(AvgPool3D({1, 3, 1, 7, 7}, {2}, {2}, {0, 0, 0, 0, 0, 0}) == kFailed);
}

}  // namespace oppkit::ops
