// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

test::OpCase Node(ge::Format x, ge::Format filter, const char* data_format, ge::DataType dtype = ge::DT_FLOAT16) {
  test::OpCase c("Conv2DTranspose");
  c.ValueInput({1, 8, 16, 16}, ge::DT_INT32).Input({1, 4, 16, 16}, dtype, x).Input({4, 8, 1, 1}, dtype, filter);
  c.InstanceNum({1, 1, 1, 0, 0}, {1});
  c.Attr(AttrValue::ListInt({1, 1, 1, 1}))
      .Attr(AttrValue::ListInt({0, 0, 0, 0}))
      .Attr(AttrValue::ListInt({1, 1, 1, 1}))
      .Attr(AttrValue::Int(1))
      .Attr(AttrValue::String(data_format))
      .Attr(AttrValue::ListInt({0, 0, 0, 0}))
      .Attr(AttrValue::Int(0));
  return c;
}

}  // namespace

TEST_CASE("Conv2DTranspose format: x and y take data_format and input_size keeps ND", "[oplibs][conv2d_transpose]") {
  CHECK(Node(ge::FORMAT_ND, ge::FORMAT_ND, "NCHW").InferFormat() ==
        "x0=ND/ND,x1=NCHW/NCHW,x2=NCHW/NCHW;y0=NCHW/NCHW");
  CHECK(Node(ge::FORMAT_ND, ge::FORMAT_ND, "NHWC").InferFormat() ==
        "x0=ND/ND,x1=NHWC/NHWC,x2=HWCN/HWCN;y0=NHWC/NHWC");
  CHECK(Node(ge::FORMAT_NHWC, ge::FORMAT_ND, "NCHW").InferFormat() == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x has format NHWC but attr data_format is NCHW"));
}

TEST_CASE("Conv2DTranspose dtype: y follows x, not input_size, and int8 gives int32", "[oplibs][conv2d_transpose]") {
  CHECK(Node(ge::FORMAT_ND, ge::FORMAT_ND, "NCHW").InferDataType() == ge::DT_FLOAT16);
  CHECK(Node(ge::FORMAT_ND, ge::FORMAT_ND, "NCHW", ge::DT_BF16).InferDataType() ==
        ge::DT_BF16);
  CHECK(Node(ge::FORMAT_ND, ge::FORMAT_ND, "NCHW", ge::DT_INT8).InferDataType() ==
        ge::DT_INT32);
}

}  // namespace oppkit::ops
