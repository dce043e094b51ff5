// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("BroadcastTo: y broadcasts x to the shape values", "[oplibs][broadcast_to][symbolic]") {
  CHECK(test::OpCase("BroadcastTo").SymbolicInput({"s"}).SymbolicValueInput({"b", "s"}).InferSymbolShape() == "[b, s]");
}

TEST_CASE("BroadcastTo: an index tensor's values are broadcast to y", "[oplibs][broadcast_to][symbolic]") {
  // The rows of an index grid (torch's advanced indexing exports arange(n) expanded to [m, n]).
  CHECK(test::OpCase("BroadcastTo")
            .SymbolicValueInput({"0", "s", "2"})
            .SymbolicValueInput({"2", "3"})
            .InferSymbolValue() == "[0, s, 2, 0, s, 2]");
  CHECK(test::OpCase("BroadcastTo")
            .SymbolicValueInput({"0", "s", "2"})
            .SymbolicValueInput({"t", "3"})
            .InferSymbolValue() == "<none>");  // y's shape is not constant
}

}  // namespace oppkit::ops
