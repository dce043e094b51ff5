// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Concat: y sums the concat axis", "[oplibs][concat][symbolic]") {
  test::OpCase c("Concat");
  c.SymbolicValueInput({"1"}).SymbolicInput({"b", "s"}).SymbolicInput({"b", "t + 1"}).InstanceNum({1, 2}, {1});
  CHECK(c.InferSymbolShape() == "[b, s + t + 1]");
}

}  // namespace oppkit::ops
