// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("StridedSlice: range dims are formulas of the bounds, whole and new dims pass through",
          "[oplibs][strided_slice][symbolic]") {
  // x[1:s, ..., None] of a [n, 4, 5] tensor: an ellipsis keeps dim 1 and 2 whole, new_axis_mask adds a 1 at the end.
  test::OpCase sliced("StridedSlice");
  sliced.SymbolicInput({"n", "4", "5"}).SymbolicValueInput({"1", "0", "0"}).SymbolicValueInput({"s", "0", "0"});
  sliced.SymbolicValueInput({"1", "1", "1"}).Attr("ellipsis_mask", AttrValue::Int(2));
  sliced.Attr("new_axis_mask", AttrValue::Int(4));
  CHECK(sliced.Hints({{"n", 8}, {"s", 6}}).InferSymbolShape() == "[s - 1, 4, 5, 1] if n >= 1, n >= s, s >= 1");
  // begin_mask and end_mask take the whole dim; a stride of 2 halves it, rounding up.
  test::OpCase masked("StridedSlice");
  masked.SymbolicInput({"n", "7"}).SymbolicValueInput({"0", "0"}).SymbolicValueInput({"0", "0"});
  masked.SymbolicValueInput({"2", "3"}).Attr("begin_mask", AttrValue::Int(3)).Attr("end_mask", AttrValue::Int(3));
  CHECK(masked.InferSymbolShape() == "[ceil_div(n, 2), 3] if n >= 0");  // n is any integer here, not a dim
  // A shrunk dim is removed; a negative stride on a constant dim is computed as the InferShape does.
  test::OpCase reversed("StridedSlice");
  reversed.SymbolicInput({"n", "6"}).SymbolicValueInput({"0", "-1"}).SymbolicValueInput({"0", "0"});
  reversed.SymbolicValueInput({"1", "-2"}).Attr("shrink_axis_mask", AttrValue::Int(1));
  reversed.Attr("end_mask", AttrValue::Int(2));
  CHECK(reversed.InferSymbolShape() == "[3]");
  // A negative stride on a formula is left to the numeric rule.
  test::OpCase unknown("StridedSlice");
  unknown.SymbolicInput({"n"}).SymbolicValueInput({"-1"}).SymbolicValueInput({"0"}).SymbolicValueInput({"-1"});
  unknown.Attr("end_mask", AttrValue::Int(1));
  CHECK(unknown.InferSymbolShape() == test::kUnsupported);
  // Strides that are not constants too.
  test::OpCase steps("StridedSlice");
  steps.SymbolicInput({"n"}).SymbolicValueInput({"0"}).SymbolicValueInput({"n"}).SymbolicValueInput({"k"});
  CHECK(steps.InferSymbolShape() == test::kUnsupported);
}

TEST_CASE("StridedSlice: a shape tensor's values are picked, tf.shape(x)[0] is x's first dim",
          "[oplibs][strided_slice][symbolic]") {
  test::OpCase first("StridedSlice");
  first.SymbolicValueInput({"batch", "seq", "64"}).SymbolicValueInput({"0"}).SymbolicValueInput({"1"});
  first.SymbolicValueInput({"1"}).Attr("shrink_axis_mask", AttrValue::Int(1));
  CHECK(first.InferSymbolShape() == "[]");
  CHECK(first.InferSymbolValue() == "[batch]");
  // shape[-2:]
  test::OpCase tail("StridedSlice");
  tail.SymbolicValueInput({"batch", "seq", "64"}).SymbolicValueInput({"-2"}).SymbolicValueInput({"0"});
  tail.SymbolicValueInput({"1"}).Attr("end_mask", AttrValue::Int(1));
  CHECK(tail.InferSymbolShape() == "[2]");
  CHECK(tail.InferSymbolValue() == "[seq, 64]");
  // shape[::-1]
  test::OpCase reversed("StridedSlice");
  reversed.SymbolicValueInput({"batch", "seq", "64"}).SymbolicValueInput({"0"}).SymbolicValueInput({"0"});
  reversed.SymbolicValueInput({"-1"}).Attr("begin_mask", AttrValue::Int(1)).Attr("end_mask", AttrValue::Int(1));
  CHECK(reversed.InferSymbolValue() == "[64, seq, batch]");
}

TEST_CASE("StridedSlice: a spec that does not fit x fails the symbolic rule as it fails the InferShape",
          "[oplibs][strided_slice][symbolic]") {
  test::OpCase two_ellipses("StridedSlice");
  two_ellipses.SymbolicInput({"n", "4"}).SymbolicValueInput({"0", "0"}).SymbolicValueInput({"0", "0"});
  two_ellipses.SymbolicValueInput({"1", "1"}).Attr("ellipsis_mask", AttrValue::Int(3));
  CHECK(two_ellipses.InferSymbolShape() == test::kFailed);
  test::OpCase too_many("StridedSlice");
  too_many.SymbolicInput({"n"}).SymbolicValueInput({"0", "0"}).SymbolicValueInput({"1", "1"});
  too_many.SymbolicValueInput({"1", "1"});
  CHECK(too_many.InferSymbolShape() == test::kFailed);
}

}  // namespace oppkit::ops
