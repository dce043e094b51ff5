// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("ScatterElements: y has data's shape", "[oplibs][scatter_elements][symbolic]") {
  test::OpCase c("ScatterElements");
  c.SymbolicInput({"b", "s"}).SymbolicInput({"b", "k"}).SymbolicInput({"b", "k"});
  CHECK(c.InferSymbolShape() == "[b, s]");
}

}  // namespace oppkit::ops
