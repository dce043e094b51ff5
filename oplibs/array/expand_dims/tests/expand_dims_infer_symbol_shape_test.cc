// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("ExpandDims: y inserts a 1 at the axis", "[oplibs][expand_dims][symbolic]") {
  CHECK(test::OpCase("ExpandDims").SymbolicInput({"b", "s"}).SymbolicValueInput({"-1"}).InferSymbolShape() ==
        "[b, s, 1]");
}

}  // namespace oppkit::ops
