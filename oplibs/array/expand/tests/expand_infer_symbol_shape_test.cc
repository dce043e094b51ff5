// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Expand: y broadcasts x to the shape values", "[oplibs][expand][symbolic]") {
  CHECK(test::OpCase("Expand").SymbolicInput({"1", "s", "1"}).SymbolicValueInput({"b", "1", "64"}).InferSymbolShape() ==
        "[b, s, 64]");
}

TEST_CASE("Expand: an index tensor's values are broadcast to y", "[oplibs][expand][symbolic]") {
  // The rows of an index grid (torch's advanced indexing exports arange(n) expanded to [m, n]).
  CHECK(test::OpCase("Expand").SymbolicValueInput({"0", "s", "2"}).SymbolicValueInput({"2", "3"}).InferSymbolValue() ==
        "[0, s, 2, 0, s, 2]");
  CHECK(test::OpCase("Expand").SymbolicValueInput({"0", "s", "2"}).SymbolicValueInput({"t", "3"}).InferSymbolValue() ==
        "<none>");  // y's shape is not constant
}

}  // namespace oppkit::ops
