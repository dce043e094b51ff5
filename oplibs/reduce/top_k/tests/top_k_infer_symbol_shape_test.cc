// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("TopK: values and indices are x with dim `dim` replaced by k", "[oplibs][top_k][symbolic]") {
  test::OpCase last("TopK");
  last.SymbolicInput({"b", "1000"}).SymbolicValueInput({"5"}, ge::DT_INT32).InstanceNum({1, 1}, {1, 1});
  CHECK(last.InferSymbolShapes() == "[b, 5]; [b, 5]");
  // k a formula (min(k, n) in a detection head), along dim 0 of TopKV2; k <= n is an assertion.
  test::OpCase first("TopKV2");
  first.SymbolicInput({"n", "4"}).SymbolicValueInput({"min(n, 100)"}).InstanceNum({1, 1}, {1, 1});
  first.Attr("dim", AttrValue::Int(0));
  CHECK(first.InferSymbolShapes() ==
        "[min(n, 100), 4]; [min(n, 100), 4] if min(n, 100) >= 0, n >= min(n, 100)");
  test::OpCase too_many("TopK");
  too_many.SymbolicInput({"b", "3"}).SymbolicValueInput({"5"}, ge::DT_INT32).InstanceNum({1, 1}, {1, 1});
  CHECK(too_many.InferSymbolShapes() == test::kFailed);
  test::OpCase unknown_k("TopK");
  unknown_k.SymbolicInput({"b", "3"}).SymbolicInput({}, ge::DT_INT32).InstanceNum({1, 1}, {1, 1});
  CHECK(unknown_k.InferSymbolShapes() == test::kUnsupported);
}

}  // namespace oppkit::ops
