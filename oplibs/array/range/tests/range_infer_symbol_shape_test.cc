// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Range: y has ceil_div(limit - start, delta) elements", "[oplibs][range][symbolic]") {
  test::OpCase r("Range");
  r.SymbolicValueInput({"0"}).SymbolicValueInput({"s"}).SymbolicValueInput({"1"});
  CHECK(r.InferSymbolShape() == "[s] if s >= 0");
  test::OpCase half("Range");
  half.SymbolicValueInput({"1"}).SymbolicValueInput({"n"}).SymbolicValueInput({"2"});
  CHECK(half.Hints({{"n", 9}}).InferSymbolShape() == "[ceil_div(n + 1, 2) - 1] if n >= 1");
  test::OpCase three("Range");
  three.SymbolicValueInput({"k"}).SymbolicValueInput({"k + 3"}).SymbolicValueInput({"1"});
  CHECK(three.InferSymbolValue() == "[k, k + 1, k + 2]");
}

}  // namespace oppkit::ops
