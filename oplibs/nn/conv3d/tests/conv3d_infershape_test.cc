// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

// One Conv3D node; defaults describe a stride-1, unpadded NCDHW convolution.
struct Conv {
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
  std::string padding;              // private attr: TensorFlow's SAME / VALID ("": the pads)
  std::string auto_pad = "NOTSET";  // private attr: ONNX's SAME_UPPER / SAME_LOWER / VALID

  std::string Run() const {
    test::OpCase c("Conv3D");
    c.Input(x, ge::DT_FLOAT16, x_format).Input(filter, ge::DT_FLOAT16, filter_format);
    if (has_bias) c.Input(bias, ge::DT_FLOAT16);
    c.InstanceNum({1, 1, has_bias ? 1U : 0U, 0}, {1});
    // By position: the IR attrs, then the private attrs padding and auto_pad (IMPL_OP(Conv3D)).
    c.Attr(AttrValue::ListInt(strides))
        .Attr(AttrValue::ListInt(pads))
        .Attr(AttrValue::ListInt(dilations))
        .Attr(AttrValue::Int(groups))
        .Attr(AttrValue::String(data_format))
        .Attr(AttrValue::Int(0))
        .Attr(AttrValue::String(padding))
        .Attr(AttrValue::String(auto_pad));
    return c.InferShape();
  }
};

Conv Ncdhw(std::vector<int64_t> x, std::vector<int64_t> filter) {
  Conv conv;
  conv.x = std::move(x);
  conv.filter = std::move(filter);
  return conv;
}

}  // namespace

TEST_CASE("Conv3D: NCDHW output dims follow the window formula per spatial dim", "[oplibs][conv3d]") {
  Conv conv = Ncdhw({1, 3, 16, 112, 112}, {64, 3, 3, 7, 7});
  conv.strides = {1, 1, 1, 2, 2};
  conv.pads = {1, 1, 3, 3, 3, 3};
  CHECK(conv.Run() == "[1, 64, 16, 56, 56]");  // D: 16 + 2 - 3 + 1, H: (112 + 6 - 7) / 2 + 1
  CHECK(Ncdhw({2, 4, 5, 6, 7}, {8, 4, 1, 2, 3}).Run() == "[2, 8, 5, 5, 5]");
}

TEST_CASE("Conv3D: pads are head, tail, top, bottom, left, right", "[oplibs][conv3d]") {
  Conv conv = Ncdhw({1, 1, 4, 4, 4}, {1, 1, 3, 3, 3});
  conv.pads = {0, 1, 2, 3, 4, 5};
  CHECK(conv.Run() == "[1, 1, 3, 7, 11]");  // D: 4 + 1 - 3 + 1, H: 4 + 5 - 3 + 1, W: 4 + 9 - 3 + 1
}

TEST_CASE("Conv3D: padding modes SAME and VALID replace the pads, per spatial axis", "[oplibs][conv3d]") {
  const auto with = [](Conv conv, const char* padding, const char* auto_pad) {
    conv.padding = padding;
    conv.auto_pad = auto_pad;
    conv.pads = {9, 9, 9, 9, 9, 9};  // ignored under every mode
    return conv;
  };
  Conv strided = Ncdhw({1, 2, 5, 7, 10}, {4, 2, 2, 3, 4});
  strided.strides = {1, 1, 1, 2, 3};
  // SAME: ceil(in / stride), whatever the kernel.
  CHECK(with(strided, "", "SAME_UPPER").Run() == "[1, 4, 5, 4, 4]");
  CHECK(with(strided, "", "SAME_LOWER").Run() == "[1, 4, 5, 4, 4]");
  CHECK(with(strided, "SAME", "NOTSET").Run() == "[1, 4, 5, 4, 4]");
  // VALID: no pads. D: 5 - 2 + 1, H: (7 - 3) / 2 + 1, W: (10 - 4) / 3 + 1.
  CHECK(with(strided, "VALID", "NOTSET").Run() == "[1, 4, 4, 3, 3]");
  CHECK(with(strided, "", "VALID").Run() == "[1, 4, 4, 3, 3]");
  // auto_pad wins over padding; negative pads are not read under a mode.
  CHECK(with(strided, "VALID", "SAME_UPPER").Run() == "[1, 4, 5, 4, 4]");
  Conv negative = with(strided, "", "SAME_UPPER");
  negative.pads = {-1, 0, 0, 0, 0, 0};
  CHECK(negative.Run() == "[1, 4, 5, 4, 4]");
  negative.auto_pad = "NOTSET";
  CHECK(negative.Run() == kFailed);
  // A known input size is enough under SAME; an unknown one stays unknown (NDHWC too).
  CHECK(with(Ncdhw({1, 2, -1, 7, 10}, {4, 2, 2, -1, -1}), "", "SAME_UPPER").Run() == "[1, 4, -1, 7, 10]");
  Conv ndhwc = with(Ncdhw({1, 5, 7, 10, 2}, {2, 3, 4, 2, 4}), "SAME", "NOTSET");
  ndhwc.x_format = ge::FORMAT_NDHWC;
  ndhwc.filter_format = ge::FORMAT_DHWCN;
  ndhwc.data_format = "NDHWC";
  CHECK(ndhwc.Run() == "[1, 5, 7, 10, 4]");
  CHECK(with(strided, "EXPLICIT", "NOTSET").Run() == kFailed);
  CHECK(with(strided, "", "SAME").Run() == kFailed);
}

