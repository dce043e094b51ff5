// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("SplitV: parts of the given sizes, a -1 size the rest of the dim", "[oplibs][split_v][symbolic]") {
  test::OpCase rest("SplitV");
  rest.SymbolicInput({"b", "s"}).SymbolicValueInput({"2", "-1"}).SymbolicValueInput({"1"});
  rest.InstanceNum({1, 1, 1}, {2}).Attr(AttrValue::Int(2));
  CHECK(rest.InferSymbolShapes() == "[b, 2]; [b, s - 2]");
  // Sizes that are formulas (torch's chunk of a computed length) must sum to the dim: a guard.
  test::OpCase formulas("SplitV");
  formulas.SymbolicInput({"b", "s*2"}).SymbolicValueInput({"s", "s"}).SymbolicValueInput({"-1"});
  formulas.InstanceNum({1, 1, 1}, {2}).Attr(AttrValue::Int(2));
  CHECK(formulas.InferSymbolShapes() == "[b, s]; [b, s]");
  test::OpCase wrong_sum("SplitV");
  wrong_sum.SymbolicInput({"b", "6"}).SymbolicValueInput({"2", "2"}).SymbolicValueInput({"1"});
  wrong_sum.InstanceNum({1, 1, 1}, {2}).Attr(AttrValue::Int(2));
  CHECK(wrong_sum.InferSymbolShapes() == test::kFailed);
  test::OpCase two_rests("SplitV");
  two_rests.SymbolicInput({"b", "6"}).SymbolicValueInput({"-1", "-1"}).SymbolicValueInput({"1"});
  two_rests.InstanceNum({1, 1, 1}, {2}).Attr(AttrValue::Int(2));
  CHECK(two_rests.InferSymbolShapes() == test::kFailed);
  test::OpCase no_sizes("SplitV");
  no_sizes.SymbolicInput({"b", "6"}).SymbolicInput({"2"}, ge::DT_INT64).SymbolicValueInput({"1"});
  no_sizes.InstanceNum({1, 1, 1}, {2}).Attr(AttrValue::Int(2));
  CHECK(no_sizes.InferSymbolShapes() == test::kUnsupported);
}

}  // namespace oppkit::ops
