// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "common/tests/conv_transpose_test_case.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

using Deconv3D = test::ConvTransposeCase;
using test::Conv3DTransposeCase;

}  // namespace

TEST_CASE("Conv3DTranspose: y is the value of input_size, checked per D, H and W axis", "[oplibs][conv3d_transpose]") {
  Deconv3D d = Conv3DTransposeCase({1, 8, 8, 32, 30}, {1, 16, 4, 16, 15}, {16, 8, 2, 4, 2});
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
  Deconv3D d = Conv3DTransposeCase({2, 6, 10, 10, 6}, {2, 3, 5, 5, 8}, {2, 2, 2, 6, 8});  // DHWCN: [kd, kh, kw, C, N]
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
  Deconv3D d = Conv3DTransposeCase({}, {1, 16, 4, 16, 16}, {16, 8, 3, 3, 3});
  d.has_size_value = false;
  CHECK(d.Run() == "[1, 8, -1, -1, -1]");
  d.x = {-2};
  CHECK(d.Run() == "[-1, 8, -1, -1, -1]");
}

TEST_CASE("Conv3DTranspose: the all-zero input_size is the ONNX placeholder on every spatial axis",
          "[oplibs][conv3d_transpose]") {
  Deconv3D d = Conv3DTransposeCase({0, 0, 0, 0, 0}, {1, 4, 3, 5, 7}, {4, 2, 2, 3, 3});
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
  Deconv3D d = Conv3DTransposeCase({1, 8, 4, 16, 16}, {1, 16, 4, 16, 16}, {16, 8, 1, 1, 1});
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
