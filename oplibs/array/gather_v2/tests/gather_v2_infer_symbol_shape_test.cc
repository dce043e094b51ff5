// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("GatherV2: y replaces the axis by the indices' dims, a scalar index picks one dim of a Shape",
          "[oplibs][gather_v2][symbolic]") {
  CHECK(test::OpCase("GatherV2")
            .SymbolicInput({"b", "s", "64"})
            .SymbolicInput({"k"})
            .SymbolicValueInput({"1"})
            .InferSymbolShape() == "[b, k, 64]");
  test::OpCase pick("GatherV2");
  pick.SymbolicValueInput({"b", "s", "64"}).SymbolicInput({}).SymbolicValueInput({"0"});
  CHECK(pick.InferSymbolShape() == "[]");
  CHECK(test::OpCase("GatherV2")
            .SymbolicValueInput({"b", "s", "64"})
            .SymbolicValueInput({"-2"})
            .SymbolicValueInput({"0"})
            .InferSymbolValue() == "[s]");
  CHECK(
      test::OpCase("GatherV2").SymbolicInput({"b", "s"}).SymbolicInput({"k"}).SymbolicInput({"1"}).InferSymbolShape() ==
      test::kUnsupported);  // an axis without a value
}

}  // namespace oppkit::ops
