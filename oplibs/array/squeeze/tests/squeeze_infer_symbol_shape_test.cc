// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Squeeze: y removes the size-1 axes", "[oplibs][squeeze][symbolic]") {
  CHECK(test::OpCase("Squeeze").SymbolicInput({"4", "1", "3"}).InferSymbolShape() == "[4, 3]");
  // Without axes a symbol may or may not be 1: left to the numeric rule.
  CHECK(test::OpCase("Squeeze").SymbolicInput({"b", "1", "s"}).InferSymbolShape() == test::kUnsupported);
  CHECK(
      test::OpCase("Squeeze").SymbolicInput({"b", "n", "s"}).Attr("axis", AttrValue::ListInt({1})).InferSymbolShape() ==
      "[b, s] if n == 1");
  CHECK(test::OpCase("Squeeze").SymbolicInput({"b", "4"}).Attr("axis", AttrValue::ListInt({1})).InferSymbolShape() ==
        test::kFailed);
}

}  // namespace oppkit::ops
