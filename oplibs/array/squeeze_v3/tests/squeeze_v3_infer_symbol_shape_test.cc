// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("SqueezeV3: y removes the size-1 axes", "[oplibs][squeeze_v3][symbolic]") {
  CHECK(test::OpCase("SqueezeV3").SymbolicInput({"1", "s"}).SymbolicValueInput({"0"}).InferSymbolShape() == "[s]");
  CHECK(test::OpCase("SqueezeV3").SymbolicInput({"1", "5", "1"}).InstanceNum({1, 0}, {1}).InferSymbolShape() == "[5]");
}

}  // namespace oppkit::ops
