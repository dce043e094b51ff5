// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

// One Conv3DTranspose node; defaults: NCDHW, stride 1, no padding, input_size given as a value. The attrs are
// given by position (the 7 IR attrs, then the private padding, auto_pad, output_shape when set).
struct Deconv3D {
  bool has_size_value = true;
  std::vector<int64_t> input_size;
  std::vector<int64_t> x;
  std::vector<int64_t> filter;
  ge::Format x_format = ge::FORMAT_NCDHW;
  ge::Format filter_format = ge::FORMAT_NCDHW;
  bool has_bias = false;
  std::vector<int64_t> bias;
  std::vector<int64_t> strides{1, 1, 1, 1, 1};
  std::vector<int64_t> pads{0, 0, 0, 0, 0, 0};
  std::vector<int64_t> dilations{1, 1, 1, 1, 1};
  int64_t groups = 1;
  std::string data_format = "NCDHW";
  std::vector<int64_t> output_padding{0, 0, 0, 0, 0};
  std::string auto_pad;
  std::vector<int64_t> output_shape;

  std::string Run() const {
    test::OpCase c("Conv3DTranspose");
    if (has_size_value) {
      c.ValueInput(input_size, ge::DT_INT64);
    } else {
      c.Input({5}, ge::DT_INT64);
    }
    c.Input(x, ge::DT_FLOAT16, x_format).Input(filter, ge::DT_FLOAT16, filter_format);
    if (has_bias) c.Input(bias, ge::DT_FLOAT16);
    c.InstanceNum({1, 1, 1, has_bias ? 1U : 0U, 0}, {1});
    c.Attr(AttrValue::ListInt(strides))
        .Attr(AttrValue::ListInt(pads))
        .Attr(AttrValue::ListInt(dilations))
        .Attr(AttrValue::Int(groups))
        .Attr(AttrValue::String(data_format))
        .Attr(AttrValue::ListInt(output_padding))
        .Attr(AttrValue::Int(0));
    if (!auto_pad.empty() || !output_shape.empty()) {
      c.Attr(AttrValue::String(""))
          .Attr(AttrValue::String(auto_pad.empty() ? "NOTSET" : auto_pad))
          .Attr(AttrValue::ListInt(output_shape));
    }
    return c.InferShape();
  }
};

Deconv3D Ncdhw(std::vector<int64_t> input_size, std::vector<int64_t> x, std::vector<int64_t> filter) {
  Deconv3D d;
  d.input_size = std::move(input_size);
  d.x = std::move(x);
  d.filter = std::move(filter);
  return d;
}

}  // namespace

TEST_CASE("Conv3DTranspose: y is the value of input_size, checked per D, H and W axis", "[oplibs][conv3d_transpose]") {
  Deconv3D d = Ncdhw({1, 8, 8, 32, 30}, {1, 16, 4, 16, 15}, {16, 8, 2, 4, 2});
  d.strides = {1, 1, 2, 2, 2};
  d.pads = {0, 0, 1, 1, 0, 0};
  CHECK(d.Run() == "[1, 8, 8, 32, 30]");  // D: 3 * 2 + 2, H: 15 * 2 - 2 + 4, W: 14 * 2 + 2
  d.input_size = {1, 8, 9, 32, 30};       // stride 2 admits 9 too: floor((9 - 2) / 2) + 1 = 4
  CHECK(d.Run() == "[1, 8, 9, 32, 30]");
  d.input_size = {1, 8, 12, 32, 30};
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input input_size D 12 does not match input x D 4"));
  d.input_size = {1, 8, 8, 32};
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input input_size [4] must be 1-D with 5 values"));
}

