// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("GlobalAveragePool: y keeps N and C, spatial dims become 1", "[oplibs][global_average_pool][symbolic]") {
  CHECK(test::OpCase("GlobalAveragePool").SymbolicInput({"n", "c", "h", "w"}).InferSymbolShape() == "[n, c, 1, 1]");
  CHECK(test::OpCase("GlobalAveragePool").SymbolicInput({"n"}).InferSymbolShape() == test::kFailed);
}

}  // namespace oppkit::ops
