// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("GatherV2D: y replaces the axis by the indices dims, a Shape dim is picked",
          "[oplibs][gather_v2_d][symbolic]") {
  CHECK(test::OpCase("GatherV2D")
            .SymbolicInput({"b", "s", "64"})
            .SymbolicInput({"k"})
            .Attr("axis", AttrValue::Int(1))
            .InferSymbolShape() == "[b, k, 64]");
  CHECK(test::OpCase("GatherV2D")
            .SymbolicValueInput({"seq", "batch", "64"})
            .SymbolicValueInput({"-1"})
            .Attr("axis", AttrValue::Int(0))
            .InferSymbolValue() == "[64]");
}

}  // namespace oppkit::ops
