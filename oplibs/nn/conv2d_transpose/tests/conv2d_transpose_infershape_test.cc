// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "common/tests/conv_transpose_test_case.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

using Deconv = test::ConvTransposeCase;
using test::Conv2DTransposeCase;

}  // namespace

TEST_CASE("Conv2DTranspose: y is the value of input_size", "[oplibs][conv2d_transpose]") {
  Deconv d = Conv2DTransposeCase({1, 8, 32, 32}, {1, 16, 16, 16}, {16, 8, 4, 4});
  d.strides = {1, 1, 2, 2};
  d.pads = {1, 1, 1, 1};
  CHECK(d.Run() == "[1, 8, 32, 32]");  // (16 - 1) * 2 - 2 + 4 = 32
  d.size_dtype = ge::DT_INT64;
  CHECK(d.Run() == "[1, 8, 32, 32]");
  // A stride of 2 admits two y sizes for one x size: 33 also maps back to 16.
  d.input_size = {1, 8, 33, 32};
  CHECK(d.Run() == "[1, 8, 33, 32]");
}

TEST_CASE("Conv2DTranspose: output_padding and dilations enter the consistency check", "[oplibs][conv2d_transpose]") {
  Deconv d = Conv2DTransposeCase({1, 4, 12, 12}, {1, 2, 5, 5}, {2, 4, 3, 3});
  d.strides = {1, 1, 2, 2};
  d.output_padding = {0, 0, 1, 1};
  CHECK(d.Run() == "[1, 4, 12, 12]");  // (5 - 1) * 2 + 3 + 1
  d.dilations = {1, 1, 2, 2};
  d.input_size = {1, 4, 14, 14};  // (5 - 1) * 2 + 5 + 1
  CHECK(d.Run() == "[1, 4, 14, 14]");
}

TEST_CASE("Conv2DTranspose: NHWC with HWCN, NHWC and unset filter layouts", "[oplibs][conv2d_transpose]") {
  Deconv d = Conv2DTransposeCase({2, 20, 20, 6}, {2, 10, 10, 8}, {2, 2, 6, 8});
  d.x_format = ge::FORMAT_NHWC;
  d.filter_format = ge::FORMAT_HWCN;
  d.data_format = "NHWC";
  d.strides = {1, 2, 2, 1};
  CHECK(d.Run() == "[2, 20, 20, 6]");
  d.filter_format = ge::FORMAT_ND;
  CHECK(d.Run() == "[2, 20, 20, 6]");
  d.filter = {8, 2, 2, 6};
  d.filter_format = ge::FORMAT_NHWC;
  CHECK(d.Run() == "[2, 20, 20, 6]");
}

TEST_CASE("Conv2DTranspose: groups multiply the filter channels", "[oplibs][conv2d_transpose]") {
  Deconv d = Conv2DTransposeCase({1, 12, 8, 8}, {1, 4, 8, 8}, {4, 3, 1, 1});
  d.groups = 4;
  CHECK(d.Run() == "[1, 12, 8, 8]");
  d.groups = 3;
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("channel 4 is not a multiple of groups 3"));
  d.groups = 2;
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input input_size C 12 != filter channel * groups (6)"));
}

TEST_CASE("Conv2DTranspose: without the input_size value N and C are still known", "[oplibs][conv2d_transpose]") {
  Deconv d = Conv2DTransposeCase({}, {1, 16, 16, 16}, {16, 8, 4, 4});
  d.has_size_value = false;
  d.strides = {1, 1, 2, 2};
  CHECK(d.Run() == "[1, 8, -1, -1]");
  d.has_bias = true;
  d.bias = {8};
  CHECK(d.Run() == "[1, 8, -1, -1]");
  d.filter = {16, -1, 4, 4};
  CHECK(d.Run() == "[1, 8, -1, -1]");  // the bias fixes C
  d.x = {-2};
  CHECK(d.Run() == "[-1, 8, -1, -1]");
}

