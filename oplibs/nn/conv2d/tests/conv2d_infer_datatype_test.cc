// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

ge::DataType ConvType(ge::DataType x) {
  return test::OpCase("Conv2D")
      .Input({1, 3, 8, 8}, x, ge::FORMAT_NCHW)
      .Input({4, 3, 3, 3}, x, ge::FORMAT_NCHW)
      .InstanceNum({1, 1, 0, 0}, {1})
      .InferDataType();
}

}  // namespace

TEST_CASE("Conv2D dtype: y follows x, int8 accumulates to int32", "[oplibs][conv2d]") {
  CHECK(ConvType(ge::DT_FLOAT16) == ge::DT_FLOAT16);
  CHECK(ConvType(ge::DT_FLOAT) == ge::DT_FLOAT);
  CHECK(ConvType(ge::DT_BF16) == ge::DT_BF16);
  CHECK(ConvType(ge::DT_INT8) == ge::DT_INT32);
  CHECK(ConvType(ge::DT_UNDEFINED) == ge::DT_MAX);
}

}  // namespace oppkit::ops