TEST_CASE("Conv3D: dilations and strides", "[oplibs][conv3d]") {
  Conv conv = Ncdhw({1, 2, 9, 9, 9}, {4, 2, 3, 3, 3});
  conv.dilations = {1, 1, 2, 1, 3};
  conv.strides = {1, 1, 1, 2, 1};
  CHECK(conv.Run() == "[1, 4, 5, 4, 3]");  // D: 9 - 5 + 1, H: (9 - 3) / 2 + 1, W: 9 - 7 + 1
}

TEST_CASE("Conv3D: NDHWC data with a DHWCN, NDHWC or unset filter", "[oplibs][conv3d]") {
  Conv conv = Ncdhw({1, 8, 10, 10, 3}, {3, 3, 3, 3, 16});
  conv.x_format = ge::FORMAT_NDHWC;
  conv.filter_format = ge::FORMAT_DHWCN;
  conv.data_format = "NDHWC";
  CHECK(conv.Run() == "[1, 6, 8, 8, 16]");
  conv.filter_format = ge::FORMAT_ND;
  CHECK(conv.Run() == "[1, 6, 8, 8, 16]");
  conv.filter = {16, 3, 3, 3, 3};
  conv.filter_format = ge::FORMAT_NDHWC;
  CHECK(conv.Run() == "[1, 6, 8, 8, 16]");
}

TEST_CASE("Conv3D: groups split the channels and a bias fixes the output channels", "[oplibs][conv3d]") {
  Conv conv = Ncdhw({1, 8, 4, 4, 4}, {8, 2, 1, 1, 1});
  conv.groups = 4;
  CHECK(conv.Run() == "[1, 8, 4, 4, 4]");
  conv.filter = {8, 4, 1, 1, 1};
  CHECK(conv.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("x channel 8 != filter channel 4 * groups 4"));
  conv.filter = {-1, 2, 1, 1, 1};
  conv.has_bias = true;
  conv.bias = {12};
  CHECK(conv.Run() == "[1, 12, 4, 4, 4]");
  conv.filter = {8, 2, 1, 1, 1};
  CHECK(conv.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input bias [12]"));
  conv.has_bias = false;
  conv.filter = {6, 2, 1, 1, 1};
  CHECK(conv.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("output channels 6 are not a multiple of groups 4"));
}

TEST_CASE("Conv3D: unknown dims and unknown rank", "[oplibs][conv3d]") {
  CHECK(Ncdhw({-1, 3, -1, 8, 8}, {4, 3, 3, 3, 3}).Run() == "[-1, 4, -1, 6, 6]");
  CHECK(Ncdhw({1, 3, 8, 8, 8}, {4, 3, -1, 3, 3}).Run() == "[1, 4, -1, 6, 6]");
  CHECK(Ncdhw({-2}, {4, 3, 3, 3, 3}).Run() == "[-1, 4, -1, -1, -1]");
  CHECK(Ncdhw({1, 3, 8, 8, 8}, {-2}).Run() == "[1, -1, -1, -1, -1]");
}

TEST_CASE("Conv3D: errors name the attr or input at fault", "[oplibs][conv3d]") {
  Conv conv = Ncdhw({1, 3, 8, 8, 8}, {4, 3, 3, 3, 3});
  conv.strides = {1, 1, 2, 2};
  CHECK(conv.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr strides must have 5 values"));
  conv.strides = {1, 2, 1, 1, 1};
  CHECK(conv.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr strides"));
  conv.strides = {1, 1, 1, 1, 1};
  conv.pads = {0, 0, 0, 0};
  CHECK(conv.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr pads must have 6 values"));
  conv.pads = {0, 0, 0, 0, 0, 0};
  conv.data_format = "NCHW";
  CHECK(conv.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("data_format 'NCHW'"));
  conv.data_format = "NDHWC";  // contradicts x's NCDHW format
  CHECK(conv.Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x has format NCDHW"));
  CHECK(Ncdhw({1, 3, 2, 8, 8}, {4, 3, 3, 3, 3}).Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("smaller than the dilated kernel"));
  CHECK(Ncdhw({1, 3, 8, 8}, {4, 3, 3, 3, 3}).Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x [1, 3, 8, 8] must be 5-D"));
  CHECK(Ncdhw({1, 3, 8, 8, 8}, {4, 3, 0, 3, 3}).Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("empty kernel"));
}


TEST_CASE("Conv3D: an empty batch or empty output channels stay empty", "[oplibs][conv3d]") {
  CHECK(Ncdhw({0, 3, 8, 8, 8}, {4, 3, 3, 3, 3}).Run() == "[0, 4, 6, 6, 6]");
  CHECK(Ncdhw({2, 3, 8, 8, 8}, {0, 3, 3, 3, 3}).Run() == "[2, 0, 6, 6, 6]");
}

}  // namespace oppkit::ops
