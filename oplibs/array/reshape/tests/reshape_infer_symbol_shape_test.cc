// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Reshape: y takes the shape values, 0 copies, -1 is inferred", "[oplibs][reshape][symbolic]") {
  CHECK(test::OpCase("Reshape").SymbolicInput({"b", "s", "64"}).SymbolicValueInput({"-1", "64"}).InferSymbolShape() ==
        "[b*s, 64]");
  CHECK(test::OpCase("Reshape")
            .SymbolicInput({"b", "s", "256"})
            .SymbolicValueInput({"0", "0", "4", "-1"})
            .InferSymbolShape() == "[b, s, 4, 64]");
  CHECK(test::OpCase("Reshape")
            .SymbolicInput({"b", "s", "4", "64"})
            .SymbolicValueInput({"b", "s", "256"})
            .InferSymbolShape() == "[b, s, 256]");
  CHECK(test::OpCase("Reshape").SymbolicInput({"n", "6"}).SymbolicValueInput({"4", "-1"}).InferSymbolShape() ==
        "[4, n + n//2] if n%2 == 0");
  CHECK(test::OpCase("Reshape").SymbolicInput({"n", "3"}).SymbolicValueInput({"-1", "-1"}).InferSymbolShape() ==
        test::kFailed);
  CHECK(test::OpCase("Reshape").SymbolicInput({"n", "3"}).SymbolicInput({"2"}).InferSymbolShape() ==
        test::kUnsupported);  // no values
}

}  // namespace oppkit::ops
