// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

test::OpCase Node(ge::Format x, ge::Format filter, const char* data_format, ge::DataType dtype = ge::DT_FLOAT16) {
  test::OpCase c("DepthwiseConv2D");
  c.Input({1, 8, 8, 4}, dtype, x).Input({3, 3, 4, 1}, dtype, filter);
  c.InstanceNum({1, 1, 0, 0}, {1});
  c.Attr(AttrValue::ListInt({1, 1, 1, 1}))
      .Attr(AttrValue::ListInt({1, 1, 1, 1}))
      .Attr(AttrValue::ListInt({0, 0, 0, 0}))
      .Attr(AttrValue::String(data_format))
      .Attr(AttrValue::Int(0));
  return c;
}

}  // namespace

TEST_CASE("DepthwiseConv2D format: x and y take data_format, an unset filter its companion",
          "[oplibs][depthwise_conv2d]") {
  CHECK(Node(ge::FORMAT_ND, ge::FORMAT_ND, "NHWC").InferFormat() ==
        "x0=NHWC/NHWC,x1=HWCN/HWCN;y0=NHWC/NHWC");
  CHECK(Node(ge::FORMAT_ND, ge::FORMAT_ND, "NCHW").InferFormat() ==
        "x0=NCHW/NCHW,x1=NCHW/NCHW;y0=NCHW/NCHW");
  CHECK(Node(ge::FORMAT_NCHW, ge::FORMAT_HWCN, "NCHW").InferFormat() ==
        "x0=NCHW/NCHW,x1=HWCN/HWCN;y0=NCHW/NCHW");
  CHECK(Node(ge::FORMAT_NCHW, ge::FORMAT_ND, "NHWC").InferFormat() == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x has format NCHW but attr data_format is NHWC"));
}

TEST_CASE("DepthwiseConv2D dtype: y follows x and int8 accumulates to int32", "[oplibs][depthwise_conv2d]") {
  CHECK(Node(ge::FORMAT_ND, ge::FORMAT_ND, "NHWC").InferDataType() == ge::DT_FLOAT16);
  CHECK(Node(ge::FORMAT_ND, ge::FORMAT_ND, "NHWC", ge::DT_FLOAT).InferDataType() ==
        ge::DT_FLOAT);
  CHECK(Node(ge::FORMAT_ND, ge::FORMAT_ND, "NHWC", ge::DT_INT8).InferDataType() ==
        ge::DT_INT32);
}

}  // namespace oppkit::ops
