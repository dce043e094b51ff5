// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Unpack: each output is x without the axis, whose size is num", "[oplibs][unpack][symbolic]") {
  test::OpCase rows("Unpack");
  rows.SymbolicInput({"b", "3", "s"}).InstanceNum({1}, {3}).Attr("num", AttrValue::Int(3));
  rows.Attr("axis", AttrValue::Int(1));
  CHECK(rows.InferSymbolShapes() == "[b, s]; [b, s]; [b, s]");
  // A formula dim of num is an assertion (a guard that chose nothing).
  test::OpCase guarded("Unpack");
  guarded.SymbolicInput({"n", "4"}).InstanceNum({1}, {2}).Attr("num", AttrValue::Int(2));
  CHECK(guarded.Hints({{"n", 2}}).InferSymbolShapes() == "[4]; [4] if n == 2");
  test::OpCase wrong("Unpack");
  wrong.SymbolicInput({"5", "4"}).InstanceNum({1}, {2}).Attr("num", AttrValue::Int(2));
  CHECK(wrong.InferSymbolShapes() == test::kFailed);
}

TEST_CASE("Unpack: a shape tensor's values are split", "[oplibs][unpack][symbolic]") {
  test::OpCase dims("Unpack");
  dims.SymbolicValueInput({"b", "s", "64"}).InstanceNum({1}, {3}).Attr("num", AttrValue::Int(3));
  CHECK(dims.InferSymbolShapes() == "[]; []; []");
  CHECK(dims.InferSymbolValue() == "[b]");  // output 0
}

}  // namespace oppkit::ops
