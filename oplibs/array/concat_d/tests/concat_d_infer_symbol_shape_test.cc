// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("ConcatD: y sums the concat axis", "[oplibs][concat_d][symbolic]") {
  test::OpCase c("ConcatD");
  c.SymbolicInput({"b", "2"}).SymbolicInput({"b", "n"}).InstanceNum({2}, {1}).Attr("concat_dim", AttrValue::Int(1));
  CHECK(c.InferSymbolShape() == "[b, n + 2]");
}

}  // namespace oppkit::ops
