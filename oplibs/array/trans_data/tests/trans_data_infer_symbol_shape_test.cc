// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("TransData: y has the symbolic shape of x", "[oplibs][trans_data][symbolic]") {
  CHECK(test::OpCase("TransData").SymbolicInput({"b", "s", "64"}).InferSymbolShape() == "[b, s, 64]");
}

}  // namespace oppkit::ops
