// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Shape: y is [rank] and holds the dims of x", "[oplibs][shape][symbolic]") {
  CHECK(test::OpCase("Shape").SymbolicInput({"b", "s*4", "64"}).InferSymbolShape() == "[3]");
  CHECK(test::OpCase("Shape").SymbolicInput({"b", "s*4", "64"}).InferSymbolValue() == "[b, s*4, 64]");
  CHECK(test::OpCase("Shape").SymbolicInput({}).InferSymbolValue() == "[]");
}

}  // namespace oppkit::ops
