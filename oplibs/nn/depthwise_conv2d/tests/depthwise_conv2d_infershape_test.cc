// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

// One DepthwiseConv2D node (attr order: strides, dilations, pads, data_format, offset_x); defaults: NHWC x, HWCN
// filter, stride 1, no padding.
struct Dw {
  std::vector<int64_t> x;
  std::vector<int64_t> filter;
  ge::Format x_format = ge::FORMAT_NHWC;
  ge::Format filter_format = ge::FORMAT_HWCN;
  bool has_bias = false;
  std::vector<int64_t> bias;
  std::vector<int64_t> strides{1, 1, 1, 1};
  std::vector<int64_t> dilations{1, 1, 1, 1};
  std::vector<int64_t> pads{0, 0, 0, 0};
  std::string data_format = "NHWC";

  std::string Run() const {
    test::OpCase c("DepthwiseConv2D");
    c.Input(x, ge::DT_FLOAT16, x_format).Input(filter, ge::DT_FLOAT16, filter_format);
    if (has_bias) c.Input(bias, ge::DT_FLOAT16);
    c.InstanceNum({1, 1, has_bias ? 1U : 0U, 0}, {1});
    c.Attr(AttrValue::ListInt(strides))
        .Attr(AttrValue::ListInt(dilations))
        .Attr(AttrValue::ListInt(pads))
        .Attr(AttrValue::String(data_format))
        .Attr(AttrValue::Int(0));
    return c.InferShape();
  }
};

Dw Nhwc(std::vector<int64_t> x, std::vector<int64_t> filter) {
  Dw dw;
  dw.x = std::move(x);
  dw.filter = std::move(filter);
  return dw;
}

}  // namespace

TEST_CASE("DepthwiseConv2D: NHWC with an HWCN filter multiplies the channels", "[oplibs][depthwise_conv2d]") {
  Dw dw = Nhwc({2, 32, 32, 16}, {3, 3, 16, 1});
  dw.strides = {1, 2, 2, 1};
  dw.pads = {1, 1, 1, 1};
  CHECK(dw.Run() == "[2, 16, 16, 16]");  // (32 + 2 - 3) / 2 + 1
  dw.filter = {3, 3, 16, 4};             // channel multiplier 4
  CHECK(dw.Run() == "[2, 16, 16, 64]");
  dw.filter_format = ge::FORMAT_ND;  // unset filter: HWCN goes with NHWC
  CHECK(dw.Run() == "[2, 16, 16, 64]");
}

TEST_CASE("DepthwiseConv2D: NCHW with an NCHW filter and dilations", "[oplibs][depthwise_conv2d]") {
  Dw dw = Nhwc({1, 8, 20, 20}, {2, 8, 3, 3});
  dw.x_format = ge::FORMAT_NCHW;
  dw.filter_format = ge::FORMAT_NCHW;
  dw.data_format = "NCHW";
  CHECK(dw.Run() == "[1, 16, 18, 18]");
  dw.dilations = {1, 1, 2, 3};
  CHECK(dw.Run() == "[1, 16, 16, 14]");  // spans 5 and 7
}

TEST_CASE("DepthwiseConv2D: a bias must have C * multiplier entries", "[oplibs][depthwise_conv2d]") {
  Dw dw = Nhwc({1, 8, 8, 4}, {3, 3, 4, 2});
  dw.has_bias = true;
  dw.bias = {8};
  CHECK(dw.Run() == "[1, 6, 6, 8]");
  dw.bias = {4};
  CHECK(dw.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input bias [4]"));
  dw.filter = {3, 3, 4, -1};
  dw.bias = {12};
  CHECK(dw.Run() == "[1, 6, 6, 12]");  // the bias fixes an unknown multiplier
}

TEST_CASE("DepthwiseConv2D: unknown dims and unknown rank", "[oplibs][depthwise_conv2d]") {
  CHECK(Nhwc({-1, -1, 8, -1}, {3, 3, 4, 2}).Run() == "[-1, -1, 6, 8]");
  CHECK(Nhwc({1, 8, 8, 4}, {3, 3, -1, 2}).Run() == "[1, 6, 6, 8]");
  CHECK(Nhwc({1, 8, 8, -1}, {3, 3, -1, 2}).Run() == "[1, 6, 6, -1]");
  CHECK(Nhwc({-2}, {3, 3, 4, 2}).Run() == "[-1, -1, -1, 8]");
  CHECK(Nhwc({1, 8, 8, 4}, {-2}).Run() == "[1, -1, -1, -1]");
}

TEST_CASE("DepthwiseConv2D: errors name the input or attr at fault", "[oplibs][depthwise_conv2d]") {
  CHECK(Nhwc({1, 8, 8, 4}, {3, 3, 5, 1}).Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x channel 4 != filter channel 5"));
  Dw dw = Nhwc({1, 8, 8, 4}, {3, 3, 4, 1});
  dw.strides = {1, 1, 1};
  CHECK(dw.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr strides must have 4 values"));
  dw.strides = {1, 1, 1, 1};
  dw.data_format = "NCDHW";
  CHECK(dw.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr data_format 'NCDHW'"));
  CHECK(Nhwc({1, 2, 2, 4}, {3, 3, 4, 1}).Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("smaller than the dilated kernel"));
}


TEST_CASE("DepthwiseConv2D: an empty batch or zero channels stay empty", "[oplibs][depthwise_conv2d]") {
  CHECK(Nhwc({0, 8, 8, 4}, {3, 3, 4, 2}).Run() == "[0, 6, 6, 8]");
  CHECK(Nhwc({1, 8, 8, 0}, {3, 3, 0, 2}).Run() == "[1, 6, 6, 0]");
  CHECK(Nhwc({1, 8, 8, -1}, {3, 3, -1, 0}).Run() == "[1, 6, 6, 0]");  // multiplier 0: no output channels
}

}  // namespace oppkit::ops
