// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("UnsqueezeV3: y inserts 1s at the axes input's values", "[oplibs][unsqueeze_v3][symbolic]") {
  CHECK(test::OpCase("UnsqueezeV3").SymbolicInput({"b", "s"}).SymbolicValueInput({"1"}).InferSymbolShape() ==
        "[b, 1, s]");
  CHECK(test::OpCase("UnsqueezeV3").SymbolicInput({"b"}).SymbolicValueInput({"3"}).InferSymbolShape() == test::kFailed);
}

}  // namespace oppkit::ops
