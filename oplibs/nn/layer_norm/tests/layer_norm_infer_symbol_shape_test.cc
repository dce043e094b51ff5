// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("LayerNorm: y is x's shape, mean and variance keep the dims before begin_norm_axis",
          "[oplibs][layer_norm][symbolic]") {
  test::OpCase ln("LayerNorm");
  ln.SymbolicInput({"b", "s", "64"}).SymbolicInput({"64"}).SymbolicInput({"64"}).InstanceNum({1, 1, 1}, {1, 1, 1});
  CHECK(ln.Attr("begin_norm_axis", AttrValue::Int(-1)).InferSymbolShapes() == "[b, s, 64]; [b, s, 1]; [b, s, 1]");
}

}  // namespace oppkit::ops
