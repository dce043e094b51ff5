// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("DepthwiseConv2D: y's C is x's C times the multiplier", "[oplibs][depthwise_conv2d][symbolic]") {
  test::OpCase c("DepthwiseConv2D");
  c.SymbolicInput({"n", "8", "h", "w"}, ge::DT_FLOAT16, ge::FORMAT_NCHW)
      .SymbolicInput({"2", "8", "3", "3"}, ge::DT_FLOAT16, ge::FORMAT_NCHW);
  c.InstanceNum({1, 1, 0, 0}, {1})
      .Attr("strides", AttrValue::ListInt({1, 1, 1, 1}))
      .Attr("pads", AttrValue::ListInt({1, 1, 1, 1}));
  c.Attr("data_format", AttrValue::String("NCHW"));
  CHECK(c.InferSymbolShape() == "[n, 16, h, w]");
}

}  // namespace oppkit::ops
