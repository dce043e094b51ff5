// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("InstanceNorm: y is x's shape, mean and variance keep N and C", "[oplibs][instance_norm][symbolic]") {
  test::OpCase nchw("InstanceNorm");
  nchw.SymbolicInput({"n", "c", "h", "w"}).SymbolicInput({"c"}).SymbolicInput({"c"}).InstanceNum({1, 1, 1}, {1, 1, 1});
  CHECK(nchw.Attr("data_format", AttrValue::String("NCHW")).InferSymbolShapes() ==
        "[n, c, h, w]; [n, c, 1, 1]; [n, c, 1, 1]");
  test::OpCase nhwc("InstanceNorm");
  nhwc.SymbolicInput({"n", "h", "w", "c"}).SymbolicInput({"c"}).SymbolicInput({"c"}).InstanceNum({1, 1, 1}, {1, 1, 1});
  CHECK(nhwc.InferSymbolShapes() == "[n, h, w, c]; [n, 1, 1, c]; [n, 1, 1, c]");
}

}  // namespace oppkit::ops
