// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Gather: y replaces axis 0 by the indices' dims, a Shape's dims are picked", "[oplibs][gather][symbolic]") {
  CHECK(test::OpCase("Gather").SymbolicInput({"v", "d"}).SymbolicInput({"b", "s"}).InferSymbolShape() == "[b, s, d]");
  CHECK(test::OpCase("Gather").SymbolicInput({"3"}).SymbolicValueInput({"b", "s", "64"}).InferSymbolShape() == "[3]");
  CHECK(test::OpCase("Gather")
            .SymbolicValueInput({"b", "s*2", "64"})
            .SymbolicValueInput({"1", "-1"})
            .InferSymbolValue() == "[s*2, 64]");
  CHECK(test::OpCase("Gather").SymbolicValueInput({"b", "s"}).SymbolicValueInput({"2"}).InferSymbolValue() ==
        test::kFailed);
}

}  // namespace oppkit::ops
