// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("BiasAdd: y has the symbolic shape of x", "[oplibs][bias_add][symbolic]") {
  CHECK(test::OpCase("BiasAdd")
            .SymbolicInput({"b", "s", "64"})
            .SymbolicInput({"64"})
            .InstanceNum({1, 1}, {1})
            .InferSymbolShape() == "[b, s, 64]");
}

}  // namespace oppkit::ops
