// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Conv3D: y keeps N, takes the filter's N as C, and D, H, W are formulas of the window",
          "[oplibs][conv3d][symbolic]") {
  test::OpCase c("Conv3D");
  c.SymbolicInput({"n", "3", "d", "h", "w"}, ge::DT_FLOAT16, ge::FORMAT_NCDHW)
      .SymbolicInput({"8", "3", "3", "3", "3"}, ge::DT_FLOAT16, ge::FORMAT_NCDHW);
  c.InstanceNum({1, 1, 0, 0}, {1})
      .Attr("strides", AttrValue::ListInt({1, 1, 1, 2, 2}))
      .Attr("pads", AttrValue::ListInt({1, 1, 1, 1, 0, 0}));
  c.Attr("data_format", AttrValue::String("NCDHW"));
  CHECK(c.InferSymbolShape() == "[n, 8, d, (h + 1)//2, (w - 1)//2]");
  test::OpCase same("Conv3D");
  same.SymbolicInput({"n", "d", "h", "w", "4"}, ge::DT_FLOAT16, ge::FORMAT_NDHWC)
      .SymbolicInput({"3", "3", "3", "4", "16"}, ge::DT_FLOAT16, ge::FORMAT_DHWCN);
  same.InstanceNum({1, 1, 0, 0}, {1})
      .Attr("strides", AttrValue::ListInt({1, 2, 2, 2, 1}))
      .Attr("pads", AttrValue::ListInt({0, 0, 0, 0, 0, 0}));
  same.Attr("data_format", AttrValue::String("NDHWC")).Attr("padding", AttrValue::String("SAME"));
  CHECK(same.InferSymbolShape() == "[n, ceil_div(d, 2), ceil_div(h, 2), ceil_div(w, 2), 16]");
}

}  // namespace oppkit::ops
