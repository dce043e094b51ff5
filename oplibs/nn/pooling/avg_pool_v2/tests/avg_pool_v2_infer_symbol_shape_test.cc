// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("AvgPoolV2: y's spatial sizes are formulas of the window", "[oplibs][avg_pool_v2][symbolic]") {
  test::OpCase global("AvgPoolV2");
  global.SymbolicInput({"n", "c", "h", "w"}, ge::DT_FLOAT16, ge::FORMAT_NCHW)
      .Attr("ksize", AttrValue::ListInt({1, 1, 3, 3}));
  global.Attr("strides", AttrValue::ListInt({1, 1, 1, 1})).Attr("global_pooling", AttrValue::Bool(true));
  CHECK(global.InferSymbolShape() == "[n, c, 1, 1]");
}

}  // namespace oppkit::ops
