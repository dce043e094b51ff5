// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Slice: y's dims are the sizes, -1 the rest of the dim, with the range checks as guards",
          "[oplibs][slice][symbolic]") {
  test::OpCase rest("Slice");
  rest.SymbolicInput({"n", "16"}).SymbolicValueInput({"1", "4"}).SymbolicValueInput({"-1", "8"});
  CHECK(rest.Hints({{"n", 5}}).InferSymbolShape() == "[n - 1, 8] if n >= 1");
  // A size that is a formula (a Shape's dim) is the dim of y.
  test::OpCase sized("Slice");
  sized.SymbolicInput({"n", "16"}).SymbolicValueInput({"0", "0"}).SymbolicValueInput({"k", "16"});
  CHECK(sized.Hints({{"n", 5}, {"k", 3}}).InferSymbolShape() == "[k, 16] if k >= 0, n >= k");
  // Sizes that are not known are left to the numeric rule.
  test::OpCase no_sizes("Slice");
  no_sizes.SymbolicInput({"n", "16"}).SymbolicValueInput({"0", "0"}).SymbolicInput({"2"});
  CHECK(no_sizes.InferSymbolShape() == test::kUnsupported);
  // Offsets past a constant dim fail.
  test::OpCase outside("Slice");
  outside.SymbolicInput({"n", "16"}).SymbolicValueInput({"0", "17"}).SymbolicValueInput({"-1", "-1"});
  CHECK(outside.InferSymbolShape() == test::kFailed);
}

TEST_CASE("Slice: a shape tensor sliced at a constant offset and size picks its values", "[oplibs][slice][symbolic]") {
  test::OpCase middle("Slice");
  middle.SymbolicValueInput({"batch", "seq", "64"}).SymbolicValueInput({"1"}).SymbolicValueInput({"-1"});
  CHECK(middle.InferSymbolShape() == "[2]");
  CHECK(middle.InferSymbolValue() == "[seq, 64]");
}

}  // namespace oppkit::ops
