// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Pad: each dim grows by its two pads, negative pads refused", "[oplibs][pad][symbolic]") {
  CHECK(test::OpCase("Pad").SymbolicInput({"n", "4"}).SymbolicValueInput({"0", "0", "k", "1"}).InferSymbolShape() ==
        "[n, k + 5]");
  CHECK(test::OpCase("Pad").SymbolicInput({"n"}).SymbolicValueInput({"-1", "0"}).InferSymbolShape() == test::kFailed);
}

}  // namespace oppkit::ops
