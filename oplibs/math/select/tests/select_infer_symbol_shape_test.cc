// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Select: y broadcasts the three inputs", "[oplibs][select][symbolic]") {
  CHECK(test::OpCase("Select")
            .SymbolicInput({"1", "s", "s"}, ge::DT_BOOL)
            .SymbolicInput({"b", "1", "s", "s"})
            .SymbolicInput({})
            .InferSymbolShape() == "[b, 1, s, s]");
}

}  // namespace oppkit::ops
