// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Cumsum: y has x's shape", "[oplibs][cumsum][symbolic]") {
  test::OpCase c("Cumsum");
  c.SymbolicInput({"b", "s"}).SymbolicValueInput({"1"});
  CHECK(c.InferSymbolShape() == "[b, s]");
}

}  // namespace oppkit::ops
