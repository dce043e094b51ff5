// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("AvgPool: y's spatial sizes are formulas of the window", "[oplibs][avg_pool][symbolic]") {
  test::OpCase valid("AvgPool");
  valid.SymbolicInput({"n", "h", "w", "8"}, ge::DT_FLOAT16, ge::FORMAT_NHWC)
      .Attr("ksize", AttrValue::ListInt({1, 3, 3, 1}));
  valid.Attr("strides", AttrValue::ListInt({1, 1, 1, 1})).Attr("padding", AttrValue::String("VALID"));
  CHECK(valid.InferSymbolShape() == "[n, h - 2, w - 2, 8]");
}

}  // namespace oppkit::ops
