// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("MaxPool3D: y's D, H and W are formulas of the window, in either layout", "[oplibs][pool3d][symbolic]") {
  test::OpCase first("MaxPool3D");
  first.SymbolicInput({"n", "c", "d", "h", "w"}, ge::DT_FLOAT16, ge::FORMAT_NCDHW)
      .Attr("ksize", AttrValue::ListInt({3}))
      .Attr("strides", AttrValue::ListInt({1, 2, 2}));
  first.Attr("padding", AttrValue::String("CALCULATED")).Attr("pads", AttrValue::ListInt({1, 1, 1, 1, 0, 0}));
  first.Attr("data_format", AttrValue::String("NCDHW"));
  CHECK(first.InferSymbolShape() == "[n, c, d, (h + 1)//2, (w - 1)//2]");
  test::OpCase last("MaxPool3D");
  last.SymbolicInput({"n", "d", "h", "w", "c"}, ge::DT_FLOAT16, ge::FORMAT_NDHWC)
      .Attr("ksize", AttrValue::ListInt({1, 2, 2, 2, 1}))
      .Attr("strides", AttrValue::ListInt({1, 2, 2, 2, 1}));
  last.Attr("padding", AttrValue::String("SAME")).Attr("data_format", AttrValue::String("NDHWC"));
  CHECK(last.InferSymbolShape() == "[n, ceil_div(d, 2), ceil_div(h, 2), ceil_div(w, 2), c]");
  test::OpCase dilated("MaxPool3D");
  dilated.SymbolicInput({"n", "c", "d", "h", "w"}, ge::DT_FLOAT16, ge::FORMAT_NCDHW)
      .Attr("ksize", AttrValue::ListInt({2}))
      .Attr("strides", AttrValue::ListInt({1}));
  dilated.Attr("padding", AttrValue::String("VALID")).Attr("dilation", AttrValue::ListInt({1, 1, 3, 3, 3}));
  dilated.Attr("data_format", AttrValue::String("NCDHW"));
  CHECK(dilated.InferSymbolShape() == "[n, c, d - 3, h - 3, w - 3]");
}

TEST_CASE("AvgPool3D: ceil_mode's last window is decided by a guard", "[oplibs][pool3d][symbolic]") {
  test::OpCase pool("AvgPool3D");
  pool.SymbolicInput({"n", "c", "d", "h", "w"}, ge::DT_FLOAT16, ge::FORMAT_NCDHW)
      .Attr("ksize", AttrValue::ListInt({2}))
      .Attr("strides", AttrValue::ListInt({2}));
  pool.Attr("pads", AttrValue::ListInt({0, 0, 0, 0, 0, 0})).Attr("ceil_mode", AttrValue::Bool(true));
  pool.Attr("data_format", AttrValue::String("NCDHW"));
  const std::string shape = pool.Hints({{"d", 5}, {"h", 7}, {"w", 9}}).InferSymbolShape();
  CHECK(shape.rfind("[n, c, ceil_div(d, 2), ceil_div(h, 2), ceil_div(w, 2)] if ", 0) == 0);
  test::OpCase bad("AvgPool3D");
  bad.SymbolicInput({"n", "c", "h", "w"}, ge::DT_FLOAT16, ge::FORMAT_NCHW)
      .Attr("ksize", AttrValue::ListInt({2}))
      .Attr("strides", AttrValue::ListInt({2}))
      .Attr("pads", AttrValue::ListInt({0, 0, 0, 0, 0, 0}));
  CHECK(bad.InferSymbolShape() == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x must have a 5-D symbolic shape"));
}

}  // namespace oppkit::ops
