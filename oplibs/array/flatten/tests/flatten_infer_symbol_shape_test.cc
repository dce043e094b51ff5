// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Flatten: y is 2-D: the products before and from axis", "[oplibs][flatten][symbolic]") {
  CHECK(test::OpCase("Flatten").SymbolicInput({"n", "c", "h", "w"}).InferSymbolShape() == "[n, c*h*w]");
  CHECK(test::OpCase("Flatten").SymbolicInput({"n", "c", "4"}).Attr("axis", AttrValue::Int(-1)).InferSymbolShape() ==
        "[c*n, 4]");
}

}  // namespace oppkit::ops
