// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("BatchNorm: y has x's shape, the statistics scale's, reserve_space_3 is [1]",
          "[oplibs][batch_norm][symbolic]") {
  test::OpCase c("BatchNorm");
  c.SymbolicInput({"n", "h", "w", "c"}).SymbolicInput({"c"}).SymbolicInput({"c"});
  c.InstanceNum({1, 1, 1, 0, 0}, {1, 1, 1, 1, 1, 1});
  CHECK(c.InferSymbolShapes() == "[n, h, w, c]; [c]; [c]; [c]; [c]; [1]");
}

}  // namespace oppkit::ops
