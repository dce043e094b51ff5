// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("MaxPoolV3: y's spatial sizes are formulas of the window", "[oplibs][max_pool_v3][symbolic]") {
  test::OpCase pool("MaxPoolV3");
  pool.SymbolicInput({"n", "c", "h", "w"}, ge::DT_FLOAT16, ge::FORMAT_NCHW)
      .Attr("ksize", AttrValue::ListInt({1, 1, 3, 3}));
  pool.Attr("strides", AttrValue::ListInt({1, 1, 2, 2})).Attr("pads", AttrValue::ListInt({1, 1, 1, 1}));
  CHECK(pool.InferSymbolShape() == "[n, c, (h + 1)//2, (w + 1)//2]");
  test::OpCase ceil("MaxPoolV3");
  ceil.SymbolicInput({"n", "c", "h", "w"}, ge::DT_FLOAT16, ge::FORMAT_NCHW)
      .Attr("ksize", AttrValue::ListInt({1, 1, 2, 2}));
  ceil.Attr("strides", AttrValue::ListInt({1, 1, 2, 2})).Attr("ceil_mode", AttrValue::Bool(true));
  CHECK(ceil.Hints({{"h", 7}, {"w", 7}}).InferSymbolShape().rfind("[n, c, ceil_div(h, 2), ceil_div(w, 2)] if ", 0) ==
        0);
}

}  // namespace oppkit::ops
