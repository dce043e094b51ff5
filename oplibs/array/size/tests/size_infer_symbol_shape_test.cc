// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Size: y is a scalar holding the element count", "[oplibs][size][symbolic]") {
  CHECK(test::OpCase("Size").SymbolicInput({"b", "s", "4"}).InferSymbolShape() == "[]");
  CHECK(test::OpCase("Size").SymbolicInput({"b", "s", "4"}).InferSymbolValue() == "[b*s*4]");
}

}  // namespace oppkit::ops
