// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Tile: y multiplies each dim", "[oplibs][tile][symbolic]") {
  CHECK(test::OpCase("Tile").SymbolicInput({"b", "4"}).SymbolicValueInput({"2", "n"}).InferSymbolShape() ==
        "[b*2, n*4]");
}

}  // namespace oppkit::ops
