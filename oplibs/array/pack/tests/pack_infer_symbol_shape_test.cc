// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Pack: y stacks the instances, scalars make a shape", "[oplibs][pack][symbolic]") {
  test::OpCase c("Pack");
  c.SymbolicValueInput({"b"}).SymbolicValueInput({"s*4"}).InstanceNum({2}, {1}).Attr("axis", AttrValue::Int(0));
  CHECK(c.InferSymbolShape() == "[2, 1]");
  CHECK(c.InferSymbolValue() == "[b, s*4]");
  test::OpCase d("Pack");
  d.SymbolicInput({"b", "s"}).SymbolicInput({"b", "s"}).InstanceNum({2}, {1}).Attr("axis", AttrValue::Int(-1));
  CHECK(d.InferSymbolShape() == "[b, s, 2]");
}

}  // namespace oppkit::ops
