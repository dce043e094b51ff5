// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("GatherNd: indices' leading dims, then x's dims past the tuple length", "[oplibs][gather_nd][symbolic]") {
  test::OpCase rows("GatherNd");
  rows.SymbolicInput({"n", "c", "4"}).SymbolicInput({"k", "2"});
  CHECK(rows.InferSymbolShape() == "[k, 4]");
  test::OpCase long_tuple("GatherNd");
  long_tuple.SymbolicInput({"n"}).SymbolicInput({"k", "2"});
  CHECK(long_tuple.InferSymbolShape() == test::kFailed);
  test::OpCase unknown("GatherNd");
  unknown.SymbolicInput({"n"}).SymbolicInput({"k", "t"});
  CHECK(unknown.InferSymbolShape() == test::kUnsupported);
}

}  // namespace oppkit::ops
