// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("BroadcastTo: y broadcasts x to the shape values", "[oplibs][broadcast_to][symbolic]") {
  CHECK(test::OpCase("BroadcastTo").SymbolicInput({"s"}).SymbolicValueInput({"b", "s"}).InferSymbolShape() == "[b, s]");
}

}  // namespace oppkit::ops
