// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("ReduceSum/ReduceMean/ReduceMax/ReduceMin/ReduceProd: y drops or keeps the reduced dims",
          "[oplibs][reduce_ops][symbolic]") {
  for (const char* op : {"ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd"}) {
    INFO(op);
    CHECK(test::OpCase(op).SymbolicInput({"b", "s", "64"}).SymbolicValueInput({"-1"}).InferSymbolShape() == "[b, s]");
    CHECK(test::OpCase(op)
              .SymbolicInput({"b", "s", "64"})
              .SymbolicValueInput({"1"})
              .Attr("keep_dims", AttrValue::Bool(true))
              .InferSymbolShape() == "[b, 1, 64]");
    CHECK(test::OpCase(op).SymbolicInput({"b", "s"}).SymbolicInput({"1"}).InferSymbolShape() ==
          test::kUnsupported);  // axes without a value
  }
}

}  // namespace oppkit::ops
