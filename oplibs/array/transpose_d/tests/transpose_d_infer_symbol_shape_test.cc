// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("TransposeD: y permutes the dims", "[oplibs][transpose_d][symbolic]") {
  CHECK(test::OpCase("TransposeD")
            .SymbolicInput({"b", "s", "4"})
            .Attr("perm", AttrValue::ListInt({2, 0, 1}))
            .InferSymbolShape() == "[4, b, s]");
}

}  // namespace oppkit::ops
