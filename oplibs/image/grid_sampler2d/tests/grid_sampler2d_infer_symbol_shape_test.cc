// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("GridSampler2D: y is x's N and C with grid's Ho and Wo", "[oplibs][grid_sampler2d][symbolic]") {
  test::OpCase c("GridSampler2D");
  c.SymbolicInput({"n", "c", "h", "w"}).SymbolicInput({"n", "h*2", "w//2", "2"});
  CHECK(c.InferSymbolShape() == "[n, c, h*2, w//2]");
  // Two batch formulas are one batch: a guard says so.
  test::OpCase guarded("GridSampler2D");
  guarded.SymbolicInput({"n", "c", "h", "w"}).SymbolicInput({"m", "8", "8", "2"});
  CHECK(guarded.Hints({{"n", 2}, {"m", 2}}).InferSymbolShape() == "[n, c, 8, 8] if m == n");
  test::OpCase bad("GridSampler2D");
  bad.SymbolicInput({"n", "c", "h", "w"}).SymbolicInput({"n", "8", "8", "3"});
  CHECK(bad.InferSymbolShape() == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input grid's last dim 3 must be 2"));
}

}  // namespace oppkit::ops
