// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Transpose: y permutes the dims", "[oplibs][transpose][symbolic]") {
  CHECK(test::OpCase("Transpose")
            .SymbolicInput({"b", "s", "h", "64"})
            .SymbolicValueInput({"0", "2", "1", "3"})
            .InferSymbolShape() == "[b, h, s, 64]");
  CHECK(test::OpCase("Transpose").SymbolicInput({"b", "s"}).SymbolicValueInput({"0", "0"}).InferSymbolShape() ==
        test::kFailed);
}

}  // namespace oppkit::ops
