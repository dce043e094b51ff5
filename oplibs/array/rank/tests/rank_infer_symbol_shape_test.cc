// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Rank: y is a scalar holding the rank", "[oplibs][rank][symbolic]") {
  CHECK(test::OpCase("Rank").SymbolicInput({"b", "s"}).InferSymbolValue() == "[2]");
}

}  // namespace oppkit::ops
