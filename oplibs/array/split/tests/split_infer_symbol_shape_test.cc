// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Split: equal parts of a formula dim, under a divisibility guard", "[oplibs][split][symbolic]") {
  test::OpCase op("Split");
  op.SymbolicValueInput({"-1"}).SymbolicInput({"b", "s", "c*3"}).InstanceNum({1, 1}, {3});
  op.Attr(AttrValue::Int(3));
  CHECK(op.InferSymbolShapes() == "[b, s, c]; [b, s, c]; [b, s, c]");
  test::OpCase guarded("Split");
  guarded.SymbolicValueInput({"1"}).SymbolicInput({"b", "s"}).InstanceNum({1, 1}, {2});
  CHECK(guarded.Attr(AttrValue::Int(2)).Hints({{"s", 8}}).InferSymbolShapes() == "[b, s//2]; [b, s//2] if s%2 == 0");
  test::OpCase odd("Split");
  odd.SymbolicValueInput({"1"}).SymbolicInput({"b", "7"}).InstanceNum({1, 1}, {2});
  CHECK(odd.Attr(AttrValue::Int(2)).InferSymbolShapes() == test::kFailed);
  test::OpCase unknown_axis("Split");
  unknown_axis.SymbolicValueInput({"k"}).SymbolicInput({"b", "6"}).InstanceNum({1, 1}, {2});
  CHECK(unknown_axis.Attr(AttrValue::Int(2)).InferSymbolShapes() == test::kUnsupported);
}

}  // namespace oppkit::ops
