// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("SplitD: equal parts along attr split_dim", "[oplibs][split_d][symbolic]") {
  test::OpCase op("SplitD");
  op.SymbolicInput({"n", "64", "h"}).InstanceNum({1}, {4}).Attr(AttrValue::Int(1)).Attr(AttrValue::Int(4));
  CHECK(op.InferSymbolShapes() == "[n, 16, h]; [n, 16, h]; [n, 16, h]; [n, 16, h]");
  test::OpCase count("SplitD");
  count.SymbolicInput({"n", "64"}).InstanceNum({1}, {2}).Attr(AttrValue::Int(1)).Attr(AttrValue::Int(4));
  CHECK(count.InferSymbolShapes() == test::kFailed);  // 2 output instances, num_split 4
  test::OpCase axis("SplitD");
  axis.SymbolicInput({"n", "64"}).InstanceNum({1}, {2}).Attr(AttrValue::Int(2)).Attr(AttrValue::Int(2));
  CHECK(axis.InferSymbolShapes() == test::kFailed);  // split_dim out of range
}

}  // namespace oppkit::ops
