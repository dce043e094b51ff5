// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

test::OpCase Node(ge::Format x, ge::Format filter, const char* data_format, ge::DataType dtype = ge::DT_FLOAT16) {
  test::OpCase c("Conv3D");
  c.Input({1, 3, 8, 8, 8}, dtype, x).Input({4, 3, 3, 3, 3}, dtype, filter);
  c.InstanceNum({1, 1, 0, 0}, {1});
  c.Attr(AttrValue::ListInt({1, 1, 1, 1, 1}))
      .Attr(AttrValue::ListInt({0, 0, 0, 0, 0, 0}))
      .Attr(AttrValue::ListInt({1, 1, 1, 1, 1}))
      .Attr(AttrValue::Int(1))
      .Attr(AttrValue::String(data_format))
      .Attr(AttrValue::Int(0));
  return c;
}

}  // namespace

TEST_CASE("Conv3D format: x and y take data_format, an unset filter its companion layout", "[oplibs][conv3d]") {
  CHECK(Node(ge::FORMAT_ND, ge::FORMAT_ND, "NCDHW").InferFormat() ==
        "x0=NCDHW/NCDHW,x1=NCDHW/NCDHW;y0=NCDHW/NCDHW");
  CHECK(Node(ge::FORMAT_ND, ge::FORMAT_ND, "NDHWC").InferFormat() ==
        "x0=NDHWC/NDHWC,x1=DHWCN/DHWCN;y0=NDHWC/NDHWC");
  CHECK(Node(ge::FORMAT_NCDHW, ge::FORMAT_DHWCN, "NCDHW").InferFormat() ==
        "x0=NCDHW/NCDHW,x1=DHWCN/DHWCN;y0=NCDHW/NCDHW");
}

TEST_CASE("Conv3D format: a contradicting x format or bad data_format fails", "[oplibs][conv3d]") {
  CHECK(Node(ge::FORMAT_NDHWC, ge::FORMAT_ND, "NCDHW").InferFormat() == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x has format NDHWC"));
  CHECK(Node(ge::FORMAT_ND, ge::FORMAT_ND, "NHWC").InferFormat() == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("data_format 'NHWC'"));
}

TEST_CASE("Conv3D dtype: y follows x and int8 accumulates to int32", "[oplibs][conv3d]") {
  CHECK(Node(ge::FORMAT_ND, ge::FORMAT_ND, "NCDHW").InferDataType() == ge::DT_FLOAT16);
  CHECK(Node(ge::FORMAT_ND, ge::FORMAT_ND, "NCDHW", ge::DT_BF16).InferDataType() == ge::DT_BF16);
  CHECK(Node(ge::FORMAT_ND, ge::FORMAT_ND, "NCDHW", ge::DT_INT8).InferDataType() == ge::DT_INT32);
}

}  // namespace oppkit::ops
