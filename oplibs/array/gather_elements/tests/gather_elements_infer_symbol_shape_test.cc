// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("GatherElements: y has index's shape", "[oplibs][gather_elements][symbolic]") {
  test::OpCase c("GatherElements");
  c.SymbolicInput({"b", "s"}).SymbolicInput({"b", "k"});
  CHECK(c.InferSymbolShape() == "[b, k]");
}

}  // namespace oppkit::ops