TEST_CASE("Conv2DTranspose: unknown x dims skip the checks they would need", "[oplibs][conv2d_transpose]") {
  Deconv d = Conv2DTransposeCase({3, 8, 31, 32}, {-1, 16, -1, 16}, {16, 8, 4, 4});
  d.strides = {1, 1, 2, 2};
  d.pads = {1, 1, 1, 1};
  CHECK(d.Run() == "[3, 8, 31, 32]");
  d.filter = {-2};
  CHECK(d.Run() == "[3, 8, 31, 32]");
}

TEST_CASE("Conv2DTranspose: input_size values that contradict x fail", "[oplibs][conv2d_transpose]") {
  Deconv d = Conv2DTransposeCase({1, 8, 40, 32}, {1, 16, 16, 16}, {16, 8, 4, 4});
  d.strides = {1, 1, 2, 2};
  d.pads = {1, 1, 1, 1};
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input input_size H 40 does not match input x H 16"));
  d.input_size = {2, 8, 32, 32};
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input input_size N 2 != input x N 1"));
  d.input_size = {1, 8, -1, 32};
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input_size value H = -1 must be >= 0"));
  d.input_size = {1, 8, 32};
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input input_size [3] must be 1-D with 4 values"));
  d.input_size = {0, 8, 32, 32};  // an empty batch must match x's
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input input_size N 0 != input x N 1"));
  d.x = {0, 16, 16, 16};
  CHECK(d.Run() == "[0, 8, 32, 32]");
}

TEST_CASE("Conv2DTranspose: an all-zero input_size is the ONNX placeholder: y follows from x and the attrs",
          "[oplibs][conv2d_transpose]") {
  Deconv d = Conv2DTransposeCase({0, 0, 0, 0}, {2, 16, 7, 9}, {16, 4, 3, 4});
  d.groups = 2;
  CHECK(d.Run() == "[2, 8, 9, 12]");  // 1 * (7 - 1) + 3, 1 * (9 - 1) + 4; C = 4 * groups
  d.strides = {1, 1, 2, 3};
  d.pads = {1, 1, 0, 2};
  d.output_padding = {0, 0, 1, 0};
  CHECK(d.Run() == "[2, 8, 14, 26]");  // 2 * 6 + 1 + 3 - 2, 3 * 8 + 4 - 2
  d.auto_pad = "VALID";  // no pads
  CHECK(d.Run() == "[2, 8, 16, 28]");
  d.auto_pad = "SAME_UPPER";  // x * stride
  CHECK(d.Run() == "[2, 8, 14, 27]");
  d.auto_pad = "SAME_LOWER";
  CHECK(d.Run() == "[2, 8, 14, 27]");
  d.output_shape = {15, 25};  // given: it wins
  CHECK(d.Run() == "[2, 8, 15, 25]");
  d.output_shape = {};
  d.auto_pad = "NOTSET";
  d.x = {2, 16, -1, 9};
  CHECK(d.Run() == "[2, 8, -1, 26]");
  d.x = {2, 16, 1, 1};
  d.strides = {1, 1, 1, 1};
  d.pads = {4, 4, 0, 0};
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("all-zero placeholder") && Catch::Contains("is not positive"));
  d.pads = {0, 0, 0, 0};
  d.auto_pad = "SAME";
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr auto_pad 'SAME'"));
}

TEST_CASE("Conv2DTranspose: attr and input errors name their source", "[oplibs][conv2d_transpose]") {
  Deconv d = Conv2DTransposeCase({1, 8, 16, 16}, {1, 16, 16, 16}, {12, 8, 1, 1});
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x channel 16 != filter output channel 12"));
  d.filter = {16, 8, 1, 1};
  d.output_padding = {1, 0, 0, 0};
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr output_padding"));
  d.output_padding = {0, 0, 0, 0};
  d.strides = {1, 1, 0, 1};
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr strides"));
  d.strides = {1, 1, 1, 1};
  d.data_format = "NDHWC";
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr data_format 'NDHWC'"));
  d.data_format = "NCHW";
  d.x = {1, 16, 16};
  CHECK(d.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x [1, 16, 16] must be 4-D"));
}

}  // namespace oppkit::ops
