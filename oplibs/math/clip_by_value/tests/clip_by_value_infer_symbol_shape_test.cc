// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("ClipByValue: y is the broadcast of x and the bounds", "[oplibs][clip_by_value][symbolic]") {
  CHECK(test::OpCase("ClipByValue")
            .SymbolicInput({"n", "c", "h", "w"})
            .SymbolicInput({})
            .SymbolicInput({})
            .InferSymbolShape() == "[n, c, h, w]");
}

}  // namespace oppkit::ops
