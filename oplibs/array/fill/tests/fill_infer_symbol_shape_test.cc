// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Fill: y takes its dims from the dims input", "[oplibs][fill][symbolic]") {
  CHECK(test::OpCase("Fill").SymbolicValueInput({"b", "s"}).SymbolicValueInput({"1"}).InferSymbolShape() == "[b, s]");
  CHECK(test::OpCase("Fill").SymbolicValueInput({"3"}).SymbolicInput({}).InferSymbolValue() == "<none>");
  test::OpCase ones("Fill");
  ones.SymbolicValueInput({"3"});
  ones.SymbolicValueInput({"1"});
  CHECK(ones.InferSymbolValue() == "[1, 1, 1]");
}

}  // namespace oppkit::ops
