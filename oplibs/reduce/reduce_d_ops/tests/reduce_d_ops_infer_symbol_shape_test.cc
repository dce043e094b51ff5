// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("ReduceSumD/ReduceMeanD/ReduceMaxD/ReduceMinD/ReduceProdD: y drops or keeps the dims of attr axes",
          "[oplibs][reduce_d_ops][symbolic]") {
  for (const char* op : {"ReduceSumD", "ReduceMeanD", "ReduceMaxD", "ReduceMinD", "ReduceProdD"}) {
    INFO(op);
    CHECK(test::OpCase(op)
              .SymbolicInput({"s", "b", "64"})
              .Attr("axes", AttrValue::ListInt({-1}))
              .Attr("keep_dims", AttrValue::Bool(true))
              .InferSymbolShape() == "[s, b, 1]");
    CHECK(
        test::OpCase(op).SymbolicInput({"s", "b", "64"}).Attr("axes", AttrValue::ListInt({0, 1})).InferSymbolShape() ==
        "[64]");
    CHECK(test::OpCase(op).SymbolicInput({"s", "b"}).Attr("axes", AttrValue::ListInt({2})).InferSymbolShape() ==
          test::kFailed);
  }
}

}  // namespace oppkit::ops
