// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

// Conv2D InferFormat with x and filter in the given formats (bias optional, ND) and data_format.
std::string Formats(ge::Format x, ge::Format filter, const char* data_format, bool with_bias = false,
                    ge::Format y_origin = ge::FORMAT_ND, ge::Format y_storage = ge::FORMAT_ND) {
  test::OpCase c("Conv2D");
  c.Input({1, 3, 8, 8}, ge::DT_FLOAT16, x).Input({4, 3, 3, 3}, ge::DT_FLOAT16, filter);
  if (with_bias) c.Input({4}, ge::DT_FLOAT16);
  c.InstanceNum({1, 1, with_bias ? 1U : 0U, 0}, {1});
  c.OutputFormat(0, y_origin, y_storage);
  c.Attr(AttrValue::ListInt({1, 1, 1, 1}))
      .Attr(AttrValue::ListInt({0, 0, 0, 0}))
      .Attr(AttrValue::ListInt({1, 1, 1, 1}))
      .Attr(AttrValue::Int(1))
      .Attr(AttrValue::String(data_format))
      .Attr(AttrValue::Int(0));
  return c.InferFormat();
}

}  // namespace

TEST_CASE("Conv2D format: x and y take data_format, an unset filter its companion layout", "[oplibs][conv2d]") {
  CHECK(Formats(ge::FORMAT_ND, ge::FORMAT_ND, "NCHW") == "x0=NCHW/NCHW,x1=NCHW/NCHW;y0=NCHW/NCHW");
  CHECK(Formats(ge::FORMAT_ND, ge::FORMAT_ND, "NHWC") == "x0=NHWC/NHWC,x1=HWCN/HWCN;y0=NHWC/NHWC");
}

TEST_CASE("Conv2D format: layouts the tensors already have are kept", "[oplibs][conv2d]") {
  CHECK(Formats(ge::FORMAT_NCHW, ge::FORMAT_HWCN, "NCHW") == "x0=NCHW/NCHW,x1=HWCN/HWCN;y0=NCHW/NCHW");
  CHECK(Formats(ge::FORMAT_NHWC, ge::FORMAT_NHWC, "NHWC") == "x0=NHWC/NHWC,x1=NHWC/NHWC;y0=NHWC/NHWC");
}

TEST_CASE("Conv2D format: the bias keeps its format", "[oplibs][conv2d]") {
  CHECK(Formats(ge::FORMAT_ND, ge::FORMAT_ND, "NCHW", true) == "x0=NCHW/NCHW,x1=NCHW/NCHW,x2=ND/ND;y0=NCHW/NCHW");
}

TEST_CASE("Conv2D format: a requested private storage format of y survives", "[oplibs][conv2d]") {
  CHECK(Formats(ge::FORMAT_ND, ge::FORMAT_ND, "NCHW", false, ge::FORMAT_ND, ge::FORMAT_NC1HWC0) ==
        "x0=NCHW/NCHW,x1=NCHW/NCHW;y0=NCHW/NC1HWC0");
  CHECK(Formats(ge::FORMAT_ND, ge::FORMAT_ND, "NHWC", false, ge::FORMAT_NCHW, ge::FORMAT_NCHW) ==
        "x0=NHWC/NHWC,x1=HWCN/HWCN;y0=NHWC/NHWC");
}

TEST_CASE("Conv2D format: contradictions and unknown layouts fail", "[oplibs][conv2d]") {
  CHECK(Formats(ge::FORMAT_NHWC, ge::FORMAT_ND, "NCHW") == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x has format NHWC but attr data_format is NCHW"));
  CHECK(Formats(ge::FORMAT_ND, ge::FORMAT_ND, "NDHWC") == test::kFailed);
}

}  // namespace oppkit::ops
