// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("BNInference: y has x's shape", "[oplibs][bn_inference][symbolic]") {
  test::OpCase c("BNInference");
  c.SymbolicInput({"n", "16", "h", "w"}).SymbolicInput({"16"}).SymbolicInput({"16"}).SymbolicInput({"1"});
  CHECK(c.InferSymbolShape() == "[n, 16, h, w]");
}

}  // namespace oppkit::ops