TEST_CASE("Conv3DTranspose: NDHWC with a DHWCN or unset filter, groups and bias", "[oplibs][conv3d_transpose]") {
  // input_size in NDHWC order: N 2, D 6, H 10, W 10, C 6.
  Deconv3D d = Ncdhw({2, 6, 10, 10, 6}, {2, 3, 5, 5, 8}, {2, 2, 2, 6, 8});  // DHWCN: [kd, kh, kw, C, N]
  d.x_format = ge::FORMAT_NDHWC;
  d.filter_format = ge::FORMAT_DHWCN;
  d.data_format = "NDHWC";
  d.strides = {1, 2, 2, 2, 1};
  CHECK(d.Run() == "[2, 6, 10, 10, 6]");
  d.filter_format = ge::FORMAT_ND;  // NDHWC's companion filter layout is DHWCN
  CHECK(d.Run() == "[2, 6, 10, 10, 6]");
  d.groups = 2;  // y C = filter C * groups
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input input_size C 6 != filter channel * groups (12)"));
  d.input_size = {2, 6, 10, 10, 12};
  CHECK(d.Run() == "[2, 6, 10, 10, 12]");
  d.has_bias = true;
  d.bias = {20};
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input bias [20] must be [12]"));
}

TEST_CASE("Conv3DTranspose: without the input_size value N and C are known, D, H and W are not",
          "[oplibs][conv3d_transpose]") {
  Deconv3D d = Ncdhw({}, {1, 16, 4, 16, 16}, {16, 8, 3, 3, 3});
  d.has_size_value = false;
  CHECK(d.Run() == "[1, 8, -1, -1, -1]");
  d.x = {-2};
  CHECK(d.Run() == "[-1, 8, -1, -1, -1]");
}

TEST_CASE("Conv3DTranspose: the all-zero input_size is the ONNX placeholder on every spatial axis",
          "[oplibs][conv3d_transpose]") {
  Deconv3D d = Ncdhw({0, 0, 0, 0, 0}, {1, 4, 3, 5, 7}, {4, 2, 2, 3, 3});
  d.strides = {1, 1, 2, 2, 1};
  d.pads = {0, 0, 1, 1, 0, 2};
  d.output_padding = {0, 0, 1, 0, 0};
  CHECK(d.Run() == "[1, 2, 7, 9, 7]");  // 2 * 2 + 1 + 2, 2 * 4 + 3 - 2, 6 + 3 - 2
  d.auto_pad = "SAME_UPPER";            // x * stride
  CHECK(d.Run() == "[1, 2, 6, 10, 7]");
  d.auto_pad = "VALID";  // no pads
  CHECK(d.Run() == "[1, 2, 7, 11, 9]");
  d.output_shape = {6, 10, 8};  // given: it wins
  CHECK(d.Run() == "[1, 2, 6, 10, 8]");
  d.output_shape = {6, 0, 8};  // not all positive: ignored
  CHECK(d.Run() == "[1, 2, 7, 11, 9]");
}

TEST_CASE("Conv3DTranspose: attr and layout errors name the 3-D forms", "[oplibs][conv3d_transpose]") {
  Deconv3D d = Ncdhw({1, 8, 4, 16, 16}, {1, 16, 4, 16, 16}, {16, 8, 1, 1, 1});
  CHECK(d.Run() == "[1, 8, 4, 16, 16]");
  d.pads = {0, 0, 0, 0};
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("attr pads must have 6 values [head, tail, top, bottom, left, right]"));
  d.pads = {0, 0, 0, 0, 0, 0};
  d.strides = {1, 1, 0, 1, 1};
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr strides [1, 1, 0, 1, 1] (NCDHW): N and C entries must be 1, "
                                                   "D, H and W >= 1"));
  d.strides = {1, 1, 1, 1, 1};
  d.data_format = "NCHW";
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr data_format 'NCHW' must be NCDHW or NDHWC"));
  d.data_format = "NCDHW";
  d.filter_format = ge::FORMAT_HWCN;
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("NCDHW, NDHWC or DHWCN expected"));
  d.filter_format = ge::FORMAT_NCDHW;
  d.x = {1, 16, 16, 16};
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x [1, 16, 16, 16] must be 5-D"));
}

}  // namespace oppkit::ops
