// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Unsqueeze: y inserts 1s at the axes of the output", "[oplibs][unsqueeze][symbolic]") {
  CHECK(test::OpCase("Unsqueeze")
            .SymbolicInput({"b", "s"})
            .Attr("axes", AttrValue::ListInt({0, -1}))
            .InferSymbolShape() == "[1, b, s, 1]");
  CHECK(test::OpCase("Unsqueeze").SymbolicValueInput({"s"}).Attr("axes", AttrValue::ListInt({0})).InferSymbolValue() ==
        "[s]");
}

}  // namespace oppkit::ops
