// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("ConcatV2: y sums the concat axis and concatenates shape values", "[oplibs][concat_v2][symbolic]") {
  test::OpCase c("ConcatV2");
  c.SymbolicInput({"b", "s", "4"}).SymbolicInput({"b", "s", "x"}).SymbolicValueInput({"-1"}).InstanceNum({2, 1}, {1});
  CHECK(c.InferSymbolShape() == "[b, s, x + 4]");
  test::OpCase shape("ConcatV2");
  shape.SymbolicValueInput({"b", "s"}).SymbolicValueInput({"-1"}).SymbolicValueInput({"0"}).InstanceNum({2, 1}, {1});
  CHECK(shape.InferSymbolShape() == "[3]");
  CHECK(shape.InferSymbolValue() == "[b, s, -1]");
}

}  // namespace oppkit::ops
