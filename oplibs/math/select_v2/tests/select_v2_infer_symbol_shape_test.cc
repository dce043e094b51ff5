// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("SelectV2: y broadcasts the three inputs", "[oplibs][select_v2][symbolic]") {
  CHECK(test::OpCase("SelectV2")
            .SymbolicInput({"1", "s", "s"}, ge::DT_BOOL)
            .SymbolicInput({"b", "1", "s", "s"})
            .SymbolicInput({})
            .InferSymbolShape() == "[b, 1, s, s]");
}

TEST_CASE("SelectV2: constant conditions pick the values of a shape", "[oplibs][select_v2][symbolic]") {
  test::OpCase pick("SelectV2");
  pick.SymbolicValueInput({"0", "1", "1"}, ge::DT_BOOL).SymbolicValueInput({"1"}).SymbolicValueInput({"b", "-1", "-1"});
  CHECK(pick.InferSymbolValue() == "[b, 1, 1]");
  test::OpCase unknown("SelectV2");
  unknown.SymbolicValueInput({"c"}, ge::DT_BOOL).SymbolicValueInput({"1"}).SymbolicValueInput({"b"});
  CHECK(unknown.InferSymbolValue() == "<none>");
}

}  // namespace oppkit::ops
