// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Resize: sizes given as formulas are the output", "[oplibs][resize][symbolic]") {
  // A UNet's upsampling to its skip tensor's size: roi absent, the empty scales exporters pass, computed sizes.
  test::OpCase op("Resize");
  op.SymbolicInput({"n", "32", "h//4", "w//4"}).SymbolicInput({"0"}).SymbolicValueInput({"n", "32", "h//2", "w//2"});
  op.InstanceNum({1, 0, 1, 1}, {1});
  CHECK(op.InferSymbolShape() == "[n, 32, h//2, w//2]");
  test::OpCase wrong_rank("Resize");
  wrong_rank.SymbolicInput({"n", "32", "h"}).SymbolicInput({"0"}).SymbolicValueInput({"n", "32", "h", "w"});
  wrong_rank.InstanceNum({1, 0, 1, 1}, {1});
  CHECK(wrong_rank.InferSymbolShape() == test::kFailed);
}

TEST_CASE("Resize: by scales, or sizes without a value, the rule does not cover the node",
          "[oplibs][resize][symbolic]") {
  test::OpCase scales("Resize");
  scales.SymbolicInput({"n", "3", "h", "w"}).SymbolicInput({"4"}).InstanceNum({1, 0, 1, 0}, {1});
  CHECK(scales.InferSymbolShape() == test::kUnsupported);
  test::OpCase unknown_sizes("Resize");
  unknown_sizes.SymbolicInput({"n", "3", "h", "w"}).SymbolicInput({"0"}).SymbolicInput({"4"}, ge::DT_INT64);
  unknown_sizes.InstanceNum({1, 0, 1, 1}, {1});
  CHECK(unknown_sizes.InferSymbolShape() == test::kUnsupported);
}

}  // namespace oppkit::ops
