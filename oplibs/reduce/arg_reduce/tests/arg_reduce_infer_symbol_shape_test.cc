// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("ArgMaxV2 and ArgMin: x without the dim `dimension` names", "[oplibs][arg_reduce][symbolic]") {
  for (const char* op : {"ArgMaxV2", "ArgMin"}) {
    INFO(op);
    test::OpCase last(op);
    last.SymbolicInput({"b", "s", "10"}).SymbolicValueInput({"-1"});
    CHECK(last.InferSymbolShape() == "[b, s]");
    test::OpCase outside(op);
    outside.SymbolicInput({"b"}).SymbolicValueInput({"1"});
    CHECK(outside.InferSymbolShape() == test::kFailed);
    test::OpCase formula(op);
    formula.SymbolicInput({"b"}).SymbolicValueInput({"n"});
    CHECK(formula.InferSymbolShape() == test::kUnsupported);
  }
}

}  // namespace oppkit::ops
