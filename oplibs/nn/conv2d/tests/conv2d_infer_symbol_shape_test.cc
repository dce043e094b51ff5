// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Conv2D: y keeps N, takes the filter's N as C, and each spatial size is a formula of the window",
          "[oplibs][conv2d][symbolic]") {
  test::OpCase c("Conv2D");
  c.SymbolicInput({"n", "3", "h", "w"}, ge::DT_FLOAT16, ge::FORMAT_NCHW)
      .SymbolicInput({"16", "3", "3", "3"}, ge::DT_FLOAT16, ge::FORMAT_NCHW);
  c.InstanceNum({1, 1, 0, 0}, {1})
      .Attr("strides", AttrValue::ListInt({1, 1, 2, 2}))
      .Attr("pads", AttrValue::ListInt({1, 1, 1, 1}));
  c.Attr("data_format", AttrValue::String("NCHW"));
  CHECK(c.InferSymbolShape() == "[n, 16, (h + 1)//2, (w + 1)//2]");
  test::OpCase dilated("Conv2D");
  dilated.SymbolicInput({"n", "3", "h", "w"}, ge::DT_FLOAT16, ge::FORMAT_NCHW)
      .SymbolicInput({"8", "3", "3", "3"}, ge::DT_FLOAT16, ge::FORMAT_NCHW);
  dilated.InstanceNum({1, 1, 0, 0}, {1})
      .Attr("strides", AttrValue::ListInt({1, 1, 1, 1}))
      .Attr("pads", AttrValue::ListInt({0, 0, 0, 0}));
  dilated.Attr("dilations", AttrValue::ListInt({1, 1, 2, 2})).Attr("data_format", AttrValue::String("NCHW"));
  CHECK(dilated.InferSymbolShape() == "[n, 8, h - 4, w - 4]");
}

}  // namespace oppkit::ops
