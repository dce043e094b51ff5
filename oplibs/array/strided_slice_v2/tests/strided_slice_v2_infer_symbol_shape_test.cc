// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("StridedSliceV2: sliced dims are formulas of the bounds, clamped by guards",
          "[oplibs][strided_slice_v2][symbolic]") {
  // x[:, :s] of a [b, 512] table: the end is a Shape's dim, at most 512 by a guard.
  test::OpCase head("StridedSliceV2");
  head.SymbolicInput({"b", "512"}).SymbolicValueInput({"0"}).SymbolicValueInput({"s"}).SymbolicValueInput({"1"});
  CHECK(head.InstanceNum({1, 1, 1, 1, 0}, {1}).InferSymbolShape() == "[b, s] if 512 >= s, s >= 0");
  // To the end (INT64_MAX), from 1, every second element.
  test::OpCase tail("StridedSliceV2");
  tail.SymbolicInput({"n", "4"}).SymbolicValueInput({"1"}).SymbolicValueInput({"9223372036854775807"});
  tail.SymbolicValueInput({"0"}).SymbolicValueInput({"2"});
  CHECK(tail.Hints({{"n", 5}}).InferSymbolShape() == "[ceil_div(n + 1, 2) - 1, 4] if n >= 1");
  // A negative end counts from the end.
  test::OpCase last("StridedSliceV2");
  last.SymbolicInput({"n"}).SymbolicValueInput({"0"}).SymbolicValueInput({"-1"});
  CHECK(last.InstanceNum({1, 1, 1, 0, 0}, {1}).Hints({{"n", 3}}).InferSymbolShape() == "[n - 1] if n >= 0, n >= 1");
  // A reversed slice is left to the numeric rule.
  test::OpCase reversed("StridedSliceV2");
  reversed.SymbolicInput({"n"}).SymbolicValueInput({"-1"}).SymbolicValueInput({"-9223372036854775807"});
  reversed.SymbolicValueInput({"0"}).SymbolicValueInput({"-1"});
  CHECK(reversed.InferSymbolShape() == test::kUnsupported);  // a negative step
}

TEST_CASE("StridedSliceV2: slicing a shape tensor between constant bounds picks its values",
          "[oplibs][strided_slice_v2][symbolic]") {
  // Slice(Shape(x), 0, 2): a UNet's `interpolate(size=...)` keeps N and C this way.
  test::OpCase leading("StridedSliceV2");
  leading.SymbolicValueInput({"n", "32", "h", "w"}).SymbolicValueInput({"0"}).SymbolicValueInput({"2"});
  leading.InstanceNum({1, 1, 1, 0, 0}, {1});
  CHECK(leading.InferSymbolShape() == "[2]");
  CHECK(leading.InferSymbolValue() == "[n, 32]");
  test::OpCase odd("StridedSliceV2");
  odd.SymbolicValueInput({"n", "32", "h", "w"}).SymbolicValueInput({"1"}).SymbolicValueInput({"9223372036854775807"});
  odd.SymbolicValueInput({"0"}).SymbolicValueInput({"2"});
  CHECK(odd.InferSymbolValue() == "[32, w]");
  // A bound that is a formula gives the shape only.
  test::OpCase symbolic_end("StridedSliceV2");
  symbolic_end.SymbolicValueInput({"n", "32"}).SymbolicValueInput({"0"}).SymbolicValueInput({"k"});
  symbolic_end.InstanceNum({1, 1, 1, 0, 0}, {1});
  CHECK(symbolic_end.Hints({{"k", 1}}).InferSymbolValue() == "<none>");
}

}  // namespace oppkit::ops
