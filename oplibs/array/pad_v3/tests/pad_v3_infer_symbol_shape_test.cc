// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("PadV3: each dim grows by its two pads, in either paddings layout", "[oplibs][pad_v3][symbolic]") {
  // ONNX's [b0, b1, e0, e1] (paddings_contiguous false) and the contiguous [b0, e0, b1, e1].
  test::OpCase onnx("PadV3");
  onnx.SymbolicInput({"h", "w"}).SymbolicValueInput({"1", "2", "3", "-1"}).InstanceNum({1, 1, 0}, {1});
  CHECK(onnx.Attr("paddings_contiguous", AttrValue::Bool(false)).InferSymbolShape() == "[h + 4, w + 1]");
  test::OpCase contiguous("PadV3");
  contiguous.SymbolicInput({"h", "w"}).SymbolicValueInput({"1", "2", "3", "-1"}).InstanceNum({1, 1, 0}, {1});
  CHECK(contiguous.InferSymbolShape() == "[h + 3, w + 2]");
  test::OpCase unknown("PadV3");
  unknown.SymbolicInput({"h", "w"}).SymbolicInput({"4"}).InstanceNum({1, 1, 0}, {1});
  CHECK(unknown.InferSymbolShape() == test::kUnsupported);  // no values
}

}  // namespace oppkit::ops
