// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Expand: y broadcasts x to the shape values", "[oplibs][expand][symbolic]") {
  CHECK(test::OpCase("Expand").SymbolicInput({"1", "s", "1"}).SymbolicValueInput({"b", "1", "64"}).InferSymbolShape() ==
        "[b, s, 64]");
}

}  // namespace oppkit::ops
