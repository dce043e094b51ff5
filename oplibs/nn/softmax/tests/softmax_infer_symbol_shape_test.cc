// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("SoftmaxV2/LogSoftmaxV2: y has the symbolic shape of x", "[oplibs][softmax][symbolic]") {
  CHECK(test::OpCase("SoftmaxV2").SymbolicInput({"b", "s", "64"}).InferSymbolShape() == "[b, s, 64]");
  CHECK(test::OpCase("LogSoftmaxV2").SymbolicInput({"b", "s", "64"}).InferSymbolShape() == "[b, s, 64]");
}

}  // namespace oppkit::ops
